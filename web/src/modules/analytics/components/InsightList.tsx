import { Box, Card, Heading, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import { AlertOctagon, AlertTriangle, CheckCircle2, Info } from "lucide-react";
import { useIntl } from "react-intl";
import type { AnalyticsPage_AnalyticsQuery } from "../../../gql/graphql";

type AnalyticsInsight = AnalyticsPage_AnalyticsQuery["analytics"]["insights"][number];
import { tones } from "../utils/tones";

const ICON = { POSITIVE: <CheckCircle2 />, INFO: <Info />, WARNING: <AlertTriangle />, CRITICAL: <AlertOctagon /> };

type Item = Pick<AnalyticsInsight, "code" | "tone" | "country" | "sector" | "count" | "value">;

/** Findings of the analytics rules, each worded in the reader's language from its code and figures. */
export function InsightList({ title, items, kind }: { title: string; items: Item[]; kind: "insight" | "recommendation" }) {
  const intl = useIntl();
  const text = (i: Item) =>
    intl.formatMessage(
      { id: `analytics.${kind}.${i.code}` },
      {
        country: i.country ? intl.formatMessage({ id: `common.country.${i.country}` }) : "",
        sector: i.sector ? intl.formatMessage({ id: `common.sector.${i.sector}` }) : "",
        count: i.count ?? 0,
        value:
          i.value == null
            ? ""
            : intl.formatNumber(i.value / 100, { style: "percent", maximumFractionDigits: 1, signDisplay: i.code === "REVENUE_GROWTH" ? "exceptZero" : "auto" }),
      },
    );
  return (
    <Card.Root variant="outline" h="full">
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map((i, n) => {
            const palette = tones.palette(i.tone);
            return (
              <Box as="li" key={`${i.code}-${i.country ?? ""}-${n}`} borderLeftWidth="4px" borderColor={`${palette}.solid`} bg={`${palette}.subtle`} rounded="md" p="3">
                <HStack align="start" gap="3">
                  <Icon boxSize="5" color={`${palette}.fg`} mt="0.5" aria-hidden>
                    {ICON[i.tone]}
                  </Icon>
                  <Text>{text(i)}</Text>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
