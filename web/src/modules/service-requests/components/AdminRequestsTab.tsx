import { useMutation } from "@apollo/client/react";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { ArrowRight, CheckCircle2, Loader, Mail, MessageCircle } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { mailtoHref, whatsappHref } from "../../../domain/organisation";
import { labelId, useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import { type AdminRequestsTab_RowFragment, ServiceRequestStatus } from "../../../gql/graphql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { CellNote, type Column, ConnectionTable, liveCount, orderByOf, orNull, useBulkAction, useConnection, useListParams, useRowAction } from "../../../ui/list";
import { RowLinkButton } from "../../../ui/list/RowLinkButton";
import { serviceName } from "../../../domain/serviceCategories";
import { RequestStatusBadge } from "./RequestStatusBadge";
import { ServiceTypeLabel } from "./ServiceTypeLabel";

graphql(`
  fragment AdminRequestsTab_Row on ServiceRequest {
    id
    category
    serviceType
    serviceTitle {
      pt
      en
    }
    name
    email
    phone
    message
    status
    userCountry
    createdAt
  }
`);

const LIST = graphql(`
  query AdminRequestsTab_List($filter: ServiceRequestFilter, $orderBy: ServiceRequestOrder, $first: Int!, $after: String) {
    serviceRequests(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...AdminRequestsTab_Row } }
    }
  }
`);

const UPDATE = graphql(`
  mutation AdminRequestsTab_Update($id: ID!, $status: ServiceRequestStatus!) {
    updateServiceRequestStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`);

type Row = AdminRequestsTab_RowFragment;
type SortField = "CREATED_AT" | "STATUS";

/** Spec §4: the buttons exist only where the move is allowed. */
const NEXT: Record<ServiceRequestStatus, ServiceRequestStatus[]> = {
  PENDING: [ServiceRequestStatus.PROCESSING, ServiceRequestStatus.COMPLETED],
  PROCESSING: [ServiceRequestStatus.COMPLETED],
  COMPLETED: [],
  CANCELLED: [],
};
/** The bulk action's one step on: pending -> processing -> completed. */
const STEP: Partial<Record<ServiceRequestStatus, ServiceRequestStatus>> = { PENDING: ServiceRequestStatus.PROCESSING, PROCESSING: ServiceRequestStatus.COMPLETED };

/** The admin dashboard's Requests tab: status filter and sort in the URL, the allowed transitions per row, and moving the selected requests on. */
export function AdminRequestsTab() {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const params = useListParams<"status", SortField>({ filters: { status: "" }, sortFields: ["CREATED_AT", "STATUS"] });
  const status = vocabulary.options("serviceRequestStatus").some((o) => o.value === params.filters.status) ? params.filters.status : "";
  const list = useConnection(LIST, {
    variables: { filter: status ? { status: orNull<ServiceRequestStatus>(status) } : null, orderBy: orderByOf(params.sort), first: 20 },
    select: (d) => d.serviceRequests,
  });
  const bulk = useBulkAction();
  const [mutate, { loading: updating }] = useMutation(UPDATE, {
    refetchQueries: ["AdminRequestsTab_List", "AdminDashboard_Overview", "AppShell_Counts"],
  });
  const update = (id: string, status: ServiceRequestStatus) =>
    mutate({ variables: { id, status } }).catch((e: unknown) => {
      // another administrator moved it first: show the current state
      if (graphqlErrorInfo(e).reason === "INVALID_TRANSITION") list.refetch();
      throw e;
    });
  const act = useRowAction();
  const move = (id: string, to: ServiceRequestStatus) => act(() => update(id, to), "serviceRequests.admin.processed");
  const moveOn = (rows: Row[]) =>
    bulk.run(
      rows.filter((row) => STEP[row.status]),
      (row) => update(row.id, STEP[row.status] as ServiceRequestStatus),
      "serviceRequests.admin.bulkMoved",
    );

  const columns: Array<Column<Row, SortField>> = [
    {
      key: "service",
      header: intl.formatMessage({ id: "serviceRequests.admin.col.service" }),
      mobileLabel: false,
      minW: "56",
      cell: (r) => (
        <>
          <Text fontWeight="semibold">
            <ServiceTypeLabel category={r.category} serviceType={r.serviceType} serviceTitle={r.serviceTitle} />
          </Text>
          <Text textStyle="sm" whiteSpace="pre-wrap" lineClamp={3} color="fg.muted">
            {r.message}
          </Text>
        </>
      ),
    },
    {
      key: "contact",
      header: intl.formatMessage({ id: "serviceRequests.admin.col.contact" }),
      cell: (r) => (
        <>
          <Text>{r.name}</Text>
          <CellNote>{r.email}</CellNote>
          <CellNote>
            {r.phone}
            {r.userCountry && ` · ${intl.formatMessage({ id: labelId("country", r.userCountry) })}`}
          </CellNote>
        </>
      ),
    },
    {
      key: "date",
      header: intl.formatMessage({ id: "serviceRequests.admin.col.date" }),
      sortField: "CREATED_AT",
      nowrap: true,
      cell: (r) => formatDateTime(r.createdAt, intl.locale),
    },
    {
      key: "status",
      header: intl.formatMessage({ id: "serviceRequests.admin.col.status" }),
      sortField: "STATUS",
      cell: (r) => (
        <Box>
          <RequestStatusBadge status={r.status} />
        </Box>
      ),
    },
    {
      key: "actions",
      header: intl.formatMessage({ id: "serviceRequests.admin.col.actions" }),
      cell: (r) => <RowActions row={r} disabled={updating || bulk.running} onMove={move} />,
    },
  ];

  return (
    <Stack gap="4">
      <Box maxW="xs">
        <FilterSelect
          label={intl.formatMessage({ id: "serviceRequests.admin.filter" })}
          value={status}
          options={vocabulary.options("serviceRequestStatus")}
          onChange={(v) => {
            params.setFilter("status", v);
            bulk.clear();
          }}
        />
      </Box>
      <Box data-testid="admin-requests">
        <ConnectionTable
          label={intl.formatMessage({ id: "serviceRequests.admin.table" })}
          columns={columns}
          connection={list}
          params={params}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ "data-status": r.status })}
          count={liveCount(list.totalCount, "serviceRequests.admin.count")}
          selection={{
            ...bulk,
            selectable: (r) => Boolean(STEP[r.status]),
            actions: (rows) => (
              <Button size="sm" colorPalette="brand" loading={bulk.running} disabled={updating} onClick={() => void moveOn(rows)}>
                <ArrowRight aria-hidden />
                <FormattedMessage id="serviceRequests.admin.bulkMove" values={{ count: rows.length }} />
              </Button>
            ),
          }}
          empty={<FormattedMessage id="serviceRequests.admin.empty" />}
        />
      </Box>
    </Stack>
  );
}

function RowActions({ row, disabled, onMove }: { row: Row; disabled: boolean; onMove: (id: string, to: ServiceRequestStatus) => void }) {
  const intl = useIntl();
  const service = serviceName(intl, row.serviceType, row.serviceTitle);
  const subject = intl.formatMessage({ id: "serviceRequests.admin.mailSubject" }, { service });
  const body = intl.formatMessage({ id: "serviceRequests.admin.mailBody" }, { name: row.name, service, message: row.message });
  const chat = intl.formatMessage({ id: "serviceRequests.admin.chatText" }, { name: row.name, service });
  return (
    <HStack wrap="wrap" gap="2" justify={{ base: "flex-end", md: "flex-start" }}>
      <RowLinkButton href={whatsappHref(row.phone, chat)} newTab icon={MessageCircle} variant="outline" colorPalette="green">
        <FormattedMessage id="serviceRequests.admin.whatsapp" />
      </RowLinkButton>
      <RowLinkButton href={mailtoHref(row.email, subject, body)} icon={Mail} variant="outline">
        <FormattedMessage id="serviceRequests.admin.email" />
      </RowLinkButton>
      {NEXT[row.status].map((to) => (
        <Button key={to} size="xs" colorPalette={to === "COMPLETED" ? "green" : "blue"} disabled={disabled} onClick={() => onMove(row.id, to)}>
          {to === "COMPLETED" ? <CheckCircle2 aria-hidden /> : <Loader aria-hidden />}
          <FormattedMessage id={`serviceRequests.admin.moveTo.${to}`} />
        </Button>
      ))}
    </HStack>
  );
}
