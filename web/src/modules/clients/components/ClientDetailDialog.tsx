import { Badge, Flex, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextLink } from "../../../ui/layout/TextLink";
import { graphql } from "../../../gql";
import type { ClientDetailDialog_ClientQuery } from "../../../gql/graphql";
import { type Column, DataTable } from "../../../ui/list";
import { LoadState } from "../../../ui/feedback/LoadState";
import { formatDate } from "../../../ui/format/formatDate";
import { formatMoney } from "../../../ui/format/formatMoney";
import { CountryLabel } from "../../../domain/CountryLabel";
import { SectorLabel } from "../../../domain/SectorLabel";
import { DetailRow } from "../../../ui/overlay/DetailRow";
import { DetailSection } from "../../../ui/overlay/DetailSection";
import { RecordDialog } from "../../../ui/overlay/RecordDialog";
import { StatBlock } from "../../../ui/overlay/StatBlock";
import { HealthLabel } from "../../../domain/HealthLabel";
import { ProjectStatusBadge } from "../../../domain/ProjectStatusBadge";
import { CLIENT_LIST_QUERIES } from "../utils/clientListQueries";
import { ClientFormDialog } from "./ClientFormDialog";
import { ClientStatusBadge } from "./ClientStatusBadge";

const ClientDocument = graphql(`
  query ClientDetailDialog_Client($id: ID!) {
    client(id: $id) {
      ...ClientDetail_Client
    }
  }
`);

const DeleteDocument = graphql(`
  mutation ClientDetailDialog_Delete($id: ID!) {
    deleteClient(id: $id)
  }
`);

type Invoice = NonNullable<ClientDetailDialog_ClientQuery["client"]>["invoices"][number];
const INVOICE_PALETTE: Record<string, string> = { PAID: "green", SENT: "blue", OVERDUE: "red", DRAFT: "gray", CANCELLED: "gray" };

/** A client with their contact details, projects and invoices. */
export function ClientDetailDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, error, refetch } = useQuery(ClientDocument, { variables: { id: clientId } });
  const [remove] = useMutation(DeleteDocument, { refetchQueries: CLIENT_LIST_QUERIES });
  const [editing, setEditing] = useState(false);
  const c = data?.client;
  const invoiceColumns: Array<Column<Invoice>> = [
    { key: "number", header: t("clients.invoice.number"), cell: (i) => i.number },
    { key: "amount", header: t("clients.invoice.amount"), align: "end", cell: (i) => formatMoney(i.amount, i.currency, intl.locale) },
    {
      key: "status",
      header: t("clients.invoice.status"),
      cell: (i) => (
        <Badge colorPalette={INVOICE_PALETTE[i.status] ?? "gray"}>
          <FormattedMessage id={`clients.invoiceStatus.${i.status}`} />
        </Badge>
      ),
    },
    { key: "dueDate", header: t("clients.invoice.dueDate"), cell: (i) => formatDate(i.dueDate, intl.locale) },
  ];

  return (
    <>
      <RecordDialog
        onClose={onClose}
        title={<FormattedMessage id="clients.detail.title" />}
        record={c && { name: c.name, status: <ClientStatusBadge status={c.status} /> }}
        onEdit={() => setEditing(true)}
        editLabel={t("clients.detail.edit")}
        deletion={{
          label: t("clients.detail.delete"),
          question: t("clients.detail.confirmDelete"),
          confirmLabel: t("projects.detail.deleteConfirm"),
          run: () => remove({ variables: { id: clientId } }),
          done: "clients.detail.deleted",
        }}
      >
        <LoadState data={c} error={error} onRetry={() => void refetch()}>
          {(c) => (
            <Stack gap="6">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <DetailRow label={t("clients.form.organization")}>{c.organization}</DetailRow>
                <DetailRow label={t("clients.form.email")}>
                  <Link href={`mailto:${c.email}`} colorPalette="brand">
                    {c.email}
                  </Link>
                </DetailRow>
                <DetailRow label={t("clients.form.phone")}>{c.phone ?? "—"}</DetailRow>
                <DetailRow label={t("clients.form.country")}>
                  <CountryLabel country={c.country} />
                </DetailRow>
                <DetailRow label={t("clients.form.sector")}>
                  <SectorLabel sector={c.sector} />
                </DetailRow>
                <StatBlock label={t("clients.detail.value")}>{formatMoney(c.totalValue, "USD", intl.locale)}</StatBlock>
                <DetailRow label={t("clients.detail.joinDate")}>{formatDate(c.joinDate, intl.locale)}</DetailRow>
                <DetailRow label={t("clients.form.lastContact")}>{c.lastContact ? formatDate(c.lastContact, intl.locale) : "—"}</DetailRow>
              </SimpleGrid>
              {c.notes && (
                <DetailRow label={t("clients.form.notes")}>
                  <Text whiteSpace="pre-wrap">{c.notes}</Text>
                </DetailRow>
              )}
              <DetailSection
                title={<FormattedMessage id="clients.detail.projects" values={{ count: c.projects.length }} />}
                isEmpty={c.projects.length === 0}
                empty={<FormattedMessage id="clients.detail.noProjects" />}
              >
                <Stack gap="2">
                  {c.projects.map((p) => (
                    <Flex key={p.id} justify="space-between" align="center" gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2">
                      <TextLink to={`/app/projects?project=${encodeURIComponent(p.id)}`} fontWeight="medium" colorPalette="brand">
                        {p.name}
                      </TextLink>
                      <HStack gap="3" wrap="wrap">
                        <ProjectStatusBadge status={p.status} />
                        <HealthLabel health={p.health} />
                        <Text fontSize="sm">{formatMoney(p.budget, p.currency, intl.locale, { fractionDigits: 0 })}</Text>
                      </HStack>
                    </Flex>
                  ))}
                </Stack>
              </DetailSection>
              <DetailSection
                title={<FormattedMessage id="clients.detail.invoices" values={{ count: c.invoices.length }} />}
                isEmpty={c.invoices.length === 0}
                empty={<FormattedMessage id="clients.detail.noInvoices" />}
              >
                <DataTable
                  label={intl.formatMessage({ id: "clients.detail.invoices" }, { count: c.invoices.length })}
                  columns={invoiceColumns}
                  rows={c.invoices}
                  rowKey={(i) => i.id}
                  loading={false}
                  empty={<FormattedMessage id="clients.detail.noInvoices" />}
                />
              </DetailSection>
            </Stack>
          )}
        </LoadState>
      </RecordDialog>
      {editing && c && (
        <ClientFormDialog
          editing={{
            id: c.id,
            values: {
              name: c.name,
              email: c.email,
              phone: c.phone ?? "",
              country: c.country,
              sector: c.sector,
              organization: c.organization,
              status: c.status,
              lastContact: c.lastContact ?? "",
              notes: c.notes ?? "",
            },
          }}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </>
  );
}
