import { Box, Button, Center, Flex, Heading, Input, InputGroup, SimpleGrid, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Building2, CircleDollarSign, Search, UserCheck, UserPlus, UserX, Users } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { StatCard } from "../../../ui/data/StatCard";
import { LoadError } from "../../../ui/feedback/LoadError";
import { formatBudgetK } from "../../../ui/format/formatBudgetK";
import { FilterSelect } from "../../../ui/forms/FilterSelect";
import { notifyError } from "../../projects/utils/notifyError";
import { COUNTRIES, optionsOf } from "../../projects/utils/options";
import { useClientFilters } from "../hooks/useClientFilters";
import { ClientCard } from "./ClientCard";
import { ClientDetailDialog } from "./ClientDetailDialog";
import { ClientFormDialog } from "./ClientFormDialog";

const PAGE_SIZE = 24;

const ClientsDocument = graphql(`
  query ClientsScreen_Clients($filter: ClientFilter, $first: Int, $after: String) {
    clients(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          email
          phone
          organization
          country
          sector
          status
          projectCount
          totalValue
        }
      }
    }
  }
`);

const SummaryDocument = graphql(`
  query ClientsScreen_Summary {
    clientSummary {
      total
      active
      prospects
      inactive
      totalValue
    }
  }
`);

const TABS = ["", "ACTIVE", "PROSPECT", "INACTIVE"] as const;

export function ClientsScreen() {
  const intl = useIntl();
  const f = useClientFilters();
  const list = useQuery(ClientsDocument, { variables: { filter: f.filter as never, first: PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const summary = useQuery(SummaryDocument);
  const [creating, setCreating] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const clients = list.data?.clients.edges.map((e) => e.node) ?? [];
  const s = summary.data?.clientSummary;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await list.fetchMore({
        variables: { after: list.data?.clients.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) =>
          fetchMoreResult ? { clients: { ...fetchMoreResult.clients, edges: [...prev.clients.edges, ...fetchMoreResult.clients.edges] } } : prev,
      });
    } catch (e) {
      notifyError(intl, e);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }}>
      <Flex justify="space-between" align={{ base: "stretch", md: "center" }} gap="4" direction={{ base: "column", md: "row" }}>
        <Box>
          <Heading as="h1" size="2xl">
            <FormattedMessage id="clients.page.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="clients.page.subtitle" />
          </Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <UserPlus />
          <FormattedMessage id="clients.page.new" />
        </Button>
      </Flex>

      {summary.error ? (
        <LoadError onRetry={() => void summary.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
          {s ? (
            <>
              <StatCard dense label={intl.formatMessage({ id: "clients.kpi.total" })} value={intl.formatNumber(s.total)} icon={<Users />} palette="brand" />
              <StatCard dense label={intl.formatMessage({ id: "clients.kpi.active" })} value={intl.formatNumber(s.active)} icon={<UserCheck />} palette="green" />
              <StatCard dense label={intl.formatMessage({ id: "clients.kpi.prospects" })} value={intl.formatNumber(s.prospects)} icon={<Building2 />} palette="purple" />
              <StatCard dense label={intl.formatMessage({ id: "clients.kpi.inactive" })} value={intl.formatNumber(s.inactive)} icon={<UserX />} palette="gray" />
              <StatCard dense label={intl.formatMessage({ id: "clients.kpi.value" })} value={formatBudgetK(s.totalValue, intl.locale)} icon={<CircleDollarSign />} palette="gold" />
            </>
          ) : (
            <Center gridColumn="1 / -1" py="6">
              <Spinner color="brand.solid" aria-label={intl.formatMessage({ id: "common.loading" })} />
            </Center>
          )}
        </SimpleGrid>
      )}

      <Stack gap="3">
        <Flex gap="3" direction={{ base: "column", md: "row" }} align={{ md: "end" }}>
          <Box flex="1">
            <InputGroup startElement={<Search size={16} />}>
              <Input
                type="search"
                value={f.searchInput}
                onChange={(e) => f.setSearchInput(e.currentTarget.value)}
                placeholder={intl.formatMessage({ id: "clients.filters.searchPlaceholder" })}
                aria-label={intl.formatMessage({ id: "clients.filters.search" })}
              />
            </InputGroup>
          </Box>
          <Box minW={{ md: "56" }}>
            <FilterSelect
              label={intl.formatMessage({ id: "clients.filters.country" })}
              value={f.filter.country ?? ""}
              options={optionsOf(intl, COUNTRIES, "common.country")}
              onChange={f.setCountry}
            />
          </Box>
        </Flex>
        {/* the status tabs filter the one results panel below (their aria-controls) */}
        <Tabs.Root
          value={f.filter.status ?? "all"}
          onValueChange={(e) => f.setStatus(e.value === "all" ? "" : e.value)}
          variant="enclosed"
          colorPalette="brand"
          ids={{ trigger: (v) => `clients-tab-${v}`, content: () => "clients-results" }}
        >
          <Tabs.List maxW="full" overflowX="auto">
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab || "all"} value={tab || "all"}>
                <FormattedMessage id={tab ? `clients.tab.${tab}` : "clients.tab.all"} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      </Stack>

      <Stack gap="6" id="clients-results" role="tabpanel" aria-labelledby={`clients-tab-${f.filter.status ?? "all"}`}>
        <Heading as="h2" size="md" aria-live="polite">
          <FormattedMessage id="clients.list.count" values={{ count: list.data?.clients.totalCount ?? 0 }} />
        </Heading>

        {list.error ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Center py="16">
            <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: "common.loading" })} />
          </Center>
        ) : clients.length === 0 ? (
          <Center py="16" flexDirection="column" gap="2" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="xl">
            <Heading as="h3" size="md">
              <FormattedMessage id="clients.list.emptyTitle" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="clients.list.emptyHint" />
            </Text>
          </Center>
        ) : (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {clients.map((c) => (
                <ClientCard key={c.id} client={c} onOpen={() => f.openClient(c.id)} />
              ))}
            </SimpleGrid>
            {list.data.clients.pageInfo.hasNextPage && (
              <Center>
                <Button variant="outline" onClick={loadMore} loading={loadingMore}>
                  <FormattedMessage id="clients.list.more" />
                </Button>
              </Center>
            )}
          </Stack>
        )}
      </Stack>

      {creating && (
        <ClientFormDialog
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            f.openClient(id);
          }}
        />
      )}
      {f.openClientId && <ClientDetailDialog clientId={f.openClientId} onClose={() => f.openClient(null)} />}
    </Stack>
  );
}
