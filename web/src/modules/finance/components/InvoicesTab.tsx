import { useMutation } from "@apollo/client/react";
import { Badge, Stack, Text } from "@chakra-ui/react";
import { Ban, CircleDollarSign, FileText, Send } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { InvoiceOrderField, InvoiceStatus, InvoicesTab_InvoiceFragment } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { StatusActions, type StatusAction } from "../../../ui/data/StatusActions";
import { notifySuccess } from "../../../ui/feedback/notify";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { TextLink } from "../../../ui/layout/TextLink";
import {
  actionsColumn,
  AddButton,
  CellNote,
  type Column,
  ConnectionTable,
  ListToolbar,
  orderByOf,
  orNull,
  useConnection,
  useListParams,
  ParamFilterSelect,
} from "../../../ui/list";
import type { FinanceFilters } from "../hooks/useFinanceFilters";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";
import { NewInvoiceDialog } from "./NewInvoiceDialog";

graphql(`
  fragment InvoicesTab_Invoice on Invoice {
    id
    number
    amount
    currency
    issueDate
    dueDate
    status
    overdue
    partiallyPaid
    amountPaid
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
`);

const InvoicesQuery = graphql(`
  query InvoicesTab_Invoices($filter: InvoiceFilter, $orderBy: InvoiceOrder, $after: String) {
    invoices(filter: $filter, orderBy: $orderBy, first: 20, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...InvoicesTab_Invoice } }
    }
  }
`);
const Send_ = graphql(`
  mutation InvoicesTab_Send($id: ID!) {
    sendInvoice(id: $id) { ...InvoicesTab_Invoice }
  }
`);
const MarkPaid = graphql(`
  mutation InvoicesTab_MarkPaid($id: ID!) {
    markInvoicePaid(id: $id) { ...InvoicesTab_Invoice }
  }
`);
const Cancel = graphql(`
  mutation InvoicesTab_Cancel($id: ID!) {
    cancelInvoice(id: $id) { ...InvoicesTab_Invoice }
  }
`);

type Row = InvoicesTab_InvoiceFragment;
/** The invoice's own page (its view, PDF and payments). */
const invoicePath = (id: string) => `/app/finance/invoices/${encodeURIComponent(id)}`;
const SORT_FIELDS = ["NUMBER", "CLIENT", "ISSUE_DATE", "DUE_DATE", "AMOUNT", "STATUS"] as const satisfies readonly InvoiceOrderField[];

/** Invoices of the period (status filter and sort in the URL); overdue ones stand out; sent (and overdue) ones can be marked paid. */
export function InvoicesTab({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const vocabulary = useVocabulary();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useListParams({ prefix: "inv", filters: { status: "" }, sortFields: SORT_FIELDS });
  const [creating, setCreating] = useState(false);
  const connection = useConnection(InvoicesQuery, {
    variables: {
      filter: { country: filters.country, period: filters.period, status: orNull<InvoiceStatus>(list.filters.status) },
      orderBy: orderByOf(list.sort),
    },
    select: (data) => data.invoices,
  });
  const opts = { refetchQueries: "active" as const, awaitRefetchQueries: true };
  const [send, sending] = useMutation(Send_, opts);
  const [pay, paying] = useMutation(MarkPaid, opts);
  const [cancel, cancelling] = useMutation(Cancel, opts);
  const busy = sending.loading || paying.loading || cancelling.loading;

  /** what a row offers by its status: send a draft, mark a sent (or overdue) one paid, cancel any not yet paid */
  const rowActions: Array<StatusAction<Row>> = [
    { when: ["DRAFT"], icon: Send, colorPalette: "blue", label: "finance.invoices.send", done: "finance.invoices.sent", run: send },
    { when: ["SENT", "OVERDUE"], icon: CircleDollarSign, colorPalette: "green", label: "finance.invoices.markPaid", done: "finance.invoices.paid", run: pay },
    {
      when: ["DRAFT", "SENT", "OVERDUE"],
      icon: Ban,
      variant: "ghost",
      colorPalette: "red",
      label: "finance.invoices.cancel",
      done: "finance.invoices.cancelled",
      run: cancel,
    },
  ];

  const columns: Array<Column<Row, (typeof SORT_FIELDS)[number]>> = [
    {
      key: "invoice",
      header: t("finance.invoices.invoice"),
      sortField: "NUMBER",
      minW: "44",
      mobileLabel: false,
      cell: (inv) => (
        <>
          <TextLink to={invoicePath(inv.id)} fontFamily="mono" fontSize="xs" color="fg.muted">
            {inv.number}
          </TextLink>
          <Text fontWeight="medium">{inv.client.name}</Text>
          <CellNote maxW="72">
            {[inv.project?.name, vocabulary.label("country", inv.country), t("finance.invoices.itemCount", { count: inv.items.length })].filter(Boolean).join(" · ")}
          </CellNote>
        </>
      ),
    },
    {
      key: "dates",
      header: t("finance.invoices.dates"),
      sortField: "DUE_DATE",
      cell: (inv) => (
        <Text fontSize="sm">
          {t("finance.invoices.issuedOn", { date: formatDate(inv.issueDate, intl.locale) })}
          <Text as="span" display="block" color={inv.overdue ? "red.fg" : "fg.muted"} fontWeight={inv.overdue ? "semibold" : undefined}>
            {t("finance.invoices.dueOn", { date: formatDate(inv.dueDate, intl.locale) })}
          </Text>
        </Text>
      ),
    },
    {
      key: "amount",
      header: t("finance.field.amount"),
      sortField: "AMOUNT",
      align: "end",
      nowrap: true,
      cell: (inv) => (
        <Text as="span" fontWeight="semibold">
          {formatMoney(inv.amount, inv.currency, locale)}
        </Text>
      ),
    },
    {
      key: "status",
      header: t("finance.field.status"),
      sortField: "STATUS",
      cell: (inv) => (
        <Stack gap="1" align="start">
          <InvoiceStatusBadge invoice={inv} />
          {inv.overdue && inv.status === "SENT" && (
            <Badge variant="outline" colorPalette="blue">
              {vocabulary.label("invoiceStatus", "SENT")}
            </Badge>
          )}
        </Stack>
      ),
    },
    actionsColumn(t("finance.transactions.actions"), (inv) => (
      <>
        <LinkButton to={invoicePath(inv.id)} icon={FileText} size="xs" variant="outline" aria-label={t("finance.invoice.openNamed", { number: inv.number })}>
          {t("finance.invoice.open")}
        </LinkButton>
        <StatusActions row={inv} actions={rowActions} disabled={busy} values={{ number: inv.number }} />
      </>
    )),
  ];

  return (
    <Stack gap="4">
      <ListToolbar action={<AddButton onClick={() => setCreating(true)}>{t("finance.invoices.new")}</AddButton>}>
        <ParamFilterSelect
          params={list}
          name="status"
          width={{ base: "full", sm: "52" }}
          label={t("finance.field.status")}
          options={vocabulary.options("invoiceStatus")}
        />
      </ListToolbar>
      <ConnectionTable
        label={t("finance.tab.invoices")}
        columns={columns}
        connection={connection}
        params={list}
        rowKey={(inv) => inv.id}
        rowProps={(inv) => ({ "data-testid": "invoice-row", "data-overdue": inv.overdue ? "true" : undefined, bg: inv.overdue ? "red.subtle" : undefined })}
        empty={t("finance.invoices.empty")}
      />
      {creating && (
        <NewInvoiceDialog
          onClose={(number) => {
            setCreating(false);
            if (number) notifySuccess(intl, "finance.invoices.created", { number });
          }}
        />
      )}
    </Stack>
  );
}
