import { Box, Button, Flex, SimpleGrid, Stack, Tabs } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Globe2, UserCheck, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country } from "../../../gql/graphql";
import { StatCard } from "../../../ui/data/StatCard";
import { LoadState } from "../../../ui/feedback/LoadState";
import { PageHeader } from "../../../ui/layout/PageHeader";
import { ParamFilterSelect, useListParams } from "../../../ui/list";
import { useVocabulary } from "../../../domain/vocabulary";
import { DepartmentsTab } from "./DepartmentsTab";
import { DirectoryTab } from "./DirectoryTab";
import { PerformanceTab } from "./PerformanceTab";
import { StaffDetailDialog } from "./StaffDetailDialog";
import { StaffFormDialog } from "./StaffFormDialog";
import { TeamOverviewTab } from "./TeamOverviewTab";

const StaffDocument = graphql(`
  query TeamScreen_Staff($filter: StaffFilter, $first: Int) {
    staffMembers(filter: $filter, first: $first) {
      totalCount
      edges {
        node {
          ...TeamMember_Staff
        }
      }
    }
  }
`);

const SummaryDocument = graphql(`
  query TeamScreen_Summary($country: Country) {
    teamSummary(country: $country) {
      total
      active
      byCountry {
        country
        count
      }
    }
    departmentSummary(country: $country) {
      department
      count
    }
  }
`);

const TABS = ["overview", "directory", "departments", "performance"] as const;

export function TeamScreen() {
  const intl = useIntl();
  const vocabulary = useVocabulary();
  const list = useListParams({ filters: { country: "", tab: "overview", staff: "" } });
  const { country } = list.filters;
  const tab = (TABS as readonly string[]).includes(list.filters.tab) ? list.filters.tab : "overview";

  const staff = useQuery(StaffDocument, { variables: { filter: country ? { country: country as Country } : null, first: 100 } });
  const summary = useQuery(SummaryDocument, { variables: { country: (country || null) as Country | null } });
  const [form, setForm] = useState<{ id?: string } | null>(null);
  // the member whose detail is open is in the URL, so a link (the header search's) can open it
  const viewing = list.filters.staff || null;
  const setViewing = (id: string | null) => list.setFilter("staff", id ?? "");
  const members = staff.data?.staffMembers.edges.map((e) => e.node) ?? [];

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }}>
      <PageHeader
        title={<FormattedMessage id="team.page.title" />}
        subtitle={<FormattedMessage id="team.page.subtitle" />}
        align="end"
        actions={
          <Flex gap="3" align="end" direction={{ base: "column", sm: "row" }}>
            <Box minW="48">
              <ParamFilterSelect
                params={list}
                name="country"
                label={intl.formatMessage({ id: "team.filters.country" })}
                options={vocabulary.options("country")}
                allLabel={intl.formatMessage({ id: "team.filters.allCountries" })}
              />
            </Box>
            <Button colorPalette="brand" onClick={() => setForm({})}>
              <UserPlus />
              <FormattedMessage id="team.page.add" />
            </Button>
          </Flex>
        }
      />

      <LoadState data={summary.data?.teamSummary} error={summary.error} onRetry={() => void summary.refetch()}>
        {(s) => (
          <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
            <StatCard dense label={intl.formatMessage({ id: "team.cards.total" })} value={intl.formatNumber(s.total)} icon={<Users />} palette="brand" />
            <StatCard dense label={intl.formatMessage({ id: "team.cards.active" })} value={intl.formatNumber(s.active)} icon={<UserCheck />} palette="green" />
            {s.byCountry
              .filter((c) => c.country !== "OTHER")
              .map((c) => (
                <StatCard
                  dense
                  key={c.country}
                  label={intl.formatMessage({ id: `common.country.${c.country}` })}
                  value={intl.formatNumber(c.count)}
                  icon={<Globe2 />}
                  palette="gold"
                />
              ))}
          </SimpleGrid>
        )}
      </LoadState>

      <Tabs.Root value={tab} onValueChange={(e) => list.setFilter("tab", e.value)} variant="line" colorPalette="brand" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden">
          {TABS.map((k) => (
            <Tabs.Trigger key={k} value={k} flexShrink={0}>
              <FormattedMessage id={`team.tab.${k}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <LoadState data={staff.data} error={staff.error} onRetry={() => void staff.refetch()}>
          {() => (
            <>
              <Tabs.Content value="overview">
                <TeamOverviewTab members={members} onView={setViewing} />
              </Tabs.Content>
              <Tabs.Content value="directory">
                <DirectoryTab country={country} onView={setViewing} onEdit={(id) => setForm({ id })} />
              </Tabs.Content>
              <Tabs.Content value="departments">
                <DepartmentsTab members={members} counts={summary.data?.departmentSummary ?? []} />
              </Tabs.Content>
              <Tabs.Content value="performance">
                <PerformanceTab country={country} />
              </Tabs.Content>
            </>
          )}
        </LoadState>
      </Tabs.Root>

      {form && <StaffFormDialog member={form.id ? members.find((m) => m.id === form.id) : undefined} onClose={() => setForm(null)} />}
      {viewing && (
        <StaffDetailDialog
          staffId={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setForm({ id: viewing });
            setViewing(null);
          }}
        />
      )}
    </Stack>
  );
}
