import { Alert, Badge, Box, Button, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Ban, CircleDollarSign, Plus, Send } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { InvoiceStatus } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import type { FinanceFilters } from "../hooks/useFinanceFilters";
import { financeErrorMessage } from "../utils/financeErrorMessage";
import { FINANCE_OPTIONS } from "../utils/financeOptions";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";
import { NewInvoiceDialog } from "./NewInvoiceDialog";

const InvoicesQuery = graphql(`
  query InvoicesTab_Invoices($filter: InvoiceFilter, $after: String) {
    invoices(filter: $filter, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          number
          amount
          currency
          issueDate
          dueDate
          status
          overdue
          country
          client {
            id
            name
          }
          project {
            id
            name
          }
          items {
            id
          }
        }
      }
    }
  }
`);
const Send_ = graphql(`
  mutation InvoicesTab_Send($id: ID!) {
    sendInvoice(id: $id) {
      id
      status
      overdue
    }
  }
`);
const MarkPaid = graphql(`
  mutation InvoicesTab_MarkPaid($id: ID!) {
    markInvoicePaid(id: $id) {
      id
      status
      overdue
    }
  }
`);
const Cancel = graphql(`
  mutation InvoicesTab_Cancel($id: ID!) {
    cancelInvoice(id: $id) {
      id
      status
      overdue
    }
  }
`);

/** Invoices of the period; overdue ones stand out; sent (and overdue) ones can be marked paid. */
export function InvoicesTab({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [status, setStatus] = useState("");
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<{ status: "success" | "error"; text: string } | null>(null);
  const filter = { country: filters.country, period: filters.period, status: (status || null) as InvoiceStatus | null };
  const { data, error, refetch, fetchMore, loading } = useQuery(InvoicesQuery, { variables: { filter }, notifyOnNetworkStatusChange: true });
  const opts = { refetchQueries: "active" as const, awaitRefetchQueries: true };
  const [send, sending] = useMutation(Send_, opts);
  const [pay, paying] = useMutation(MarkPaid, opts);
  const [cancel, cancelling] = useMutation(Cancel, opts);
  const busy = sending.loading || paying.loading || cancelling.loading;

  const act = async (run: () => Promise<unknown>, done: string, number: string) => {
    setNotice(null);
    try {
      await run();
      setNotice({ status: "success", text: t(done, { number }) });
    } catch (e) {
      setNotice({ status: "error", text: t(financeErrorMessage(e)) });
    }
  };
  const conn = data?.invoices;

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
        <FilterSelect
          width={{ base: "full", sm: "52" }}
          label={t("finance.field.status")}
          value={status}
          onChange={setStatus}
          options={FINANCE_OPTIONS.invoiceStatuses.map((s) => ({ value: s, label: t(`finance.invoiceStatus.${s}`) }))}
        />
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {t("finance.invoices.new")}
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
          {t("finance.invoices.empty")}
        </Text>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label={t("finance.tab.invoices")}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("finance.invoices.invoice")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("finance.invoices.dates")}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t("finance.field.amount")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("finance.field.status")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("finance.transactions.actions")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {conn.edges.map(({ node: inv }) => (
                  <Table.Row key={inv.id} bg={inv.overdue ? "red.subtle" : undefined} data-testid="invoice-row" data-overdue={inv.overdue || undefined}>
                    <Table.Cell minW="52">
                      <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                        {inv.number}
                      </Text>
                      <Text fontWeight="medium">{inv.client.name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {[inv.project?.name, t(`common.country.${inv.country}`), t("finance.invoices.itemCount", { count: inv.items.length })].filter(Boolean).join(" · ")}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" fontSize="sm">
                      <Text>{t("finance.invoices.issuedOn", { date: formatDate(inv.issueDate, intl.locale) })}</Text>
                      <Text color={inv.overdue ? "red.fg" : "fg.muted"} fontWeight={inv.overdue ? "semibold" : undefined}>
                        {t("finance.invoices.dueOn", { date: formatDate(inv.dueDate, intl.locale) })}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                      {formatMoney(inv.amount, inv.currency, locale)}
                    </Table.Cell>
                    <Table.Cell>
                      <Stack gap="1" align="start">
                        <InvoiceStatusBadge status={inv.status} overdue={inv.overdue} />
                        {inv.overdue && inv.status === "SENT" && (
                          <Badge variant="outline" colorPalette="blue">
                            {t("finance.invoiceStatus.SENT")}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      <Stack gap="1" align="stretch">
                        {inv.status === "DRAFT" && (
                          <Button size="xs" colorPalette="blue" disabled={busy} onClick={() => act(() => send({ variables: { id: inv.id } }), "finance.invoices.sent", inv.number)}>
                            <Send aria-hidden />
                            {t("finance.invoices.send")}
                          </Button>
                        )}
                        {(inv.status === "SENT" || inv.status === "OVERDUE") && (
                          <Button size="xs" colorPalette="green" disabled={busy} onClick={() => act(() => pay({ variables: { id: inv.id } }), "finance.invoices.paid", inv.number)}>
                            <CircleDollarSign aria-hidden />
                            {t("finance.invoices.markPaid")}
                          </Button>
                        )}
                        {(inv.status === "DRAFT" || inv.status === "SENT" || inv.status === "OVERDUE") && (
                          <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => act(() => cancel({ variables: { id: inv.id } }), "finance.invoices.cancelled", inv.number)}>
                            <Ban aria-hidden />
                            {t("finance.invoices.cancel")}
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
                        ? { invoices: { ...fetchMoreResult.invoices, edges: [...(prev.invoices?.edges ?? []), ...fetchMoreResult.invoices.edges] } }
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
      <NewInvoiceDialog
        open={creating}
        onClose={(number) => {
          setCreating(false);
          if (number) setNotice({ status: "success", text: t("finance.invoices.created", { number }) });
        }}
      />
    </Stack>
  );
}
