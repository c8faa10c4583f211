import { Card, HStack, Icon, SimpleGrid, Stat, Text } from "@chakra-ui/react";
import { AlertOctagon, AlertTriangle, CheckCircle2, CircleDot } from "lucide-react";
import { useIntl } from "react-intl";
import type { AnalyticsPage_AnalyticsQuery } from "../../../gql/graphql";

type AnalyticsHealth = AnalyticsPage_AnalyticsQuery["analytics"]["health"];

const CARDS = [
  { key: "critical", palette: "red", icon: <AlertOctagon /> },
  { key: "warning", palette: "orange", icon: <AlertTriangle /> },
  { key: "good", palette: "green", icon: <CheckCircle2 /> },
  { key: "normal", palette: "blue", icon: <CircleDot /> },
] as const;

/** Project health counts by the spec's ordered rules. */
export function HealthCards({ health }: { health: Pick<AnalyticsHealth, "critical" | "warning" | "good" | "normal"> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" data-testid="analytics-health">
      {CARDS.map((c) => (
        <Card.Root key={c.key} variant="subtle" bg={`${c.palette}.subtle`} size="sm">
          <Card.Body>
            <HStack justify="space-between" align="start">
              <Stat.Root>
                <Stat.Label color={`${c.palette}.fg`}>{t(`analytics.health.${c.key}`)}</Stat.Label>
                <Stat.ValueText fontSize="3xl">{health[c.key]}</Stat.ValueText>
              </Stat.Root>
              <Icon boxSize="6" color={`${c.palette}.fg`} aria-hidden>
                {c.icon}
              </Icon>
            </HStack>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t(`analytics.health.${c.key}.rule`)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
