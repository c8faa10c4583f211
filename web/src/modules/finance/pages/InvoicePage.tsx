import { useMutation, useQuery } from "@apollo/client/react";
import { issuerFor } from "@ponte/contracts/issuers";
import { Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowLeft, CircleDollarSign, Download, Printer, Send } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { InvoicePage_InvoiceFragment, Language } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { notifyError, notifySuccess } from "../../../ui/feedback/notify";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import { SelectInput } from "../../../ui/forms/SelectInput";
import { type Column, DataTable, useRowAction } from "../../../ui/list";
import { AdminOnly } from "../../../session/AdminOnly";
import { InvoiceStatusBadge } from "../components/InvoiceStatusBadge";
import { RecordPaymentDialog } from "../components/invoice/RecordPaymentDialog";
import { downloadInvoicePdf, printInvoicePdf } from "../utils/invoicePdf";
import { LinkButton } from "../../../ui/layout/LinkButton";

graphql(`
  fragment InvoicePage_Invoice on Invoice {
    id
    number
    status
    overdue
    currency
    country
    issueDate
    dueDate
    notes
    amount
    subtotal
    taxTotal
    amountPaid
    balance
    partiallyPaid
    pdfPath
    client {
      id
      name
      organization
      email
      phone
      country
    }
    project {
      id
      name
    }
    items {
      id
      description
      quantity
      unitPrice
      taxRate
      total
    }
    taxLines {
      rate
      base
      tax
    }
    payments {
      id
      amount
      paidOn
      method
      notes
    }
  }
`);

const InvoiceQuery = graphql(`
  query InvoicePage_Invoice($id: ID!) {
    invoice(id: $id) {
      ...InvoicePage_Invoice
    }
  }
`);

const SendInvoice = graphql(`
  mutation InvoicePage_Send($id: ID!, $language: Language) {
    sendInvoice(id: $id, language: $language) {
      ...InvoicePage_Invoice
    }
  }
`);

type Invoice = InvoicePage_InvoiceFragment;

/** "14" → "14 %" / "14%": a tax rate as the locale writes percentages. */
const percent = (rate: string, locale: string) =>
  new Intl.NumberFormat(locale === "pt" ? "pt-BR" : "en-GB", { style: "percent", maximumFractionDigits: 2 }).format(Number(rate) / 100);

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const vocabulary = useVocabulary();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (v: string) => formatMoney(v, invoice.currency, locale);
  const date = (d: string) => formatDate(d, intl.locale);
  const issuer = issuerFor(invoice.country);
  // the document's language: the reader's by default, either may be chosen for the PDF and the e-mail
  const [docLang, setDocLang] = useState<Language>(locale === "pt" ? "pt" : "en");
  const [paying, setPaying] = useState(false);
  const [busy, setBusy] = useState<"pdf" | "print" | null>(null);
  const act = useRowAction();
  const [send, sending] = useMutation(SendInvoice, { refetchQueries: "active", awaitRefetchQueries: true });
  const unpaid = invoice.status === "SENT" || invoice.status === "OVERDUE";
  const itemColumns: Array<Column<Invoice["items"][number]>> = [
    { key: "description", header: t("finance.field.description"), minW: "48", mobileLabel: false, cell: (item) => item.description },
    { key: "quantity", header: t("finance.invoice.quantity"), align: "end", cell: (item) => intl.formatNumber(Number(item.quantity)) },
    { key: "unitPrice", header: t("finance.invoice.unitPrice"), align: "end", nowrap: true, cell: (item) => money(item.unitPrice) },
    { key: "taxRate", header: t("finance.invoice.taxRate"), align: "end", cell: (item) => percent(item.taxRate, locale) },
    { key: "total", header: t("finance.invoices.total"), align: "end", nowrap: true, cell: (item) => money(item.total) },
  ];

  const run = async (kind: "pdf" | "print") => {
    setBusy(kind);
    try {
      await (kind === "pdf" ? downloadInvoicePdf : printInvoicePdf)(invoice.pdfPath, docLang);
    } catch (e) {
      notifyError(intl, e);
    } finally {
      setBusy(null);
    }
  };
  const sendNow = () =>
    act(() => send({ variables: { id: invoice.id, language: docLang } }), "finance.invoice.sentTo", { number: invoice.number, email: invoice.client.email });

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }} maxW="5xl" mx="auto" w="full" data-testid="invoice-view">
      <LinkButton to="/app/finance?tab=invoices" icon={ArrowLeft} variant="ghost" size="sm" alignSelf="start">
        {t("finance.invoice.back")}
      </LinkButton>
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t("finance.invoices.invoice")}
          </Text>
          <Heading as="h1" size="2xl" fontFamily="mono">
            {invoice.number}
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            <InvoiceStatusBadge invoice={invoice} />
          </HStack>
        </Stack>
        <Stack gap="2" align={{ base: "stretch", sm: "end" }} w={{ base: "full", sm: "auto" }}>
          <HStack gap="2" flexWrap="wrap" justify={{ sm: "end" }}>
            <Box w="36">
              <SelectInput
                name="documentLanguage"
                label={t("finance.invoice.language")}
                value={docLang}
                options={[
                  { value: "pt", label: t("finance.invoice.language.pt") },
                  { value: "en", label: t("finance.invoice.language.en") },
                ]}
                onChange={(v) => setDocLang(v as Language)}
              />
            </Box>
            <Button variant="outline" onClick={() => run("pdf")} loading={busy === "pdf"}>
              <Download aria-hidden />
              {t("finance.invoice.downloadPdf")}
            </Button>
            <Button variant="outline" onClick={() => run("print")} loading={busy === "print"}>
              <Printer aria-hidden />
              {t("finance.invoice.print")}
            </Button>
          </HStack>
          <HStack gap="2" flexWrap="wrap" justify={{ sm: "end" }}>
            {invoice.status === "DRAFT" && (
              <Button colorPalette="blue" onClick={sendNow} loading={sending.loading}>
                <Send aria-hidden />
                {t("finance.invoices.send")}
              </Button>
            )}
            {unpaid && (
              <Button colorPalette="green" onClick={() => setPaying(true)}>
                <CircleDollarSign aria-hidden />
                {t("finance.invoice.recordPayment")}
              </Button>
            )}
          </HStack>
        </Stack>
      </HStack>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <InfoCard title={t("finance.invoice.from")}>
          <Text fontWeight="semibold" fontSize="md">
            {issuer.name}
          </Text>
          {issuer.address.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Text>
            {issuer.taxId.label}: {issuer.taxId.value}
          </Text>
          <Text color="fg.muted">
            {issuer.phone} · {issuer.email}
          </Text>
        </InfoCard>
        <InfoCard title={t("finance.invoice.billTo")}>
          <Text fontWeight="semibold" fontSize="md">
            {invoice.client.name}
          </Text>
          {invoice.client.organization !== invoice.client.name && <Text>{invoice.client.organization}</Text>}
          <Text>{vocabulary.label("country", invoice.client.country)}</Text>
          <Text wordBreak="break-all">{invoice.client.email || t("finance.invoice.noEmail")}</Text>
          {invoice.client.phone && <Text>{invoice.client.phone}</Text>}
        </InfoCard>
        <InfoCard title={t("finance.invoices.dates")}>
          <Text>{t("finance.invoices.issuedOn", { date: date(invoice.issueDate) })}</Text>
          <Text color={invoice.overdue ? "red.fg" : undefined} fontWeight={invoice.overdue ? "semibold" : undefined}>
            {t("finance.invoices.dueOn", { date: date(invoice.dueDate) })}
          </Text>
          {invoice.project && <Text>{t("finance.invoice.project", { name: invoice.project.name })}</Text>}
          <Text color="fg.muted">{vocabulary.label("currency", invoice.currency)}</Text>
        </InfoCard>
      </SimpleGrid>

      <DataTable
        label={t("finance.invoices.items")}
        columns={itemColumns}
        rows={invoice.items}
        rowKey={(item) => item.id}
        loading={false}
        empty={t("finance.invoice.noItems")}
      />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t("finance.invoice.payments")}
          </Heading>
          {invoice.payments.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t("finance.invoice.noPayments")}
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" data-testid="invoice-payments">
              {invoice.payments.map((p) => (
                <HStack as="li" key={p.id} justify="space-between" borderBottomWidth="1px" pb="2" fontSize="sm" gap="3">
                  <Stack gap="0">
                    <Text>{t("finance.invoice.paidOnWith", { date: date(p.paidOn), method: vocabulary.label("paymentMethod", p.method) })}</Text>
                    {p.notes && <Text color="fg.muted">{p.notes}</Text>}
                  </Stack>
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {money(p.amount)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
          {invoice.notes && (
            <Stack gap="1" pt="2">
              <Heading as="h2" size="sm">
                {t("finance.field.notes")}
              </Heading>
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {invoice.notes}
              </Text>
            </Stack>
          )}
        </Stack>
        <Stack gap="1" fontSize="sm" data-testid="invoice-totals" borderWidth="1px" rounded="md" p="4">
          <TotalRow label={t("finance.invoice.subtotal")} value={money(invoice.subtotal)} />
          {invoice.taxLines.map((l) => (
            <TotalRow key={l.rate} label={t("finance.invoice.taxLine", { rate: percent(l.rate, locale), base: money(l.base) })} value={money(l.tax)} />
          ))}
          <TotalRow label={t("finance.invoices.total")} value={money(invoice.amount)} strong />
          <TotalRow label={t("finance.invoice.paid")} value={money(invoice.amountPaid)} />
          <TotalRow label={t("finance.invoice.balance")} value={money(invoice.balance)} strong testId="invoice-balance" />
        </Stack>
      </SimpleGrid>

      <RecordPaymentDialog
        invoice={paying ? invoice : null}
        onClose={(recorded) => {
          setPaying(false);
          if (recorded) notifySuccess(intl, "finance.invoice.payment.recorded", { number: invoice.number });
        }}
      />
    </Stack>
  );
}

/** One of the document's three heading cards (from, bill to, dates): a small upper-case title over its lines. */
function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="1" fontSize="sm">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          {title}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function TotalRow({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <HStack justify="space-between" gap="4" fontWeight={strong ? "bold" : undefined} fontSize={strong ? "md" : undefined}>
      <Text>{label}</Text>
      <Text whiteSpace="nowrap" data-testid={testId}>
        {value}
      </Text>
    </HStack>
  );
}

function InvoiceScreen() {
  const intl = useIntl();
  const { id = "" } = useParams();
  const { data, loading, error } = useQuery(InvoiceQuery, { variables: { id } });
  const invoice = data?.invoice ?? null;
  if (invoice) return <InvoiceView invoice={invoice} />;
  return (
    <Stack p="6" maxW="5xl" mx="auto" w="full" gap="4">
      <LinkButton to="/app/finance?tab=invoices" icon={ArrowLeft} variant="ghost" size="sm" alignSelf="start">
        {intl.formatMessage({ id: "finance.invoice.back" })}
      </LinkButton>
      <Text color="fg.muted" role={loading ? "status" : "alert"}>
        {intl.formatMessage({ id: loading ? "finance.invoice.loading" : error ? "finance.invoice.loadFailed" : "finance.invoice.notFound" })}
      </Text>
    </Stack>
  );
}

/** One invoice as a document (issue 16, item 6): issuer, client, lines, tax lines, totals, payments; PDF, print, send and record a payment. Administrators only. */
export function InvoicePage() {
  return (
    <AdminOnly>
      <InvoiceScreen />
    </AdminOnly>
  );
}
