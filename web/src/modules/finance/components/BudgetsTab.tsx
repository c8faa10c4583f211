import { Badge, Box, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { BudgetOrderField, BudgetsTab_BudgetFragment } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { notifySuccess } from "../../../ui/feedback/notify";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import { AddButton, ConnectionList, orderByOf, pagingProps, SortSelect, useConnection, useListParams } from "../../../ui/list";
import type { FinanceFilters } from "../hooks/useFinanceFilters";
import { BudgetDialog } from "./BudgetDialog";
import { BudgetUsageBar } from "./BudgetUsageBar";

graphql(`
  fragment BudgetsTab_Budget on Budget {
    id
    name
    country
    category
    allocated
    spent
    usagePercent
    currency
    period
    startDate
    endDate
    responsible
  }
`);

const BudgetsQuery = graphql(`
  query BudgetsTab_Budgets($country: Country, $period: FinancePeriod, $orderBy: BudgetOrder, $after: String) {
    budgets(country: $country, period: $period, orderBy: $orderBy, first: 20, after: $after) {
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...BudgetsTab_Budget } }
    }
  }
`);

const SORT_FIELDS = ["NAME", "COUNTRY", "ALLOCATED", "START_DATE", "END_DATE"] as const satisfies readonly BudgetOrderField[];

/** Budgets overlapping the period, with spending computed from completed expenses of their country and category. */
export function BudgetsTab({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const vocabulary = useVocabulary();
  const list = useListParams({ prefix: "bud", filters: {}, sortFields: SORT_FIELDS });
  const connection = useConnection(BudgetsQuery, {
    variables: { country: filters.country, period: filters.period, orderBy: orderByOf(list.sort) },
    select: (data) => data.budgets,
  });
  // the budget whose dialog is open, "new" for an empty one
  const [editing, setEditing] = useState<BudgetsTab_BudgetFragment | "new" | null>(null);

  const card = (b: BudgetsTab_BudgetFragment) => (
    <Card.Root variant="outline" size="sm" data-testid="budget-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start">
          <Stack gap="1">
            <Text fontWeight="semibold">{b.name}</Text>
            <HStack gap="2" flexWrap="wrap">
              <Badge variant="outline">{vocabulary.label("country", b.country)}</Badge>
              <Badge variant="subtle" colorPalette="purple">
                {vocabulary.label("transactionCategory", b.category)}
              </Badge>
              <Badge variant="subtle">{b.period}</Badge>
            </HStack>
          </Stack>
          <Button size="xs" variant="ghost" aria-label={t("finance.budgets.editNamed", { name: b.name })} onClick={() => setEditing(b)}>
            <Pencil aria-hidden />
          </Button>
        </HStack>
        <BudgetUsageBar percent={b.usagePercent} label={t("finance.budgets.usage", { name: b.name })} />
        <Text fontSize="sm">
          {t("finance.budgets.spentOf", { spent: formatMoney(b.spent, b.currency, locale), allocated: formatMoney(b.allocated, b.currency, locale) })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t("finance.budgets.meta", {
            responsible: b.responsible,
            start: formatDate(b.startDate, intl.locale),
            end: formatDate(b.endDate, intl.locale),
          })}
        </Text>
      </Card.Body>
    </Card.Root>
  );

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          {t("finance.budgets.explain")}
        </Text>
        <AddButton onClick={() => setEditing("new")}>{t("finance.budgets.new")}</AddButton>
      </HStack>
      <Box w={{ base: "full", sm: "64" }}>
        <SortSelect fields={SORT_FIELDS.map((field) => ({ field, label: t(`finance.budgets.sort.${field}`) }))} sort={list.sort} onChange={list.setSort} />
      </Box>
      <ConnectionList
        label={t("finance.tab.budgets")}
        items={connection.nodes}
        itemKey={(b) => b.id}
        renderItem={card}
        columns={{ base: 1, md: 2, xl: 3 }}
        {...pagingProps(connection)}
        empty={t("finance.budgets.empty")}
      />
      {editing && (
        <BudgetDialog
          budget={editing === "new" ? null : editing}
          onClose={(ok) => {
            setEditing(null);
            if (ok) notifySuccess(intl, "finance.budgets.saved");
          }}
        />
      )}
    </Stack>
  );
}
