import { Badge, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { Pause, Pencil, Play, Plus, Star, Trash } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { liveConnection } from "../../../apollo/liveConnection";
import { CountryLabel } from "../../../domain/CountryLabel";
import { SectorLabel } from "../../../domain/SectorLabel";
import { useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { AdminOpportunityOrderField, OpportunityFields_OpportunityFragment, OpportunityStatus } from "../../../gql/graphql";
import { CellMeta, type Column, ConnectionTable, ListHeader, orderByOf, StatusSearchBar, useConnection, useStatusSearch, useRowAction } from "../../../ui/list";
import { formatDate } from "../../../ui/format/formatDate";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { RowActionGroup } from "../../../ui/list/RowActionGroup";
import { useOpportunityEvents } from "../hooks/useOpportunityEvents";
import { matchesAdminFilter } from "../utils/matchesAdminFilter";
import { DeleteOpportunityDialog } from "./DeleteOpportunityDialog";
import { EditOpportunityDialog } from "./EditOpportunityDialog";
import { OpportunityStatusBadge } from "./OpportunityStatusBadge";

const AdminOpportunitiesDocument = graphql(`
  query AdminOpportunitiesTab_List($filter: AdminOpportunityFilter, $orderBy: AdminOpportunityOrder, $after: String) {
    adminOpportunities(filter: $filter, orderBy: $orderBy, first: 20, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...OpportunityFields_Opportunity } }
    }
  }
`);

const SetStatusDocument = graphql(`
  mutation AdminOpportunitiesTab_SetStatus($id: ID!, $status: OpportunityStatus!) {
    setOpportunityStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`);

type Row = OpportunityFields_OpportunityFragment;
const SORT_FIELDS = ["TITLE", "DEADLINE", "STATUS", "APPLICATIONS"] as const satisfies readonly AdminOpportunityOrderField[];
type SortField = (typeof SORT_FIELDS)[number];
const EDGE = "QueryAdminOpportunitiesConnectionEdge";
/** a stored list's filter (cache.ts keeps one list per filter and order) */
const filterOf = (args: Record<string, unknown>) => (args.filter ?? {}) as { status?: string | null; search?: string | null };

/** Admin dashboard, Opportunities tab: every opportunity, searchable, sortable, live. */
export function AdminOpportunitiesTab() {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const client = useApolloClient();
  const filters = useStatusSearch<OpportunityStatus, SortField>(SORT_FIELDS);
  const { params } = filters;
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const list = useConnection(AdminOpportunitiesDocument, {
    variables: { filter: filters.filter, orderBy: orderByOf(params.sort) },
    select: (d) => d.adminOpportunities,
  });
  const [setOpportunityStatus] = useMutation(SetStatusDocument);
  const live = liveConnection(client.cache, "adminOpportunities");
  const put = (o: Row, insert: boolean) =>
    live.put(o, { edgeTypename: EDGE, fits: (args) => matchesAdminFilter(o, filterOf(args)), prepend: (args) => insert && !args.orderBy });

  useOpportunityEvents((event) => {
    if (event.op === "DELETE" || !event.opportunity) return live.drop(event.id);
    put(event.opportunity, event.op === "INSERT");
  });

  const act = useRowAction();
  const toggleStatus = async (o: Row) => {
    const next = o.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
    setBusyId(o.id);
    const done = await act(() => setOpportunityStatus({ variables: { id: o.id, status: next } }), "opportunities.admin.statusChanged", {
      status: vocabulary.label("opportunityStatus", next),
    });
    if (done) put({ ...o, status: next }, false);
    setBusyId(null);
  };

  const columns: Array<Column<Row, SortField>> = [
    {
      key: "title",
      header: intl.formatMessage({ id: "opportunities.admin.column.title" }),
      sortField: "TITLE",
      mobileLabel: false,
      minW: "56",
      cell: (o) => (
        <Stack gap="1">
          <HStack gap="1.5" flexWrap="wrap">
            <Text fontWeight="semibold" data-testid="admin-opportunity-title">
              {o.title}
            </Text>
            {o.featured && (
              <Badge colorPalette="gold" variant="solid">
                <Star size={12} aria-hidden />
                <FormattedMessage id="opportunities.featured" />
              </Badge>
            )}
          </HStack>
          <CellMeta>
            <CountryLabel country={o.country} />
            <SectorLabel sector={o.sector} />
          </CellMeta>
        </Stack>
      ),
    },
    {
      key: "deadline",
      header: intl.formatMessage({ id: "opportunities.admin.column.deadline" }),
      sortField: "DEADLINE",
      nowrap: true,
      cell: (o) => <FormattedMessage id="opportunities.deadline" values={{ date: formatDate(o.deadline, intl.locale) }} />,
    },
    {
      key: "status",
      header: intl.formatMessage({ id: "opportunities.admin.column.status" }),
      sortField: "STATUS",
      cell: (o) => <OpportunityStatusBadge status={o.status} />,
    },
    {
      key: "applications",
      header: intl.formatMessage({ id: "opportunities.admin.column.applications" }),
      sortField: "APPLICATIONS",
      align: "end",
      nowrap: true,
      cell: (o) => <FormattedMessage id="opportunities.applicationCount" values={{ count: o.applicationCount }} />,
    },
    {
      key: "actions",
      header: intl.formatMessage({ id: "opportunities.admin.column.actions" }),
      align: "end",
      mobileLabel: false,
      cell: (o) => {
        const active = o.status === "ACTIVE";
        const buttons = [
          { label: "opportunities.admin.edit", Icon: Pencil, onClick: () => setEditing(o) },
          {
            label: active ? "opportunities.admin.pause" : "opportunities.admin.activate",
            Icon: active ? Pause : Play,
            palette: active ? "orange" : "green",
            loading: busyId === o.id,
            onClick: () => toggleStatus(o),
          },
          { label: "opportunities.admin.delete", Icon: Trash, palette: "red", onClick: () => setDeleting({ id: o.id, title: o.title }) },
        ];
        return (
          <RowActionGroup label={intl.formatMessage({ id: "opportunities.admin.actionsFor" }, { title: o.title })}>
            {buttons.map(({ label, Icon, palette, loading, onClick }) => (
              <IconButton key={label} size="xs" variant="ghost" colorPalette={palette} loading={loading} aria-label={intl.formatMessage({ id: label })} onClick={onClick}>
                <Icon />
              </IconButton>
            ))}
          </RowActionGroup>
        );
      },
    },
  ];

  return (
    <Stack gap="5">
      <ListHeader
        title={<FormattedMessage id="opportunities.admin.title" />}
        actions={
          <LinkButton to="/create-project" icon={Plus} colorPalette="brand">
            <FormattedMessage id="opportunities.admin.new" />
          </LinkButton>
        }
      />

      <StatusSearchBar
        list={filters}
        searchLabel={intl.formatMessage({ id: "opportunities.admin.search" })}
        searchPlaceholder={intl.formatMessage({ id: "opportunities.admin.searchPlaceholder" })}
        statusLabel={intl.formatMessage({ id: "opportunities.admin.statusFilter" })}
        allLabel={intl.formatMessage({ id: "opportunities.admin.allStatuses" })}
        statuses={vocabulary.options("opportunityStatus")}
        statusWidth={{ base: "full", md: "56" }}
      />

      <ConnectionTable
        label={intl.formatMessage({ id: "opportunities.admin.title" })}
        columns={columns}
        connection={list}
        params={params}
        rowKey={(o) => o.id}
        rowProps={() => ({ "data-testid": "admin-opportunity" })}
        count={list.totalCount !== undefined && <FormattedMessage id="opportunities.admin.count" values={{ count: list.totalCount }} />}
        empty={<FormattedMessage id="opportunities.admin.empty" />}
      />

      {editing && <EditOpportunityDialog opportunity={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteOpportunityDialog opportunity={deleting} onClose={() => setDeleting(null)} onDeleted={(id) => live.drop(id)} />}
    </Stack>
  );
}
