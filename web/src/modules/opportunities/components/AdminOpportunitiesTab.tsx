import { Button, Center, Flex, Heading, Input, InputGroup, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { NetworkStatus } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { Plus, Search } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import type { AdminOpportunitiesTab_ListQuery, OpportunityFields_OpportunityFragment, OpportunityStatus } from "../../../gql/graphql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { toaster } from "../../../ui/feedback/toaster";
import { useOpportunityEvents } from "../../realtime/hooks/useOpportunityEvents";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { describeOpportunityError } from "../utils/describeOpportunityError";
import { matchesAdminFilter } from "../utils/matchesAdminFilter";
import { OPPORTUNITY_OPTIONS } from "../utils/opportunityOptions";
import { AdminOpportunityRow } from "./AdminOpportunityRow";
import { DeleteOpportunityDialog } from "./DeleteOpportunityDialog";
import { EditOpportunityDialog } from "./EditOpportunityDialog";

const AdminOpportunitiesDocument = graphql(`
  query AdminOpportunitiesTab_List($filter: AdminOpportunityFilter, $first: Int, $after: String) {
    adminOpportunities(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...OpportunityFields_Opportunity
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
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

const PAGE = 20;
type List = AdminOpportunitiesTab_ListQuery["adminOpportunities"];

const withoutNode = (list: List, id: string): List => {
  const edges = list.edges.filter((e) => e.node.id !== id);
  return edges.length === list.edges.length ? list : { ...list, edges, totalCount: Math.max(0, list.totalCount - 1) };
};

/** Admin dashboard, Opportunities tab: every opportunity, searchable, live. */
export function AdminOpportunitiesTab() {
  const intl = useIntl();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<OpportunityStatus | "">("");
  const settledSearch = useDebouncedValue(search.trim());
  const [editing, setEditing] = useState<OpportunityFields_OpportunityFragment | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const filter = { status: status || null, search: settledSearch || null };

  const { data, error, loading, networkStatus, refetch, fetchMore, updateQuery } = useQuery(AdminOpportunitiesDocument, {
    variables: { filter, first: PAGE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const [setOpportunityStatus] = useMutation(SetStatusDocument);
  const list = data?.adminOpportunities;

  // Live and local changes edit the loaded list in place (Apollo merges updated rows by itself).
  const editList = (fn: (list: List) => List) =>
    updateQuery((_, { complete, previousData }) => {
      if (!complete) return;
      const next = fn(previousData.adminOpportunities);
      return next === previousData.adminOpportunities ? undefined : { ...previousData, adminOpportunities: next };
    });
  const drop = (id: string) => editList((list) => withoutNode(list, id));

  useOpportunityEvents((event) => {
    const o = event.opportunity;
    if (event.op === "DELETE" || !o) return drop(event.id);
    editList((list) => {
      const present = list.edges.some((e) => e.node.id === o.id);
      const fits = matchesAdminFilter(o, filter);
      if (present && !fits) return withoutNode(list, o.id);
      if (present || !fits || event.op !== "INSERT") return list;
      return {
        ...list,
        totalCount: list.totalCount + 1,
        edges: [{ __typename: "QueryAdminOpportunitiesConnectionEdge", cursor: event.id, node: o }, ...list.edges],
      };
    });
  });

  const toggleStatus = async (o: OpportunityFields_OpportunityFragment) => {
    const next = o.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
    setBusyId(o.id);
    try {
      await setOpportunityStatus({ variables: { id: o.id, status: next } });
      toaster.create({
        type: "success",
        title: intl.formatMessage(
          { id: "opportunities.admin.statusChanged" },
          { status: intl.formatMessage({ id: `opportunities.status.${next}` }) },
        ),
      });
      if (status && status !== next) drop(o.id);
    } catch (e) {
      const m = describeOpportunityError(e, "status");
      toaster.create({ type: "error", title: intl.formatMessage({ id: m.id }, m.values) });
    } finally {
      setBusyId(null);
    }
  };

  const loadMore = () =>
    fetchMore({
      variables: { after: list?.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        adminOpportunities: {
          ...fetchMoreResult.adminOpportunities,
          edges: [
            ...prev.adminOpportunities.edges,
            ...fetchMoreResult.adminOpportunities.edges.filter((e) => !prev.adminOpportunities.edges.some((p) => p.node.id === e.node.id)),
          ],
        },
      }),
    });

  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: "stretch", md: "center" }} gap="3" direction={{ base: "column", md: "row" }}>
        <Stack gap="0">
          <Heading as="h2" textStyle="xl">
            <FormattedMessage id="opportunities.admin.title" />
          </Heading>
          {list && (
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="opportunities.admin.count" values={{ count: list.totalCount }} />
            </Text>
          )}
        </Stack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/create-project">
            <Plus />
            <FormattedMessage id="opportunities.admin.new" />
          </RouterLink>
        </Button>
      </Flex>

      <Flex gap="3" direction={{ base: "column", md: "row" }}>
        <InputGroup startElement={<Search size={16} />} flex="1">
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={intl.formatMessage({ id: "opportunities.admin.search" })}
            placeholder={intl.formatMessage({ id: "opportunities.admin.searchPlaceholder" })}
          />
        </InputGroup>
        <NativeSelect.Root width={{ base: "full", md: "56" }}>
          <NativeSelect.Field
            value={status}
            onChange={(e) => setStatus(e.target.value as OpportunityStatus | "")}
            aria-label={intl.formatMessage({ id: "opportunities.admin.statusFilter" })}
          >
            <option value="">{intl.formatMessage({ id: "opportunities.admin.allStatuses" })}</option>
            {OPPORTUNITY_OPTIONS.statuses.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `opportunities.status.${s}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {error && !list ? (
        <LoadError title={<FormattedMessage id="opportunities.error.loadFailed" />} onRetry={() => void refetch()} />
      ) : !list ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="140px" borderRadius="l3" />
          ))}
        </Stack>
      ) : list.edges.length === 0 ? (
        <Center py="12" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
          <Text color="fg.muted">
            <FormattedMessage id="opportunities.admin.empty" />
          </Text>
        </Center>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-busy={loading}>
          {list.edges.map(({ node }) => (
            <AdminOpportunityRow
              key={node.id}
              opportunity={node}
              busy={busyId === node.id}
              onEdit={() => setEditing(node)}
              onToggleStatus={() => toggleStatus(node)}
              onDelete={() => setDeleting({ id: node.id, title: node.title })}
            />
          ))}
        </Stack>
      )}
      {list?.pageInfo.hasNextPage && (
        <Button variant="outline" alignSelf="center" onClick={loadMore} loading={networkStatus === NetworkStatus.fetchMore}>
          <FormattedMessage id="opportunities.admin.loadMore" />
        </Button>
      )}

      {editing && <EditOpportunityDialog opportunity={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteOpportunityDialog opportunity={deleting} onClose={() => setDeleting(null)} onDeleted={drop} />}
    </Stack>
  );
}
