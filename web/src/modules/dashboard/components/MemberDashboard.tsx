import { useQuery } from "@apollo/client/react";
import { Box, Button, HStack, Heading, Stack } from "@chakra-ui/react";
import { BookOpen, Briefcase, FileText, LayoutGrid, Users } from "lucide-react";
import { useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { ServiceCategory } from "../../../gql/graphql";
import { LoadError } from "../../../ui/feedback/LoadError";
import { MemberApplicationsTab } from "../../applications/components/MemberApplicationsTab";
import { useSession } from "../../../session/useSession";
import { NetworkModal } from "../../network/components/NetworkModal";
import { NetworkTab } from "../../network/components/NetworkTab";
import { ProfessionalSearchDialog } from "../../network/components/ProfessionalSearchDialog";
import { MemberOpportunitiesTab } from "../../opportunities/components/MemberOpportunitiesTab";
import { ResourcesTab } from "../../resources/components/ResourcesTab";
import { CategoryModal } from "../../service-requests/components/CategoryModal";
import { MyServiceRequests } from "../../service-requests/components/MyServiceRequests";
import { type RequestedService, ServiceRequestForm } from "../../service-requests/components/ServiceRequestForm";
import { ServicesOverviewModal } from "../../service-requests/components/ServicesOverviewModal";
import { useTabParam } from "../hooks/useTabParam";
import { AdminNoticeBanner } from "./AdminNoticeBanner";
import { AfterFirstPaint, MountOnceOpened } from "./AfterFirstPaint";
import { DashboardTabs } from "./DashboardTabs";
import { DashboardActivityProvider } from "./DashboardActivityProvider";
import { MemberCountTiles } from "./MemberCountTiles";
import { MemberCtaBanner } from "./MemberCtaBanner";
import { MemberWelcomeHeader } from "./MemberWelcomeHeader";

const COUNTS = graphql(`
  query MemberDashboard_Counts {
    myServiceRequestStats {
      total
      byCategory {
        category
        count
      }
    }
    connectionStats {
      total
    }
  }
`);

const TABS = ["opportunities", "applications", "network", "resources"] as const;

/** The member's personal dashboard (spec §2.8). */
export function MemberDashboard() {
  const intl = useIntl();
  const { user } = useSession();
  const [tab, setTab] = useTabParam(TABS, "opportunities");
  const { data, error, refetch } = useQuery(COUNTS, { skip: !user });
  const [category, setCategory] = useState<ServiceCategory | null>(null);
  const [service, setService] = useState<RequestedService | null>(null);
  const [overviewOpen, setOverviewOpen] = useState(false);
  const [networkOpen, setNetworkOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);

  if (!user) return null;

  const byCategory = data ? Object.fromEntries(data.myServiceRequestStats.byCategory.map((c) => [c.category, c.count])) : null;

  const explore = () => {
    setTab("opportunities");
    requestAnimationFrame(() => tabsRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }));
  };
  const choose = (s: RequestedService) => {
    setCategory(null);
    setOverviewOpen(false);
    setService(s);
  };

  return (
    <DashboardActivityProvider>
      <Stack gap="6">
        {user.role === "ADMIN" && <AdminNoticeBanner />}
        <MemberWelcomeHeader user={user} onExplore={explore} />

        {error && !data && <LoadError onRetry={() => void refetch()} />}

        <Box as="section" aria-labelledby="services-title">
          <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
            <Heading as="h2" size="lg" id="services-title">
              <FormattedMessage id="dashboard.member.services" />
            </Heading>
            <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setOverviewOpen(true)}>
              <LayoutGrid aria-hidden />
              <FormattedMessage id="dashboard.member.allServices" />
            </Button>
          </HStack>
          <MemberCountTiles
            byCategory={byCategory}
            connections={data ? data.connectionStats.total : null}
            onCategory={setCategory}
            onConnections={() => setNetworkOpen(true)}
          />
        </Box>

        {/* Below the first screen on a phone: rendered once the welcome and the
            service tiles have been painted (their requests start a frame later). */}
        <AfterFirstPaint>
          <Stack gap="6">
            <Box id="my-requests" scrollMarginTop="24">
              <MyServiceRequests onNewRequest={() => setOverviewOpen(true)} />
            </Box>

            <Box ref={tabsRef} scrollMarginTop="24">
              <DashboardTabs
                label={intl.formatMessage({ id: "dashboard.member.tabs" })}
                value={tab}
                onChange={setTab}
                tabs={[
                  {
                    value: "opportunities",
                    label: intl.formatMessage({ id: "dashboard.tab.opportunities" }),
                    icon: <Briefcase aria-hidden size={16} />,
                    content: <MemberOpportunitiesTab />,
                  },
                  {
                    value: "applications",
                    label: intl.formatMessage({ id: "dashboard.tab.myApplications" }),
                    icon: <FileText aria-hidden size={16} />,
                    content: <MemberApplicationsTab />,
                  },
                  { value: "network", label: intl.formatMessage({ id: "dashboard.tab.network" }), icon: <Users aria-hidden size={16} />, content: <NetworkTab /> },
                  {
                    value: "resources",
                    label: intl.formatMessage({ id: "dashboard.tab.resources" }),
                    icon: <BookOpen aria-hidden size={16} />,
                    content: <ResourcesTab />,
                  },
                ]}
              />
            </Box>

            <MemberCtaBanner onExplore={explore} onConnect={() => setSearchOpen(true)} />
          </Stack>
        </AfterFirstPaint>
      </Stack>

      {/* closed dialogs cost a render each: mounted when first opened */}
      <MountOnceOpened open={category !== null}>
        <CategoryModal category={category} onClose={() => setCategory(null)} onChoose={choose} />
      </MountOnceOpened>
      <MountOnceOpened open={overviewOpen}>
        <ServicesOverviewModal open={overviewOpen} onClose={() => setOverviewOpen(false)} onChoose={choose} />
      </MountOnceOpened>
      {/* always mounted: it opens as the category panel closes, and a dialog mounted at that moment
          is left hidden from assistive technology by the closing one (ServiceRequestForm) */}
      <ServiceRequestForm service={service} onClose={() => setService(null)} />
      <MountOnceOpened open={networkOpen}>
        <NetworkModal open={networkOpen} onClose={() => setNetworkOpen(false)} />
      </MountOnceOpened>
      <MountOnceOpened open={searchOpen}>
        <ProfessionalSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
      </MountOnceOpened>
    </DashboardActivityProvider>
  );
}
