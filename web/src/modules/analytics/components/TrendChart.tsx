import { Box, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { Chart, useChart } from "@chakra-ui/charts";
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsPage_AnalyticsQuery } from "../../../gql/graphql";

type AnalyticsTrendPoint = AnalyticsPage_AnalyticsQuery["analytics"]["trends"][number];
import { useLocale } from "../../../i18n/useLocale";
import { ChartDataTable } from "../../../ui/data/ChartDataTable";
import { formatMoney } from "../../../ui/format/formatMoney";
import { ChoiceButton } from "../../../ui/list";

const METRICS = ["revenue", "projects", "clients", "team"] as const;
type Metric = (typeof METRICS)[number];
const COLORS: Record<Metric, string> = { revenue: "green.solid", projects: "brand.solid", clients: "purple.solid", team: "blue.solid" };

/** Monthly trend, switchable between revenue, projects, clients and team; a table carries the same figures for screen readers. */
export function TrendChart({ points }: { points: Array<Pick<AnalyticsTrendPoint, "month" | "revenue" | "projects" | "clients" | "team">> }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const [metric, setMetric] = useState<Metric>("revenue");
  const rows = points.map((p) => ({
    label: intl.formatDate(`${p.month}T00:00:00Z`, { month: "short", year: "2-digit", timeZone: "UTC" }),
    value: metric === "revenue" ? Number(p.revenue) : p[metric],
  }));
  const chart = useChart({ data: rows, series: [{ name: "value", color: COLORS[metric], label: t(`analytics.trend.${metric}`) }] });
  const fmt = (v: number) => (metric === "revenue" ? formatMoney(v, "USD", locale, { compact: true }) : intl.formatNumber(v));

  return (
    <Card.Root variant="outline">
      <Card.Header gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading size="md" id={headingId}>
            {t("analytics.trend.title")}
          </Heading>
          <HStack gap="1" role="group" aria-label={t("analytics.trend.choose")} flexWrap="wrap">
            {METRICS.map((m) => (
              <ChoiceButton key={m} size="xs" chosen={m === metric} onClick={() => setMetric(m)}>
                {t(`analytics.trend.${m}`)}
              </ChoiceButton>
            ))}
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t(`analytics.trend.${metric}.explain`)}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box aria-hidden>
          <Chart.Root h="72" aspectRatio="auto" chart={chart}>
            <AreaChart responsive accessibilityLayer={false} data={chart.data}>
              <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
              <XAxis axisLine={false} tickLine={false} dataKey={chart.key("label")} />
              <YAxis axisLine={false} tickLine={false} width={72} tickFormatter={fmt} allowDecimals={metric === "revenue"} />
              <Tooltip
                cursor={false}
                animationDuration={100}
                content={<Chart.Tooltip formatter={(v) => (metric === "revenue" ? formatMoney(Number(v), "USD", locale) : intl.formatNumber(Number(v)))} />}
              />
              {chart.series.map((s) => (
                <Area
                  key={s.name}
                  isAnimationActive={false}
                  type="monotone"
                  dataKey={chart.key(s.name)}
                  stroke={chart.color(s.color)}
                  fill={chart.color(s.color)}
                  fillOpacity={0.2}
                  strokeWidth={2}
                  name={s.name}
                />
              ))}
            </AreaChart>
          </Chart.Root>
        </Box>
        <ChartDataTable
          labelledBy={headingId}
          columns={[t("analytics.trend.month"), t(`analytics.trend.${metric}`)]}
          rows={rows.map((r) => ({ key: r.label, cells: [r.label, metric === "revenue" ? formatMoney(r.value, "USD", locale) : r.value] }))}
        />
      </Card.Body>
    </Card.Root>
  );
}
