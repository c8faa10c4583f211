import { Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { AnalyticsPage_AnalyticsQuery } from "../../../gql/graphql";

type AnalyticsCountry = AnalyticsPage_AnalyticsQuery["analytics"]["countries"][number];
import { useLocale } from "../../../i18n/useLocale";
import { ProgressBar } from "../../../ui/data/ProgressBar";
import { formatMoney } from "../../../ui/format/formatMoney";
import { tones } from "../utils/tones";

type Region = Pick<AnalyticsCountry, "country" | "projects" | "budget" | "revenue" | "revenueShare" | "clients" | "team" | "averageProgress" | "critical">;

/** The three countries side by side. */
export function RegionalComparison({ regions }: { regions: Region[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const pct = (v: number) => intl.formatNumber(v / 100, { style: "percent", maximumFractionDigits: 1 });
  const row = (label: string, value: string | number, strong = false) => (
    <HStack justify="space-between" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight={strong ? "bold" : "medium"}>{value}</Text>
    </HStack>
  );
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">{t("analytics.regions.title")}</Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {regions.map((r) => {
            const tone = r.averageProgress == null ? null : tones.progress(r.averageProgress);
            return (
              <Stack key={r.country} borderWidth="1px" rounded="lg" p="4" gap="2" data-testid={`region-${r.country}`}>
                <Heading size="sm">{t(`common.country.${r.country}`)}</Heading>
                {row(t("analytics.table.revenue"), formatMoney(r.revenue, "USD", locale), true)}
                {row(t("analytics.regions.share"), r.revenueShare == null ? "—" : pct(r.revenueShare))}
                {row(t("analytics.table.projects"), r.projects)}
                {row(t("analytics.table.budget"), formatMoney(r.budget, "USD", locale))}
                {row(t("analytics.table.clients"), r.clients)}
                {row(t("analytics.regions.team"), r.team)}
                {row(t("analytics.regions.critical"), r.critical)}
                <Stack gap="1">
                  {row(t("analytics.kpi.progress"), r.averageProgress == null ? "—" : pct(r.averageProgress))}
                  <ProgressBar
                    value={r.averageProgress ?? 0}
                    size="xs"
                    colorPalette={tone ? tones.palette(tone) : "gray"}
                    label={t("analytics.regions.progressOf", { country: t(`common.country.${r.country}`) })}
                  />
                </Stack>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
