import { Badge, Button, Center, Flex, Heading, Input, InputGroup, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Search } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { ApplicationStatus } from "../../../gql/graphql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { useDebouncedValue } from "../../opportunities/hooks/useDebouncedValue";
import { useDecideApplication } from "../hooks/useDecideApplication";
import { AdminApplicationCard } from "./AdminApplicationCard";
import { ApplicationDetailsDialog } from "./ApplicationDetailsDialog";

const ApplicationsDocument = graphql(`
  query AdminApplicationsTab_List($filter: ApplicationFilter, $first: Int, $after: String) {
    applications(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
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
      }
      pageInfo {
        hasNextPage
        endCursor
      }
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

const PAGE = 20;
const STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;

/**
 * Admin dashboard, Applications tab: the pending count, a status filter and a
 * search that the server applies, approve/reject for pending applications and
 * a details modal.
 */
export function AdminApplicationsTab() {
  const intl = useIntl();
  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const [search, setSearch] = useState("");
  const settledSearch = useDebouncedValue(search.trim());
  const [details, setDetails] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { decide } = useDecideApplication();

  const stats = useQuery(StatsDocument, { fetchPolicy: "cache-and-network" }).data?.applicationStats;
  const { data, error, loading, networkStatus, refetch, fetchMore, updateQuery } = useQuery(ApplicationsDocument, {
    variables: { filter: { status: status || null, search: settledSearch || null }, first: PAGE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.applications;

  const onDecide = async (id: string, decision: "APPROVED" | "REJECTED") => {
    setBusyId(id);
    const ok = await decide(id, decision);
    setBusyId(null);
    // a decided application no longer belongs under "pending"
    if (ok && status === "PENDING") {
      updateQuery((_, { complete, previousData }) => {
        if (!complete) return;
        const edges = previousData.applications.edges.filter((e) => e.node.id !== id);
        return { ...previousData, applications: { ...previousData.applications, edges, totalCount: previousData.applications.totalCount - 1 } };
      });
    }
  };

  const loadMore = () =>
    fetchMore({
      variables: { after: list?.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        applications: {
          ...fetchMoreResult.applications,
          edges: [
            ...prev.applications.edges,
            ...fetchMoreResult.applications.edges.filter((e) => !prev.applications.edges.some((p) => p.node.id === e.node.id)),
          ],
        },
      }),
    });

  const count = (s: (typeof STATUSES)[number]) => (stats ? stats[s.toLowerCase() as "pending" | "approved" | "rejected"] : 0);

  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: "flex-start", md: "center" }} gap="3" direction={{ base: "column", md: "row" }}>
        <Stack gap="1">
          <Heading as="h2" textStyle="xl">
            <FormattedMessage id="applications.admin.title" />
          </Heading>
          {stats && (
            <Badge colorPalette={stats.pending > 0 ? "yellow" : "gray"} alignSelf="flex-start" data-testid="pending-applications">
              <FormattedMessage id="applications.admin.pendingCount" values={{ count: stats.pending }} />
            </Badge>
          )}
        </Stack>
      </Flex>
      <Flex gap="3" direction={{ base: "column", md: "row" }}>
        <InputGroup startElement={<Search size={16} />} flex="1">
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={intl.formatMessage({ id: "applications.admin.search" })}
            placeholder={intl.formatMessage({ id: "applications.admin.searchPlaceholder" })}
          />
        </InputGroup>
        <NativeSelect.Root width={{ base: "full", md: "64" }}>
          <NativeSelect.Field
            value={status}
            onChange={(e) => setStatus(e.target.value as ApplicationStatus | "")}
            aria-label={intl.formatMessage({ id: "applications.admin.statusFilter" })}
          >
            <option value="">{intl.formatMessage({ id: "applications.admin.filter.all" }, { count: stats?.total ?? 0 })}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `applications.admin.filter.${s}` }, { count: count(s) })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {error && !list ? (
        <LoadError title={<FormattedMessage id="applications.admin.loadFailed" />} onRetry={() => void refetch()} />
      ) : !list ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="180px" borderRadius="l3" />
          ))}
        </Stack>
      ) : list.edges.length === 0 ? (
        <Center py="12" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
          <Text color="fg.muted">
            <FormattedMessage id="applications.admin.empty" />
          </Text>
        </Center>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-busy={loading}>
          {list.edges.map(({ node }) => (
            <AdminApplicationCard
              key={node.id}
              application={node}
              busy={busyId === node.id}
              onDecide={(d) => onDecide(node.id, d)}
              onDetails={() => setDetails(node.id)}
            />
          ))}
        </Stack>
      )}
      {list?.pageInfo.hasNextPage && (
        <Button variant="outline" alignSelf="center" onClick={loadMore} loading={networkStatus === NetworkStatus.fetchMore}>
          <FormattedMessage id="applications.admin.loadMore" />
        </Button>
      )}
      {details && <ApplicationDetailsDialog applicationId={details} onClose={() => setDetails(null)} />}
    </Stack>
  );
}
