import { Stack, Tabs } from "@chakra-ui/react";
import { ArrowLeftRight, FileSpreadsheet, LayoutDashboard, PiggyBank, ReceiptText, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { PageHeader } from "../../../ui/layout/PageHeader";
import { AdminOnly } from "../../../session/AdminOnly";
import { BudgetsTab } from "../components/BudgetsTab";
import { CashFlowChart } from "../components/CashFlowChart";
import { ExchangeTab } from "../components/ExchangeTab";
import { FinanceFilters } from "../components/FinanceFilters";
import { InvoicesTab } from "../components/InvoicesTab";
import { ReportsTab } from "../components/ReportsTab";
import { SummaryCards } from "../components/SummaryCards";
import { TransactionsTab } from "../components/TransactionsTab";
import { FINANCE_TABS, type FinanceFilters as Filters, useFinanceFilters } from "../hooks/useFinanceFilters";

/** Each tab of the page: its icon, and its panel for the page's filters (country, period, currency). */
const TABS: Record<Filters["tab"], { icon: ReactNode; panel: (filters: Filters) => ReactNode }> = {
  overview: { icon: <LayoutDashboard aria-hidden />, panel: (filters) => <CashFlowChart filters={filters} /> },
  transactions: { icon: <Wallet aria-hidden />, panel: (filters) => <TransactionsTab filters={filters} /> },
  budgets: { icon: <PiggyBank aria-hidden />, panel: (filters) => <BudgetsTab filters={filters} /> },
  invoices: { icon: <ReceiptText aria-hidden />, panel: (filters) => <InvoicesTab filters={filters} /> },
  reports: { icon: <FileSpreadsheet aria-hidden />, panel: (filters) => <ReportsTab filters={filters} /> },
  exchange: { icon: <ArrowLeftRight aria-hidden />, panel: () => <ExchangeTab /> },
};

function Finance() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [filters, update] = useFinanceFilters();
  return (
    <Stack gap="6" p={{ base: "4", md: "6" }} maxW="7xl" mx="auto" w="full">
      <Stack gap="4">
        <PageHeader title={t("finance.title")} subtitle={t("finance.subtitle")} />
        <FinanceFilters filters={filters} onChange={update} />
      </Stack>
      <SummaryCards filters={filters} />
      <Tabs.Root value={filters.tab} onValueChange={(e) => update({ tab: e.value as typeof filters.tab })} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" overflowY="hidden">
          {FINANCE_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} whiteSpace="nowrap" flexShrink={0}>
              {TABS[tab].icon}
              {t(`finance.tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {FINANCE_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {TABS[tab].panel(filters)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

/** The finance dashboard (spec §2.3), for administrators. */
export function FinancePage() {
  return (
    <AdminOnly>
      <Finance />
    </AdminOnly>
  );
}
