import { Badge, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Check, Eye, X } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useConfirm } from "../../../ui/feedback/useConfirm";
import { liveConnection } from "../../../apollo/liveConnection";
import { ApplicationStatusBadge } from "../../../domain/ApplicationStatusBadge";
import { CountryLabel } from "../../../domain/CountryLabel";
import { SectorLabel } from "../../../domain/SectorLabel";
import { VOCABULARY } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { AdminApplicationsTab_RowFragment, ApplicationOrderField, ApplicationStatus } from "../../../gql/graphql";
import { formatDate } from "../../../ui/format/formatDate";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import {
  CellMeta,
  CellNote,
  type Column,
  ConnectionTable,
  ListHeader,
  orderByOf,
  RowActionGroup,
  RowButton,
  StatusSearchBar,
  useBulkAction,
  useBusyRow,
  useConnection,
  useStatusSearch,
} from "../../../ui/list";
import { useDecideApplication } from "../hooks/useDecideApplication";
import { ApplicationDetailsDialog } from "./ApplicationDetailsDialog";

graphql(`
  fragment AdminApplicationsTab_Row on Application {
    id
    status
    message
    createdAt
    updatedAt
    applicant {
      id
      fullName
      email
    }
    opportunity {
      id
      title
      country
      sector
      organization
      location
      deadline
    }
  }
`);

const ApplicationsDocument = graphql(`
  query AdminApplicationsTab_List($filter: ApplicationFilter, $orderBy: ApplicationOrder, $after: String) {
    applications(filter: $filter, orderBy: $orderBy, first: 20, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...AdminApplicationsTab_Row } }
    }
  }
`);

const StatsDocument = graphql(`
  query AdminApplicationsTab_Stats {
    applicationStats {
      total
      pending
      approved
      rejected
    }
  }
`);

type Row = AdminApplicationsTab_RowFragment;
const SORT_FIELDS = ["CREATED_AT", "STATUS", "OPPORTUNITY", "APPLICANT"] as const satisfies readonly ApplicationOrderField[];
type SortField = (typeof SORT_FIELDS)[number];
type Decision = "APPROVED" | "REJECTED";

/**
 * Admin dashboard, Applications tab: the pending count, a status filter and a
 * search that the server applies (kept in the URL), sortable columns,
 * approve/reject for pending applications one by one or selected together,
 * and a details modal.
 */
export function AdminApplicationsTab() {
  const intl = useIntl();
  const client = useApolloClient();
  const filters = useStatusSearch<ApplicationStatus, SortField>(SORT_FIELDS);
  const { params } = filters;
  const [details, setDetails] = useState<string | null>(null);
  const busy = useBusyRow();
  const bulk = useBulkAction();
  const { decide, decideQuietly } = useDecideApplication();

  const stats = useQuery(StatsDocument, { fetchPolicy: "cache-and-network" }).data?.applicationStats;
  const list = useConnection(ApplicationsDocument, {
    variables: { filter: filters.filter, orderBy: orderByOf(params.sort) },
    select: (d) => d.applications,
  });
  // a decided application leaves the lists filtered on another status
  const settle = (rows: Row[], decision: Decision) => {
    const live = liveConnection(client.cache, "applications");
    for (const { id } of rows)
      live.drop(id, (args) => !(args.filter as { status?: string } | undefined)?.status || (args.filter as { status?: string }).status === decision);
  };

  const confirm = useConfirm();
  // a rejection is final and the applicant is told at once: asked first, naming whom
  const confirmReject = ({ length: count, 0: first }: Row[]) =>
    confirm.ask({
      title: intl.formatMessage({ id: "applications.admin.rejectConfirm.title" }, { count }),
      text: intl.formatMessage({ id: "applications.admin.rejectConfirm.text" }, { count, name: count === 1 ? first.applicant.fullName : "" }),
      confirmLabel: intl.formatMessage({ id: "applications.admin.rejectConfirm.confirm" }, { count }),
    });

  /** one row's decision (its own toast), or the selected rows' (one toast counting them) */
  const onDecide = async (rows: Row[], decision: Decision, selected: boolean) => {
    if (decision === "REJECTED" && !(await confirmReject(rows))) return;
    const [{ id }] = rows;
    if (selected)
      settle(
        await bulk.run(rows, (r) => decideQuietly(r.id, decision), decision === "APPROVED" ? "applications.admin.bulkApproved" : "applications.admin.bulkRejected"),
        decision,
      );
    else if (await busy.during(id, () => decide(id, decision))) settle(rows, decision);
  };
  const decisionButtons = (rows: Row[], running: boolean, selected = false) => (
    <>
      <RowButton icon={Check} colorPalette="green" loading={running} onClick={() => onDecide(rows, "APPROVED", selected)}>
        <FormattedMessage id={selected ? "applications.admin.approveSelected" : "applications.admin.approve"} values={{ count: rows.length }} />
      </RowButton>
      <RowButton icon={X} colorPalette="red" variant="outline" disabled={running} onClick={() => onDecide(rows, "REJECTED", selected)}>
        <FormattedMessage id={selected ? "applications.admin.rejectSelected" : "applications.admin.reject"} values={{ count: rows.length }} />
      </RowButton>
    </>
  );

  const count = (s: ApplicationStatus) => (stats ? stats[s.toLowerCase() as "pending" | "approved" | "rejected"] : 0);

  const columns: Array<Column<Row, SortField>> = [
    {
      key: "opportunity",
      header: intl.formatMessage({ id: "applications.admin.column.opportunity" }),
      sortField: "OPPORTUNITY",
      mobileLabel: false,
      minW: "56",
      cell: (a) => (
        <Stack gap="1">
          <Text fontWeight="semibold">{a.opportunity.title}</Text>
          <CellMeta>
            <CountryLabel country={a.opportunity.country} />
            <SectorLabel sector={a.opportunity.sector} />
          </CellMeta>
          <CellMeta gap="2">
            <Text as="span">{a.opportunity.organization}</Text>
            <Text as="span">{a.opportunity.location || "—"}</Text>
            <Text as="span" title={intl.formatMessage({ id: "applications.admin.deadline" })}>
              {formatDate(a.opportunity.deadline, intl.locale)}
            </Text>
          </CellMeta>
        </Stack>
      ),
    },
    {
      key: "applicant",
      header: intl.formatMessage({ id: "applications.admin.column.applicant" }),
      sortField: "APPLICANT",
      minW: "56",
      cell: (a) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{a.applicant.fullName}</Text>
          <Link href={`mailto:${a.applicant.email}`} textStyle="xs" color="fg.muted" truncate>
            {a.applicant.email}
          </Link>
          {a.message && (
            <Text textStyle="xs" lineClamp={2} whiteSpace="pre-wrap" title={intl.formatMessage({ id: "applications.admin.message" })}>
              {a.message}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "sent",
      header: intl.formatMessage({ id: "applications.admin.column.sent" }),
      sortField: "CREATED_AT",
      nowrap: true,
      cell: (a) => (
        <CellNote>
          <FormattedMessage id="applications.admin.sentAt" values={{ date: formatDateTime(a.createdAt, intl.locale) }} />
        </CellNote>
      ),
    },
    {
      key: "status",
      header: intl.formatMessage({ id: "applications.admin.column.status" }),
      sortField: "STATUS",
      cell: (a) => <ApplicationStatusBadge status={a.status} />,
    },
    {
      key: "actions",
      header: intl.formatMessage({ id: "applications.admin.column.actions" }),
      align: "end",
      mobileLabel: false,
      cell: (a) => (
        <RowActionGroup label={intl.formatMessage({ id: "applications.admin.actionsFor" }, { name: a.applicant.fullName })}>
          {a.status === "PENDING" && decisionButtons([a], busy.busyId === a.id)}
          <RowButton icon={Eye} variant="ghost" onClick={() => setDetails(a.id)}>
            <FormattedMessage id="applications.admin.details" />
          </RowButton>
        </RowActionGroup>
      ),
    },
  ];

  return (
    <Stack gap="5">
      <ListHeader
        title={<FormattedMessage id="applications.admin.title" />}
        meta={
          stats && (
            <Badge colorPalette={stats.pending > 0 ? "yellow" : "gray"} data-testid="pending-applications">
              <FormattedMessage id="applications.admin.pendingCount" values={{ count: stats.pending }} />
            </Badge>
          )
        }
      />
      <StatusSearchBar
        list={filters}
        searchLabel={intl.formatMessage({ id: "applications.admin.search" })}
        searchPlaceholder={intl.formatMessage({ id: "applications.admin.searchPlaceholder" })}
        statusLabel={intl.formatMessage({ id: "applications.admin.statusFilter" })}
        allLabel={intl.formatMessage({ id: "applications.admin.filter.all" }, { count: stats?.total ?? 0 })}
        statuses={VOCABULARY.applicationStatus.values.map((s) => ({
          value: s,
          label: intl.formatMessage({ id: `applications.admin.filter.${s}` }, { count: count(s) }),
        }))}
        statusWidth={{ base: "full", md: "64" }}
      />

      <ConnectionTable
        label={intl.formatMessage({ id: "applications.admin.title" })}
        columns={columns}
        connection={list}
        params={params}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ "data-testid": "admin-application", "data-status": a.status })}
        selection={{
          ...bulk,
          selectable: (a) => a.status === "PENDING",
          actions: (rows) => decisionButtons(rows, bulk.running, true),
        }}
        empty={<FormattedMessage id="applications.admin.empty" />}
      />
      {details && <ApplicationDetailsDialog applicationId={details} onClose={() => setDetails(null)} />}
      {confirm.element}
    </Stack>
  );
}
