import { Button, Code, Link, Stack, Text } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import type { AuditLogOrderField, AuditLogRow_EntryFragment, Language } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { useCsvExport } from "../../../ui/files/useCsvExport";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { PageHeader } from "../../../ui/layout/PageHeader";
import { type Column, ConnectionTable, orderByOf, useConnection, useListParams } from "../../../ui/list";
import { dataSummary } from "../utils/dataSummary";
import { endOfDay, startOfDay } from "../utils/dayBounds";
import { entityLink } from "../utils/entityLink";
import { useAuditLabels } from "../utils/useAuditLabels";
import { type AuditFilterKey, AuditLogFilters } from "./AuditLogFilters";

graphql(`
  fragment AuditLogRow_Entry on AuditLogEntry {
    id
    action
    entity
    entityId
    entityNodeId
    data
    createdAt
    actor {
      id
      fullName
      email
    }
  }
`);

const AuditLogDocument = graphql(`
  query AuditLogScreen_Entries($filter: AuditLogFilter, $orderBy: AuditLogOrder, $first: Int = 20, $after: String) {
    auditLog(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...AuditLogRow_Entry } }
    }
  }
`);

const ExportDocument = graphql(`
  query AuditLogScreen_Export($filter: AuditLogFilter, $language: Language) {
    auditLogCsv(filter: $filter, language: $language)
  }
`);

const SORT_FIELDS = ["CREATED_AT", "ACTION", "ENTITY"] as const satisfies readonly AuditLogOrderField[];
const NO_FILTERS: Record<AuditFilterKey, string> = { q: "", actor: "", action: "", entity: "", from: "", to: "" };

/** The audit log: who did what, to which record and when, with filters in the URL and a CSV of what they select. */
export function AuditLogScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { locale } = useLocale();
  const labels = useAuditLabels();
  const list = useListParams<AuditFilterKey, (typeof SORT_FIELDS)[number]>({ filters: NO_FILTERS, sortFields: SORT_FIELDS });
  const { q, actor, action, entity, from, to } = list.filters;
  const filter = {
    text: q || null,
    actorId: actor || null,
    action: action || null,
    entity: entity || null,
    from: startOfDay(from),
    to: endOfDay(to),
  };
  const entries = useConnection(AuditLogDocument, { variables: { filter, orderBy: orderByOf(list.sort) }, select: (d) => d.auditLog });
  const csv = useCsvExport(ExportDocument, (d) => d.auditLogCsv);

  const columns: Array<Column<AuditLogRow_EntryFragment, (typeof SORT_FIELDS)[number]>> = [
    { key: "when", header: t("audit.column.when"), sortField: "CREATED_AT", nowrap: true, cell: (e) => formatDateTime(e.createdAt, intl.locale) },
    {
      key: "action",
      header: t("audit.column.action"),
      sortField: "ACTION",
      minW: "48",
      cell: (e) => (
        <Text as="span" fontWeight="semibold" title={e.action}>
          {labels.action(e.action)}
        </Text>
      ),
    },
    {
      key: "actor",
      header: t("audit.column.actor"),
      cell: (e) =>
        e.actor ? (
          <>
            <Text as="span">{e.actor.fullName}</Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              {e.actor.email}
            </Text>
          </>
        ) : (
          <Text as="span" color="fg.muted">
            <FormattedMessage id="audit.actor.system" />
          </Text>
        ),
    },
    {
      key: "entity",
      header: t("audit.column.entity"),
      sortField: "ENTITY",
      cell: (e) => {
        const to = entityLink(e.entity, e.entityNodeId);
        const name = labels.entity(e.entity);
        return (
          <>
            {to ? (
              <Link asChild color="brand.fg" aria-label={t("audit.entity.open", { entity: `${name} ${e.entityId ?? ""}`.trim() })}>
                <RouterLink to={to}>{name}</RouterLink>
              </Link>
            ) : (
              <Text as="span">{name}</Text>
            )}
            {e.entityId && (
              <Code size="sm" variant="plain" color="fg.muted" title={e.entityId}>
                {e.entityId.slice(0, 8)}
              </Code>
            )}
          </>
        );
      },
    },
    {
      key: "details",
      header: t("audit.column.details"),
      minW: "56",
      cell: (e) => {
        const summary = dataSummary(e.data);
        return summary ? (
          <Text as="span" fontSize="sm" title={summary.full}>
            {summary.text}
          </Text>
        ) : (
          "—"
        );
      },
    },
  ];

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }}>
      <PageHeader
        title={<FormattedMessage id="audit.page.title" />}
        subtitle={<FormattedMessage id="audit.page.subtitle" />}
        actions={
          <Button variant="outline" onClick={() => csv.exportCsv({ filter, language: locale as Language }, t("audit.export.fileName"))} loading={csv.exporting}>
            <Download />
            <FormattedMessage id="audit.page.export" />
          </Button>
        }
      />

      <AuditLogFilters list={list} />

      <ConnectionTable
        label={t("audit.list.label")}
        columns={columns}
        connection={entries}
        params={list}
        rowKey={(e) => e.id}
        rowProps={() => ({ "data-testid": "audit-entry" })}
        count={<FormattedMessage id="audit.list.count" values={{ count: entries.totalCount ?? 0 }} />}
        empty={<FormattedMessage id="audit.list.empty" />}
      />
    </Stack>
  );
}
