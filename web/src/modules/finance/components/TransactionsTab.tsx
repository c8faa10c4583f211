import { Alert, Box, Button, Field, HStack, Input, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Check, CheckCheck, Plus, X } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { TransactionCategory, TransactionStatus, TransactionType } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import type { FinanceFilters } from "../hooks/useFinanceFilters";
import { financeErrorMessage } from "../utils/financeErrorMessage";
import { FINANCE_OPTIONS } from "../utils/financeOptions";
import { AddTransactionDialog } from "./AddTransactionDialog";
import { TransactionStatusBadge } from "./TransactionStatusBadge";

const TransactionsQuery = graphql(`
  query TransactionsTab_Transactions($filter: TransactionFilter, $after: String) {
    transactions(filter: $filter, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          date
          description
          type
          amount
          currency
          category
          country
          status
          paymentMethod
          invoiceNumber
          project {
            id
            name
          }
          client {
            id
            name
          }
          createdBy {
            id
            fullName
          }
          approvedBy {
            id
            fullName
          }
        }
      }
    }
  }
`);

const Approve = graphql(`
  mutation TransactionsTab_Approve($id: ID!) {
    approveTransaction(id: $id) {
      id
      status
    }
  }
`);
const Reject = graphql(`
  mutation TransactionsTab_Reject($id: ID!) {
    rejectTransaction(id: $id) {
      id
      status
    }
  }
`);
const Complete = graphql(`
  mutation TransactionsTab_Complete($id: ID!) {
    completeTransaction(id: $id) {
      id
      status
    }
  }
`);

/** The transactions list with its own filters; pending ones can be approved or rejected, approved ones completed. */
export function TransactionsTab({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [status, setStatus] = useState("");
  const [type, setType] = useState("");
  const [category, setCategory] = useState("");
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<{ status: "success" | "error"; text: string } | null>(null);
  const filter = {
    country: filters.country,
    period: filters.period,
    status: (status || null) as TransactionStatus | null,
    type: (type || null) as TransactionType | null,
    category: (category || null) as TransactionCategory | null,
    search: search.trim() || null,
  };
  const { data, error, refetch, fetchMore, loading } = useQuery(TransactionsQuery, { variables: { filter }, notifyOnNetworkStatusChange: true });
  const opts = { refetchQueries: "active" as const, awaitRefetchQueries: true };
  const [approve, approving] = useMutation(Approve, opts);
  const [reject, rejecting] = useMutation(Reject, opts);
  const [complete, completing] = useMutation(Complete, opts);
  const busy = approving.loading || rejecting.loading || completing.loading;

  const act = async (run: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await run();
      setNotice({ status: "success", text: t(done) });
    } catch (e) {
      setNotice({ status: "error", text: t(financeErrorMessage(e)) });
    }
  };

  const conn = data?.transactions;
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
        <HStack gap="3" flexWrap="wrap" align="end">
          <Field.Root w={{ base: "full", sm: "56" }}>
            <Field.Label fontSize="sm">{t("finance.transactions.search")}</Field.Label>
            <Input size="sm" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("finance.transactions.searchPlaceholder")} />
          </Field.Root>
          <FilterSelect width={{ base: "full", sm: "44" }} label={t("finance.field.status")} value={status} onChange={setStatus} options={FINANCE_OPTIONS.transactionStatuses.map((v) => ({ value: v, label: t(`finance.status.${v}`) }))} />
          <FilterSelect width={{ base: "full", sm: "44" }} label={t("finance.field.type")} value={type} onChange={setType} options={FINANCE_OPTIONS.transactionTypes.map((v) => ({ value: v, label: t(`finance.type.${v}`) }))} />
          <FilterSelect width={{ base: "full", sm: "44" }} label={t("finance.field.category")} value={category} onChange={setCategory} options={FINANCE_OPTIONS.categories.map((v) => ({ value: v, label: t(`finance.category.${v}`) }))} />
        </HStack>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          {t("finance.transaction.new")}
        </Button>
      </HStack>

      {notice && (
        <Alert.Root status={notice.status} role={notice.status === "error" ? "alert" : "status"}>
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}

      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !conn ? (
        <Skeleton h="64" />
      ) : conn.edges.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {t("finance.transactions.empty")}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t("finance.transactions.count", { count: conn.totalCount ?? conn.edges.length })}
          </Text>
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label={t("finance.tab.transactions")}>
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("finance.field.date")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("finance.field.description")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("finance.field.amount")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("finance.field.status")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("finance.transactions.actions")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {conn.edges.map(({ node: tr }) => (
                  <Table.Row key={tr.id} data-testid="transaction-row">
                    <Table.Cell whiteSpace="nowrap">{formatDate(tr.date, intl.locale)}</Table.Cell>
                    <Table.Cell minW="64">
                      <Text fontWeight="medium">{tr.description}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {[t(`finance.type.${tr.type}`), t(`finance.category.${tr.category}`), t(`common.country.${tr.country}`), t(`finance.paymentMethod.${tr.paymentMethod}`)].join(" · ")}
                      </Text>
                      {(tr.project || tr.client || tr.invoiceNumber) && (
                        <Text fontSize="xs" color="fg.muted">
                          {[tr.project?.name, tr.client?.name, tr.invoiceNumber].filter(Boolean).join(" · ")}
                        </Text>
                      )}
                      <Text fontSize="xs" color="fg.muted">
                        {[
                          t("finance.transactions.recordedByName", { name: tr.createdBy?.fullName ?? "—" }),
                          tr.approvedBy ? t(tr.status === "REJECTED" ? "finance.transactions.rejectedBy" : "finance.transactions.approvedBy", { name: tr.approvedBy.fullName }) : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold" color={tr.type === "INCOME" ? "green.fg" : tr.type === "EXPENSE" ? "red.fg" : undefined}>
                      {tr.type === "EXPENSE" ? "−" : tr.type === "INCOME" ? "+" : ""}
                      {formatMoney(tr.amount, tr.currency, locale)}
                    </Table.Cell>
                    <Table.Cell>
                      <TransactionStatusBadge status={tr.status} />
                    </Table.Cell>
                    <Table.Cell>
                      <Stack gap="1" align="stretch">
                        {tr.status === "PENDING" && (
                          <>
                            <Button size="xs" colorPalette="green" disabled={busy} onClick={() => act(() => approve({ variables: { id: tr.id } }), "finance.transactions.approved")}>
                              <Check aria-hidden />
                              {t("finance.transactions.approve")}
                            </Button>
                            <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => act(() => reject({ variables: { id: tr.id } }), "finance.transactions.rejected")}>
                              <X aria-hidden />
                              {t("finance.transactions.reject")}
                            </Button>
                          </>
                        )}
                        {tr.status === "APPROVED" && (
                          <Button size="xs" variant="outline" colorPalette="brand" disabled={busy} onClick={() => act(() => complete({ variables: { id: tr.id } }), "finance.transactions.completed")}>
                            <CheckCheck aria-hidden />
                            {t("finance.transactions.complete")}
                          </Button>
                        )}
                      </Stack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {conn.pageInfo.hasNextPage && (
            <Box textAlign="center">
              <Button
                variant="outline"
                loading={loading}
                onClick={() =>
                  void fetchMore({
                    variables: { after: conn.pageInfo.endCursor },
                    updateQuery: (prev, { fetchMoreResult }) =>
                      fetchMoreResult
                        ? {
                            transactions: {
                              ...fetchMoreResult.transactions,
                              edges: [...(prev.transactions?.edges ?? []), ...fetchMoreResult.transactions.edges],
                            },
                          }
                        : prev,
                  })
                }
              >
                {t("finance.loadMore")}
              </Button>
            </Box>
          )}
        </>
      )}
      <AddTransactionDialog open={adding} onOpenChange={setAdding} onCreated={() => setNotice({ status: "success", text: t("finance.transaction.created") })} />
    </Stack>
  );
}
