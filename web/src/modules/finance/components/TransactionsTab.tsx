import { useApolloClient, useMutation } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { Check, CheckCheck, Download, X } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useVocabulary, type VocabularyKind } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { TransactionCategory, TransactionOrderField, TransactionStatus, TransactionType, TransactionsTab_TransactionFragment } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { StatusActions, type StatusAction } from "../../../ui/data/StatusActions";
import { useCsvDownload } from "../../../ui/files/useCsvDownload";
import { notifySuccess } from "../../../ui/feedback/notify";
import { useConfirm } from "../../../ui/feedback/useConfirm";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
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
  useBulkAction,
  ParamFilterSelect,
  ParamSearchInput,
  RowButton,
} from "../../../ui/list";
import type { FinanceFilters } from "../hooks/useFinanceFilters";
import { AddTransactionDialog } from "./AddTransactionDialog";
import { TransactionStatusBadge } from "./TransactionStatusBadge";

graphql(`
  fragment TransactionsTab_Transaction on Transaction {
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
`);

const TransactionsQuery = graphql(`
  query TransactionsTab_Transactions($filter: TransactionFilter, $orderBy: TransactionOrder, $after: String) {
    transactions(filter: $filter, orderBy: $orderBy, first: 20, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...TransactionsTab_Transaction } }
    }
  }
`);

const ExportQuery = graphql(`
  query TransactionsTab_Export($period: FinancePeriod!, $ids: [ID!], $language: Language) {
    financeReportCsv(period: $period, kind: TRANSACTIONS, transactionIds: $ids, language: $language)
  }
`);

// each answers with the row as the list shows it
const Approve = graphql(`
  mutation TransactionsTab_Approve($id: ID!) {
    approveTransaction(id: $id) { ...TransactionsTab_Transaction }
  }
`);
const Reject = graphql(`
  mutation TransactionsTab_Reject($id: ID!) {
    rejectTransaction(id: $id) { ...TransactionsTab_Transaction }
  }
`);
const Complete = graphql(`
  mutation TransactionsTab_Complete($id: ID!) {
    completeTransaction(id: $id) { ...TransactionsTab_Transaction }
  }
`);

type Row = TransactionsTab_TransactionFragment;
const SORT_FIELDS = ["DATE", "DESCRIPTION", "AMOUNT", "STATUS"] as const satisfies readonly TransactionOrderField[];
/** the selects beside the search: each narrows one URL filter to a value of its vocabulary */
const FILTERS = [
  { name: "status", label: "finance.field.status", kind: "transactionStatus" },
  { name: "type", label: "finance.field.type", kind: "transactionType" },
  { name: "category", label: "finance.field.category", kind: "transactionCategory" },
] as const satisfies ReadonlyArray<{ name: string; label: string; kind: VocabularyKind }>;

/** The transactions list: its filters and sort in the URL; pending ones approved or rejected (one by one or selected together), approved ones completed. */
export function TransactionsTab({ filters }: { filters: FinanceFilters }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const vocabulary = useVocabulary();
  const client = useApolloClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useListParams({ prefix: "tx", filters: { status: "", type: "", category: "", q: "" }, sortFields: SORT_FIELDS });
  const [adding, setAdding] = useState(false);
  const csv = useCsvDownload();
  const bulk = useBulkAction();
  const connection = useConnection(TransactionsQuery, {
    variables: {
      filter: {
        country: filters.country,
        period: filters.period,
        status: orNull<TransactionStatus>(list.filters.status),
        type: orNull<TransactionType>(list.filters.type),
        category: orNull<TransactionCategory>(list.filters.category),
        search: list.filters.q.trim() || null,
      },
      orderBy: orderByOf(list.sort),
    },
    select: (data) => data.transactions,
  });
  const opts = { refetchQueries: "active" as const, awaitRefetchQueries: true };
  const [approve, approving] = useMutation(Approve, opts);
  const [reject, rejecting] = useMutation(Reject, opts);
  const [complete, completing] = useMutation(Complete, opts);
  const busy = approving.loading || rejecting.loading || completing.loading || bulk.running;
  const confirm = useConfirm();
  // a rejected transaction never counts again and cannot be reopened: asked first, naming it
  const confirmReject = (rows: Row[]) =>
    confirm.ask({
      title: t("finance.transactions.rejectConfirm.title", { count: rows.length }),
      text: t("finance.transactions.rejectConfirm.text", {
        count: rows.length,
        description: rows[0]?.description ?? "",
        amount: rows[0] ? formatMoney(rows[0].amount, rows[0].currency, locale) : "",
      }),
      confirmLabel: t("finance.transactions.rejectConfirm.confirm", { count: rows.length }),
    });

  /** pending ones are approved or rejected (asked first), approved ones completed */
  const rowActions: Array<StatusAction<Row>> = [
    { when: ["PENDING"], icon: Check, colorPalette: "green", label: "finance.transactions.approve", done: "finance.transactions.approved", run: approve },
    {
      when: ["PENDING"],
      icon: X,
      variant: "outline",
      colorPalette: "red",
      label: "finance.transactions.reject",
      done: "finance.transactions.rejected",
      run: reject,
      askFirst: (tr) => confirmReject([tr]),
    },
    {
      when: ["APPROVED"],
      icon: CheckCheck,
      variant: "outline",
      colorPalette: "brand",
      label: "finance.transactions.complete",
      done: "finance.transactions.completed",
      run: complete,
    },
  ];

  /** one mutation per selected row, in turn (useBulkAction); the list is fetched again once, at the end */
  const decideAll = async (rows: Row[], decision: "approve" | "reject") => {
    if (decision === "reject" && !(await confirmReject(rows))) return;
    const decide = decision === "approve" ? approve : reject;
    await bulk.run(rows, (row) => decide({ variables: { id: row.id }, refetchQueries: [] }), `finance.transactions.bulk.${decision}`);
    await client.refetchQueries({ include: "active" });
  };

  const exportRows = (rows: Row[]) =>
    csv.download(
      "selected",
      ExportQuery,
      { period: filters.period, ids: rows.map((r) => r.id), language: locale },
      (d) => d.financeReportCsv,
      "ponte-transactions-selected.csv",
    );

  const columns: Array<Column<Row, (typeof SORT_FIELDS)[number]>> = [
    { key: "date", header: t("finance.field.date"), sortField: "DATE", nowrap: true, cell: (tr) => formatDate(tr.date, intl.locale) },
    {
      key: "description",
      header: t("finance.field.description"),
      sortField: "DESCRIPTION",
      minW: "64",
      mobileLabel: false,
      cell: (tr) => (
        <>
          <Text fontWeight="medium">{tr.description}</Text>
          {[
            [
              vocabulary.label("transactionType", tr.type),
              vocabulary.label("transactionCategory", tr.category),
              vocabulary.label("country", tr.country),
              vocabulary.label("paymentMethod", tr.paymentMethod),
            ],
            [tr.project?.name, tr.client?.name, tr.invoiceNumber],
            [
              t("finance.transactions.recordedByName", { name: tr.createdBy?.fullName ?? "—" }),
              tr.approvedBy && t(tr.status === "REJECTED" ? "finance.transactions.rejectedBy" : "finance.transactions.approvedBy", { name: tr.approvedBy.fullName }),
            ],
          ]
            .map((parts) => parts.filter(Boolean).join(" · "))
            .filter(Boolean)
            .map((line) => (
              <CellNote key={line}>{line}</CellNote>
            ))}
        </>
      ),
    },
    {
      key: "amount",
      header: t("finance.field.amount"),
      sortField: "AMOUNT",
      align: "end",
      nowrap: true,
      cell: (tr) => (
        <Text as="span" fontWeight="semibold" color={tr.type === "INCOME" ? "green.fg" : tr.type === "EXPENSE" ? "red.fg" : undefined}>
          {tr.type === "EXPENSE" ? "−" : tr.type === "INCOME" ? "+" : ""}
          {formatMoney(tr.amount, tr.currency, locale)}
        </Text>
      ),
    },
    { key: "status", header: t("finance.field.status"), sortField: "STATUS", cell: (tr) => <TransactionStatusBadge status={tr.status} /> },
    actionsColumn(t("finance.transactions.actions"), (tr) => <StatusActions row={tr} actions={rowActions} disabled={busy} />),
  ];

  return (
    <Stack gap="4">
      <ListToolbar action={<AddButton onClick={() => setAdding(true)}>{t("finance.transaction.new")}</AddButton>}>
        <ParamSearchInput params={list} name="q" size="sm" label={t("finance.transactions.search")} placeholder={t("finance.transactions.searchPlaceholder")} />
        {FILTERS.map((f) => (
          <ParamFilterSelect key={f.name} params={list} name={f.name} width={{ base: "full", sm: "44" }} label={t(f.label)} options={vocabulary.options(f.kind)} />
        ))}
      </ListToolbar>

      <ConnectionTable
        label={t("finance.tab.transactions")}
        columns={columns}
        connection={connection}
        params={list}
        rowKey={(tr) => tr.id}
        rowProps={() => ({ "data-testid": "transaction-row" })}
        count={connection.totalCount !== undefined ? t("finance.transactions.count", { count: connection.totalCount }) : null}
        empty={t("finance.transactions.empty")}
        selection={{
          ...bulk,
          actions: (rows) => {
            const pending = rows.filter((r) => r.status === "PENDING");
            return (
              <>
                <RowButton
                  icon={Check}
                  colorPalette="green"
                  disabled={busy || pending.length === 0}
                  loading={bulk.running}
                  onClick={() => void decideAll(pending, "approve")}
                >
                  {t("finance.transactions.bulk.approveSelected", { count: pending.length })}
                </RowButton>
                <RowButton icon={X} variant="outline" colorPalette="red" disabled={busy || pending.length === 0} onClick={() => void decideAll(pending, "reject")}>
                  {t("finance.transactions.bulk.rejectSelected", { count: pending.length })}
                </RowButton>
                <RowButton icon={Download} variant="outline" loading={csv.busy !== null} onClick={() => void exportRows(rows)}>
                  {t("ui.list.exportSelected")}
                </RowButton>
              </>
            );
          },
        }}
      />
      {confirm.element}
      {adding && <AddTransactionDialog onClose={() => setAdding(false)} onCreated={() => notifySuccess(intl, "finance.transaction.created")} />}
    </Stack>
  );
}
