import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, TeamScreen_PerformanceQuery } from "../../../gql/graphql";
import { PersonCell } from "../../../ui/data/PersonCell";
import { ProgressBar } from "../../../ui/data/ProgressBar";
import { type Column, DataTable } from "../../../ui/list";

const PerformanceDocument = graphql(`
  query TeamScreen_Performance($country: Country) {
    teamPerformance(country: $country) {
      staffMember {
        id
        name
        role
        avatarUrl
      }
      projectCount
      activeProjectCount
      milestonesCompleted
      milestonesTotal
      openRisks
    }
  }
`);

type Row = TeamScreen_PerformanceQuery["teamPerformance"][number];

/** Per member, from the projects they are on: projects, milestones completed (bar), open risks. */
export function PerformanceTab({ country }: { country: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error, refetch } = useQuery(PerformanceDocument, { variables: { country: (country || null) as Country | null } });
  const rows = data?.teamPerformance;
  const maxProjects = Math.max(1, ...(rows ?? []).map((r) => r.projectCount));
  const columns: Array<Column<Row>> = [
    {
      key: "member",
      header: t("team.performance.member"),
      mobileLabel: false,
      cell: (r) => <PersonCell name={r.staffMember.name} src={r.staffMember.avatarUrl} size="xs" note={r.staffMember.role} />,
    },
    {
      key: "projects",
      header: t("team.performance.projects"),
      minW: "40",
      cell: (r) => (
        <Stack gap="1">
          <Text fontSize="sm">
            <FormattedMessage id="team.performance.projectsValue" values={{ total: r.projectCount, active: r.activeProjectCount }} />
          </Text>
          <ProgressBar value={(r.projectCount / maxProjects) * 100} size="xs" colorPalette="brand" label={t("team.performance.projects")} />
        </Stack>
      ),
    },
    {
      key: "milestones",
      header: t("team.performance.milestones"),
      minW: "48",
      cell: (r) => {
        const done = r.milestonesTotal ? Math.round((r.milestonesCompleted / r.milestonesTotal) * 100) : 0;
        return (
          <Stack gap="1">
            <Flex justify="space-between" fontSize="sm">
              <Text>
                <FormattedMessage id="team.performance.milestonesValue" values={{ done: r.milestonesCompleted, total: r.milestonesTotal }} />
              </Text>
              <Text color="fg.muted">{done}%</Text>
            </Flex>
            <ProgressBar value={done} size="xs" colorPalette="green" label={t("team.performance.milestones")} />
          </Stack>
        );
      },
    },
    {
      key: "openRisks",
      header: t("team.performance.openRisks"),
      align: "end",
      cell: (r) => (
        <Text fontWeight="semibold" color={r.openRisks ? "orange.fg" : "fg.muted"}>
          {r.openRisks}
        </Text>
      ),
    },
  ];
  return (
    <Box mt="4">
      <DataTable
        label={t("team.tab.performance")}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.staffMember.id}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={t("team.performance.empty")}
      />
    </Box>
  );
}
