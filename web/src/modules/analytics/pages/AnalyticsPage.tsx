import { Button, Grid, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Download } from "lucide-react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { AnalyticsPeriod } from "../../../gql/graphql";
import { VOCABULARY } from "../../../domain/vocabulary";
import { useLocale } from "../../../i18n/useLocale";
import { PageHeader } from "../../../ui/layout/PageHeader";
import { LoadError } from "../../../ui/feedback/LoadError";
import { useCsvDownload } from "../../../ui/files/useCsvDownload";
import { formatDate } from "../../../ui/format/formatDate";
import { ChoiceButton, useListParams } from "../../../ui/list";
import { AdminOnly } from "../../../session/AdminOnly";
import { BreakdownTable } from "../components/BreakdownTable";
import { HealthCards } from "../components/HealthCards";
import { InsightList } from "../components/InsightList";
import { KpiCards } from "../components/KpiCards";
import { ProjectionCard } from "../components/ProjectionCard";
import { RegionalComparison } from "../components/RegionalComparison";
import { TrendChart } from "../components/TrendChart";
import { AnalyticsQuery } from "../graphql/AnalyticsQuery";

const CsvQuery = graphql(`
  query AnalyticsPage_Csv($period: AnalyticsPeriod!, $language: Language) {
    analyticsCsv(period: $period, language: $language)
  }
`);

const PERIODS: readonly AnalyticsPeriod[] = VOCABULARY.analyticsPeriod.values;

function Analytics() {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // the period lives in the URL (?period=ONE_YEAR), so a reload or a shared link keeps it
  const params = useListParams({ filters: { period: "SIX_MONTHS" } });
  const period = (PERIODS as string[]).includes(params.filters.period) ? (params.filters.period as AnalyticsPeriod) : "SIX_MONTHS";
  const { data, error, refetch } = useQuery(AnalyticsQuery, { variables: { period } });
  const csv = useCsvDownload();
  const a = data?.analytics;
  const day = (d: string) => formatDate(d, intl.locale);

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }} maxW="7xl" mx="auto" w="full">
      <Stack gap="4">
        <PageHeader title={t("analytics.title")} subtitle={a ? t("analytics.subtitle", { start: day(a.start), end: day(a.end) }) : t("analytics.subtitleLoading")} />
        <HStack gap="2" flexWrap="wrap">
          <HStack gap="1" role="group" aria-label={t("analytics.period.label")} flexWrap="wrap">
            {PERIODS.map((p) => (
              <ChoiceButton key={p} chosen={p === period} onClick={() => params.setFilter("period", p)}>
                {t(`analytics.period.${p}`)}
              </ChoiceButton>
            ))}
          </HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void csv.download("csv", CsvQuery, { period, language: locale }, (d) => d.analyticsCsv, `ponte-analytics-${period.toLowerCase()}.csv`)}
            loading={csv.busy !== null}
            disabled={!a}
          >
            <Download aria-hidden />
            {t("analytics.export")}
          </Button>
        </HStack>
      </Stack>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !a ? (
        <Stack gap="4" aria-busy>
          <Skeleton h="32" />
          <Skeleton h="72" />
        </Stack>
      ) : (
        <>
          <KpiCards kpis={a.kpis} />
          <TrendChart points={a.trends} />
          <Stack gap="3">
            <Heading size="md">{t("analytics.health.title")}</Heading>
            <HealthCards health={a.health} />
          </Stack>
          <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="4">
            <InsightList title={t("analytics.insights.title")} items={a.insights} kind="insight" />
            <InsightList title={t("analytics.recommendations.title")} items={a.recommendations} kind="recommendation" />
          </Grid>
          <RegionalComparison regions={a.countries.filter((c) => c.country !== "OTHER")} />
          <Grid templateColumns={{ base: "1fr", "2xl": "1fr 1fr" }} gap="4">
            <BreakdownTable
              title={t("analytics.countries.title")}
              firstColumn={t("analytics.table.country")}
              prefix="byCountry"
              rows={a.countries.map((c) => ({ ...c, key: c.country, label: t(`common.country.${c.country}`) }))}
            />
            <BreakdownTable
              title={t("analytics.sectors.title")}
              firstColumn={t("analytics.table.sector")}
              prefix="bySector"
              rows={a.sectors.map((s) => ({ ...s, key: s.sector ?? "none", label: s.sector ? t(`common.sector.${s.sector}`) : t("analytics.sectors.none") }))}
            />
          </Grid>
          <ProjectionCard projection={a.projection} />
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            {t("analytics.footer")}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** Analytics and KPIs (spec §2.6), computed from the stored data, for administrators. */
export function AnalyticsPage() {
  return (
    <AdminOnly>
      <Analytics />
    </AdminOnly>
  );
}
