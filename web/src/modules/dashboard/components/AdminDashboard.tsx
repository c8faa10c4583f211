import { useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Center, HStack, Heading, SimpleGrid, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { ClipboardList, FileCheck2, Megaphone, Plus, UserRound, Users } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import { AdminApplicationsTab } from "../../applications/components/AdminApplicationsTab";
import { useSession } from "../../auth/session/useSession";
import { AdminOpportunitiesTab } from "../../opportunities/components/AdminOpportunitiesTab";
import { AdminRequestsTab } from "../../service-requests/components/AdminRequestsTab";
import { LanguageSwitch } from "../../shell/components/LanguageSwitch";
import { useTabParam } from "../hooks/useTabParam";
import { AdminOverviewTab } from "./AdminOverviewTab";
import { AdminUsersTab } from "./AdminUsersTab";
import { ResponsiveTabList } from "./ResponsiveTabList";
import { StatCard } from "./StatCard";

const OVERVIEW = graphql(`
  query AdminDashboard_Overview {
    adminOverview {
      activeOpportunities
      totalOpportunities
      pendingApplications
      totalApplications
      pendingRequests
      totalRequests
      totalUsers
      connections
      recentActivity(limit: 8) {
        kind
        id
        actor
        subject
        country
        createdAt
      }
      countryActivity {
        country
        applications
        requests
      }
    }
  }
`);

const TABS = ["overview", "applications", "requests", "opportunities", "users"] as const;

/** The administrator's dashboard (spec §2.5), every number counted from the database. */
export function AdminDashboard() {
  const intl = useIntl();
  const { user } = useSession();
  const [tab, setTab] = useTabParam(TABS, "overview");
  const { data, error, refetch } = useQuery(OVERVIEW, { pollInterval: 60000 });
  const o = data?.adminOverview;

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Box>
          <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
            <FormattedMessage id="dashboard.admin.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="dashboard.admin.subtitle" />
          </Text>
          <Text textStyle="sm" color="fg.muted" mt="1" data-testid="admin-email">
            {user?.email}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <LanguageSwitch />
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/app?view=member">
              <UserRound aria-hidden />
              <FormattedMessage id="dashboard.admin.memberView" />
            </RouterLink>
          </Button>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/create-project">
              <Plus aria-hidden />
              <FormattedMessage id="dashboard.admin.newOpportunity" />
            </RouterLink>
          </Button>
        </HStack>
      </HStack>

      {error && !o ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">
            <FormattedMessage id="common.loadError" />
          </Alert.Title>
          <Button size="sm" onClick={() => refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </Alert.Root>
      ) : !o ? (
        <Center py="16">
          <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: "dashboard.loading" })} />
        </Center>
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: "2", md: "4" }}>
            <StatCard
              testId="stat-opportunities"
              icon={Megaphone}
              palette="purple"
              label={<FormattedMessage id="dashboard.stat.activeOpportunities" />}
              value={o.activeOpportunities}
              help={<FormattedMessage id="dashboard.stat.ofTotal" values={{ total: o.totalOpportunities }} />}
            />
            <StatCard
              testId="stat-applications"
              icon={FileCheck2}
              palette="blue"
              label={<FormattedMessage id="dashboard.stat.pendingApplications" />}
              value={o.pendingApplications}
              help={<FormattedMessage id="dashboard.stat.ofTotal" values={{ total: o.totalApplications }} />}
            />
            <StatCard
              testId="stat-requests"
              icon={ClipboardList}
              palette="orange"
              label={<FormattedMessage id="dashboard.stat.pendingRequests" />}
              value={o.pendingRequests}
              help={<FormattedMessage id="dashboard.stat.ofTotal" values={{ total: o.totalRequests }} />}
            />
            <StatCard
              testId="stat-users"
              icon={Users}
              palette="green"
              label={<FormattedMessage id="dashboard.stat.users" />}
              value={o.totalUsers}
              help={<FormattedMessage id="dashboard.stat.connections" values={{ count: o.connections }} />}
            />
          </SimpleGrid>

          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
            <ResponsiveTabList
              label={intl.formatMessage({ id: "dashboard.admin.tabs" })}
              value={tab}
              onChange={setTab}
              tabs={[
                { value: "overview", label: intl.formatMessage({ id: "dashboard.tab.overview" }) },
                { value: "applications", label: intl.formatMessage({ id: "dashboard.tab.applications" }), count: o.pendingApplications },
                { value: "requests", label: intl.formatMessage({ id: "dashboard.tab.requests" }), count: o.pendingRequests },
                { value: "opportunities", label: intl.formatMessage({ id: "dashboard.tab.opportunities" }) },
                { value: "users", label: intl.formatMessage({ id: "dashboard.tab.users" }) },
              ]}
            />
            <Tabs.Content value="overview">
              <AdminOverviewTab activity={o.recentActivity} countries={o.countryActivity} />
            </Tabs.Content>
            <Tabs.Content value="applications">
              <AdminApplicationsTab />
            </Tabs.Content>
            <Tabs.Content value="requests">
              <AdminRequestsTab />
            </Tabs.Content>
            <Tabs.Content value="opportunities">
              <AdminOpportunitiesTab />
            </Tabs.Content>
            <Tabs.Content value="users">
              <AdminUsersTab />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </Stack>
  );
}
