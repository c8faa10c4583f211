import { Badge, SimpleGrid, Text } from "@chakra-ui/react";
import { Activity, Briefcase, DollarSign, Target, Users, UsersRound } from "lucide-react";
import { useIntl } from "react-intl";
import type { AnalyticsPage_AnalyticsQuery } from "../../../gql/graphql";

type AnalyticsKpis = AnalyticsPage_AnalyticsQuery["analytics"]["kpis"];
import { useLocale } from "../../../i18n/useLocale";
import { StatCard } from "../../../ui/data/StatCard";
import { formatMoney } from "../../../ui/format/formatMoney";
import { tones } from "../utils/tones";

function Growth({ value }: { value: number | null | undefined }) {
  const intl = useIntl();
  if (value == null) return <Text as="span">{intl.formatMessage({ id: "analytics.kpi.noComparison" })}</Text>;
  return (
    <Badge colorPalette={tones.palette(tones.growth(value))} variant="subtle">
      {intl.formatMessage(
        { id: "analytics.kpi.growth" },
        { value: intl.formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }) },
      )}
    </Badge>
  );
}

type Kpis = Pick<
  AnalyticsKpis,
  | "revenue"
  | "revenueGrowth"
  | "projects"
  | "projectsGrowth"
  | "activeClients"
  | "clientsGrowth"
  | "teamSize"
  | "teamGrowth"
  | "averageProgress"
  | "roi"
  | "roiTarget"
  | "costRatio"
  | "assumedRoi"
>;

/** The analytics KPI cards; growth and progress coloured by the spec's thresholds. */
export function KpiCards({ kpis }: { kpis: Kpis }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const pct = (v: number) => intl.formatNumber(v / 100, { style: "percent", maximumFractionDigits: 1 });
  const roiTone = kpis.roi == null ? "gray" : kpis.roi >= kpis.roiTarget ? "green" : "orange";
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="analytics-kpis">
      <StatCard
        label={t("analytics.kpi.revenue")}
        value={formatMoney(kpis.revenue, "USD", locale)}
        help={<Growth value={kpis.revenueGrowth} />}
        icon={<DollarSign />}
        palette="green"
      />
      <StatCard label={t("analytics.kpi.projects")} value={intl.formatNumber(kpis.projects)} help={<Growth value={kpis.projectsGrowth} />} icon={<Briefcase />} />
      <StatCard
        label={t("analytics.kpi.clients")}
        value={intl.formatNumber(kpis.activeClients)}
        help={<Growth value={kpis.clientsGrowth} />}
        icon={<UsersRound />}
        palette="purple"
      />
      <StatCard label={t("analytics.kpi.team")} value={intl.formatNumber(kpis.teamSize)} help={<Growth value={kpis.teamGrowth} />} icon={<Users />} palette="blue" />
      <StatCard
        label={t("analytics.kpi.progress")}
        value={kpis.averageProgress == null ? "—" : pct(kpis.averageProgress)}
        help={kpis.averageProgress == null ? t("analytics.kpi.noProjects") : t(`analytics.tone.progress.${tones.progress(kpis.averageProgress)}`)}
        icon={<Activity />}
        palette={kpis.averageProgress == null ? "gray" : tones.palette(tones.progress(kpis.averageProgress))}
      />
      <StatCard
        label={t("analytics.kpi.roi")}
        value={kpis.roi == null ? "—" : pct(kpis.roi)}
        help={
          <>
            <Text as="span" display="block">
              {t("analytics.kpi.roiHelp", { target: pct(kpis.roiTarget) })}
            </Text>
            <Text as="span" display="block" fontStyle="italic" data-testid="roi-assumption">
              {t("analytics.kpi.roiAssumption", { ratio: pct(kpis.costRatio * 100), assumed: kpis.assumedRoi == null ? "—" : pct(kpis.assumedRoi) })}
            </Text>
          </>
        }
        icon={<Target />}
        palette={roiTone}
      />
    </SimpleGrid>
  );
}
