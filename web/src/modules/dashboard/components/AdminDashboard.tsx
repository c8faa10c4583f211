import { useQuery } from "@apollo/client/react";
import { Box, Center, HStack, Heading, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { ClipboardList, FileCheck2, Megaphone, Plus, UserRound, Users } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { AdminApplicationsTab } from "../../applications/components/AdminApplicationsTab";
import { useSession } from "../../../session/useSession";
import { AdminOpportunitiesTab } from "../../opportunities/components/AdminOpportunitiesTab";
import { useOpportunityEvents } from "../../opportunities/hooks/useOpportunityEvents";
import { AdminRequestsTab } from "../../service-requests/components/AdminRequestsTab";
import { LanguageSwitch } from "../../../ui/layout/LanguageSwitch";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { useTabParam } from "../hooks/useTabParam";
import { AdminOverviewTab } from "./AdminOverviewTab";
import { AdminUsersTab } from "./AdminUsersTab";
import { DashboardTabs } from "./DashboardTabs";
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
  // the opportunities list follows these events live; the cards count the same rows, so they follow too
  useOpportunityEvents(() => void refetch());
  const o = data?.adminOverview;
  const ofTotal = (total: number) => <FormattedMessage id="dashboard.stat.ofTotal" values={{ total }} />;
  const connections = (count: number) => <FormattedMessage id="dashboard.stat.connections" values={{ count }} />;
  const stats = o
    ? [
        { key: "opportunities", icon: Megaphone, palette: "purple", label: "activeOpportunities", value: o.activeOpportunities, help: ofTotal(o.totalOpportunities) },
        { key: "applications", icon: FileCheck2, palette: "blue", label: "pendingApplications", value: o.pendingApplications, help: ofTotal(o.totalApplications) },
        { key: "requests", icon: ClipboardList, palette: "orange", label: "pendingRequests", value: o.pendingRequests, help: ofTotal(o.totalRequests) },
        { key: "users", icon: Users, palette: "green", label: "users", value: o.totalUsers, help: connections(o.connections) },
      ]
    : [];

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
          <LinkButton to="/app?view=member" icon={UserRound} variant="outline" size="sm">
            <FormattedMessage id="dashboard.admin.memberView" />
          </LinkButton>
          <LinkButton to="/create-project" icon={Plus} colorPalette="brand" size="sm">
            <FormattedMessage id="dashboard.admin.newOpportunity" />
          </LinkButton>
        </HStack>
      </HStack>

      {error && !o ? (
        <LoadError onRetry={() => void refetch()} />
      ) : !o ? (
        <Center py="16">
          <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: "dashboard.loading" })} />
        </Center>
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: "2", md: "4" }}>
            {stats.map(({ key, label, ...stat }) => (
              <StatCard key={key} testId={`stat-${key}`} {...stat} label={<FormattedMessage id={`dashboard.stat.${label}`} />} />
            ))}
          </SimpleGrid>

          <DashboardTabs
            label={intl.formatMessage({ id: "dashboard.admin.tabs" })}
            value={tab}
            onChange={setTab}
            tabs={[
              {
                value: "overview",
                label: intl.formatMessage({ id: "dashboard.tab.overview" }),
                content: <AdminOverviewTab activity={o.recentActivity} countries={o.countryActivity} />,
              },
              {
                value: "applications",
                label: intl.formatMessage({ id: "dashboard.tab.applications" }),
                count: o.pendingApplications,
                content: <AdminApplicationsTab />,
              },
              { value: "requests", label: intl.formatMessage({ id: "dashboard.tab.requests" }), count: o.pendingRequests, content: <AdminRequestsTab /> },
              { value: "opportunities", label: intl.formatMessage({ id: "dashboard.tab.opportunities" }), content: <AdminOpportunitiesTab /> },
              { value: "users", label: intl.formatMessage({ id: "dashboard.tab.users" }), content: <AdminUsersTab /> },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
