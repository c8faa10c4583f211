import { Alert, Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useLocale } from "../../../i18n/useLocale";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import type { FinanceFilters } from "../hooks/useFinanceFilters";
import { BudgetDialog, type BudgetValues } from "./BudgetDialog";
import { BudgetUsageBar } from "./BudgetUsageBar";

const BudgetsQuery = graphql(`
  query BudgetsTab_Budgets($country: Country, $period: FinancePeriod) {
    budgets(country: $country, period: $period, first: 100) {
      edges {
        node {
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
      }
    }
  }
`);

/** Budgets overlapping the period, with spending computed from completed expenses of their country and category. */
export function BudgetsTab({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, error, refetch } = useQuery(BudgetsQuery, { variables: { country: filters.country, period: filters.period } });
  const [editing, setEditing] = useState<BudgetValues | null>(null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const budgets = data?.budgets.edges.map((e) => e.node);

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          {t("finance.budgets.explain")}
        </Text>
        <Button
          colorPalette="brand"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          <Plus aria-hidden />
          {t("finance.budgets.new")}
        </Button>
      </HStack>
      {saved && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t("finance.budgets.saved")}</Alert.Title>
        </Alert.Root>
      )}
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !budgets ? (
        <Skeleton h="48" />
      ) : budgets.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {t("finance.budgets.empty")}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {budgets.map((b) => (
            <Card.Root key={b.id} variant="outline" size="sm" data-testid="budget-card">
              <Card.Body gap="3">
                <HStack justify="space-between" align="start">
                  <Stack gap="1">
                    <Text fontWeight="semibold">{b.name}</Text>
                    <HStack gap="2" flexWrap="wrap">
                      <Badge variant="outline">{t(`common.country.${b.country}`)}</Badge>
                      <Badge variant="subtle" colorPalette="purple">
                        {t(`finance.category.${b.category}`)}
                      </Badge>
                      <Badge variant="subtle">{b.period}</Badge>
                    </HStack>
                  </Stack>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t("finance.budgets.editNamed", { name: b.name })}
                    onClick={() => {
                      const { id, name, country, category, allocated, currency, period, startDate, endDate, responsible } = b;
                      setEditing({ id, name, country, category, allocated, currency, period, startDate, endDate, responsible });
                      setOpen(true);
                    }}
                  >
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
          ))}
        </SimpleGrid>
      )}
      <BudgetDialog
        open={open}
        budget={editing}
        onClose={(ok) => {
          setOpen(false);
          setSaved(ok);
        }}
      />
    </Stack>
  );
}
