import { SimpleGrid, Skeleton } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { ArrowDownRight, ArrowUpRight, Clock, PiggyBank, Repeat, Wallet } from "lucide-react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useLocale } from "../../../i18n/useLocale";
import { StatCard } from "../../../ui/data/StatCard";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatMoney } from "../../../ui/format/formatMoney";
import type { FinanceFilters } from "../hooks/useFinanceFilters";

const SummaryQuery = graphql(`
  query SummaryCards_Summary($country: Country, $period: FinancePeriod!, $currency: Currency) {
    financeSummary(country: $country, period: $period, currency: $currency) {
      currency
      revenue
      expenses
      net
      marginPercent
      pending
      pendingCount
      budgetAllocated
      budgetSpent
      budgetUsedPercent
      usdToAoa
    }
  }
`);

/** The six summary cards of the finance dashboard, for the chosen country, period and currency. */
export function SummaryCards({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(SummaryQuery, {
    variables: { country: filters.country, period: filters.period, currency: filters.currency },
    notifyOnNetworkStatusChange: true,
  });
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  const s = data?.financeSummary;
  if (!s) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy={loading}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="24" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const m = (v: string) => formatMoney(v, s.currency, locale);
  const pct = (v: number) => intl.formatNumber(v / 100, { style: "percent", maximumFractionDigits: 1 });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="finance-summary">
      <StatCard label={t("finance.summary.revenue")} value={m(s.revenue)} help={t("finance.summary.revenueHelp")} icon={<ArrowUpRight />} palette="green" />
      <StatCard label={t("finance.summary.expenses")} value={m(s.expenses)} help={t("finance.summary.expensesHelp")} icon={<ArrowDownRight />} palette="red" />
      <StatCard
        label={t("finance.summary.net")}
        value={m(s.net)}
        help={s.marginPercent == null ? t("finance.summary.noMargin") : t("finance.summary.margin", { margin: pct(s.marginPercent) })}
        icon={<Wallet />}
        palette={Number(s.net) < 0 ? "red" : "brand"}
      />
      <StatCard
        label={t("finance.summary.pending")}
        value={m(s.pending)}
        help={t("finance.summary.pendingCount", { count: s.pendingCount })}
        icon={<Clock />}
        palette="orange"
      />
      <StatCard
        label={t("finance.summary.budget")}
        value={m(s.budgetAllocated)}
        help={s.budgetUsedPercent == null ? t("finance.summary.noBudget") : t("finance.summary.budgetUsed", { percent: pct(s.budgetUsedPercent) })}
        icon={<PiggyBank />}
        palette="purple"
      />
      <StatCard
        label={t("finance.summary.rate")}
        value={s.usdToAoa ? formatMoney(s.usdToAoa, "AOA", locale) : t("finance.summary.noRate")}
        help={t("finance.summary.rateHelp")}
        icon={<Repeat />}
        palette="blue"
      />
    </SimpleGrid>
  );
}
