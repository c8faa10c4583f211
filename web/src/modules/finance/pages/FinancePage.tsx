import { Stack, Tabs } from "@chakra-ui/react";
import { ArrowLeftRight, FileSpreadsheet, LayoutDashboard, PiggyBank, ReceiptText, Wallet } from "lucide-react";
import { useIntl } from "react-intl";
import { AdminOnly } from "../../../ui/access/AdminOnly";
import { PageHeader } from "../../../ui/layout/PageHeader";
import { useSession } from "../../../session/useSession";
import { BudgetsTab } from "../components/BudgetsTab";
import { CashFlowChart } from "../components/CashFlowChart";
import { ExchangeTab } from "../components/ExchangeTab";
import { FinanceFilters } from "../components/FinanceFilters";
import { InvoicesTab } from "../components/InvoicesTab";
import { ReportsTab } from "../components/ReportsTab";
import { SummaryCards } from "../components/SummaryCards";
import { TransactionsTab } from "../components/TransactionsTab";
import { useFinanceFilters } from "../hooks/useFinanceFilters";

const ICONS = {
  overview: <LayoutDashboard aria-hidden />,
  transactions: <Wallet aria-hidden />,
  budgets: <PiggyBank aria-hidden />,
  invoices: <ReceiptText aria-hidden />,
  reports: <FileSpreadsheet aria-hidden />,
  exchange: <ArrowLeftRight aria-hidden />,
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
          {(Object.keys(ICONS) as Array<keyof typeof ICONS>).map((tab) => (
            <Tabs.Trigger key={tab} value={tab} whiteSpace="nowrap" flexShrink={0}>
              {ICONS[tab]}
              {t(`finance.tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <CashFlowChart filters={filters} />
        </Tabs.Content>
        <Tabs.Content value="transactions">
          <TransactionsTab filters={filters} />
        </Tabs.Content>
        <Tabs.Content value="budgets">
          <BudgetsTab filters={filters} />
        </Tabs.Content>
        <Tabs.Content value="invoices">
          <InvoicesTab filters={filters} />
        </Tabs.Content>
        <Tabs.Content value="reports">
          <ReportsTab filters={filters} />
        </Tabs.Content>
        <Tabs.Content value="exchange">
          <ExchangeTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/** The finance dashboard (spec §2.3), for administrators. */
export function FinancePage() {
  const { status, user } = useSession();
  return (
    <AdminOnly checking={status === "loading"} isAdmin={user?.role === "ADMIN"}>
      <Finance />
    </AdminOnly>
  );
}
