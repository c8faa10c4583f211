import { Badge, Box, Card, Heading, HStack, Skeleton, Text } from "@chakra-ui/react";
import { Chart, useChart } from "@chakra-ui/charts";
import { useQuery } from "@apollo/client/react";
import { useId } from "react";
import { useIntl } from "react-intl";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { graphql } from "../../../gql";
import { useLocale } from "../../../i18n/useLocale";
import { ChartDataTable } from "../../../ui/data/ChartDataTable";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatMoney } from "../../../ui/format/formatMoney";
import type { FinanceFilters } from "../hooks/useFinanceFilters";

const CashFlowQuery = graphql(`
  query CashFlowChart_CashFlow($country: Country, $period: FinancePeriod!, $currency: Currency) {
    cashFlow(country: $country, period: $period, currency: $currency) {
      currency
      bucket
      income
      expense
      incomeChangePercent
      expenseChangePercent
      netChangePercent
      points {
        start
        income
        expense
      }
    }
  }
`);

function ChangeBadge({ label, value, goodWhenUp }: { label: string; value: number | null; goodWhenUp: boolean }) {
  const intl = useIntl();
  if (value == null) {
    return (
      <Badge variant="subtle" colorPalette="gray">
        {label}: {intl.formatMessage({ id: "finance.cashFlow.noBase" })}
      </Badge>
    );
  }
  const good = goodWhenUp ? value >= 0 : value <= 0;
  return (
    <Badge variant="subtle" colorPalette={good ? "green" : "red"}>
      {label}: {intl.formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" })}
    </Badge>
  );
}

/** Completed income and expense over the period, from the stored transactions, with a table for screen readers. */
export function CashFlowChart({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const { data, error, refetch } = useQuery(CashFlowQuery, {
    variables: { country: filters.country, period: filters.period, currency: filters.currency },
  });
  const cf = data?.cashFlow;
  const label = (start: string) =>
    cf?.bucket === "MONTH"
      ? intl.formatDate(`${start}T00:00:00Z`, { month: "short", year: "2-digit", timeZone: "UTC" })
      : t("finance.cashFlow.week", { date: intl.formatDate(`${start}T00:00:00Z`, { day: "2-digit", month: "2-digit", timeZone: "UTC" }) });
  const rows = (cf?.points ?? []).map((p) => ({ label: label(p.start), income: Number(p.income), expense: Number(p.expense) }));
  const chart = useChart({
    data: rows,
    series: [
      { name: "income", color: "green.solid", label: t("finance.cashFlow.income") },
      { name: "expense", color: "red.solid", label: t("finance.cashFlow.expense") },
    ],
  });

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading size="md" id={headingId}>
            {t("finance.cashFlow.title")}
          </Heading>
          {cf && (
            <HStack gap="2" flexWrap="wrap">
              <ChangeBadge label={t("finance.cashFlow.income")} value={cf.incomeChangePercent ?? null} goodWhenUp />
              <ChangeBadge label={t("finance.cashFlow.expense")} value={cf.expenseChangePercent ?? null} goodWhenUp={false} />
              <ChangeBadge label={t("finance.cashFlow.net")} value={cf.netChangePercent ?? null} goodWhenUp />
            </HStack>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t(cf?.bucket === "WEEK" ? "finance.cashFlow.perWeek" : "finance.cashFlow.perMonth")}
        </Text>
      </Card.Header>
      <Card.Body>
        {error ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : !cf ? (
          <Skeleton h="64" />
        ) : (
          <>
            <Box aria-hidden>
              <Chart.Root h="72" aspectRatio="auto" chart={chart}>
                <BarChart responsive accessibilityLayer={false} data={chart.data}>
                  <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
                  <XAxis axisLine={false} tickLine={false} dataKey={chart.key("label")} />
                  <YAxis axisLine={false} tickLine={false} width={80} tickFormatter={(v: number) => formatMoney(v, cf.currency, locale, { compact: true })} />
                  <Tooltip
                    cursor={{ fill: chart.color("bg.muted") }}
                    animationDuration={100}
                    content={<Chart.Tooltip formatter={(v) => formatMoney(Number(v), cf.currency, locale)} />}
                  />
                  <Legend content={<Chart.Legend />} />
                  {chart.series.map((s) => (
                    <Bar key={s.name} isAnimationActive={false} dataKey={chart.key(s.name)} fill={chart.color(s.color)} name={s.name} radius={[4, 4, 0, 0]} />
                  ))}
                </BarChart>
              </Chart.Root>
            </Box>
            <ChartDataTable
              labelledBy={headingId}
              columns={[
                t(cf.bucket === "WEEK" ? "finance.cashFlow.weekColumn" : "finance.cashFlow.monthColumn"),
                t("finance.cashFlow.income"),
                t("finance.cashFlow.expense"),
              ]}
              rows={rows.map((r) => ({ key: r.label, cells: [r.label, formatMoney(r.income, cf.currency, locale), formatMoney(r.expense, cf.currency, locale)] }))}
            />
            <Text mt="3" fontSize="sm" color="fg.muted">
              {t("finance.cashFlow.totals", { income: formatMoney(cf.income, cf.currency, locale), expense: formatMoney(cf.expense, cf.currency, locale) })}
            </Text>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
