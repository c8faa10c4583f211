import { Box, Flex, HStack, Progress, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, TeamScreen_PerformanceQuery } from "../../../gql/graphql";
import { LoadState } from "../../../ui/feedback/LoadState";
import { PersonAvatar } from "../../../ui/data/PersonAvatar";

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

/** Per member, from the projects they are on: projects, milestones completed (bar), open risks. */
export function PerformanceTab({ country }: { country: string }) {
  const { data, error, refetch } = useQuery(PerformanceDocument, { variables: { country: (country || null) as Country | null } });
  return (
    <LoadState data={data?.teamPerformance} error={error} onRetry={() => void refetch()}>
      {(rows) => <PerformanceTable rows={rows} />}
    </LoadState>
  );
}

/** The table itself, once the figures are there. */
function PerformanceTable({ rows }: { rows: TeamScreen_PerformanceQuery["teamPerformance"] }) {
  const intl = useIntl();
  const maxProjects = Math.max(1, ...rows.map((r) => r.projectCount));
  return (
    // scrolls sideways on phones: focusable (and named) so the keyboard can scroll it
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" mt="4" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: "team.tab.performance" })}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="team.performance.member" />
            </Table.ColumnHeader>
            <Table.ColumnHeader minW="40">
              <FormattedMessage id="team.performance.projects" />
            </Table.ColumnHeader>
            <Table.ColumnHeader minW="48">
              <FormattedMessage id="team.performance.milestones" />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="team.performance.openRisks" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => {
            const done = r.milestonesTotal ? Math.round((r.milestonesCompleted / r.milestonesTotal) * 100) : 0;
            return (
              <Table.Row key={r.staffMember.id}>
                <Table.Cell>
                  <HStack gap="3">
                    <PersonAvatar name={r.staffMember.name} src={r.staffMember.avatarUrl} size="xs" />
                    <Box>
                      <Text fontWeight="medium">{r.staffMember.name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {r.staffMember.role}
                      </Text>
                    </Box>
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1">
                    <Text fontSize="sm">
                      <FormattedMessage id="team.performance.projectsValue" values={{ total: r.projectCount, active: r.activeProjectCount }} />
                    </Text>
                    <Progress.Root
                      value={(r.projectCount / maxProjects) * 100}
                      size="xs"
                      colorPalette="brand"
                      aria-label={intl.formatMessage({ id: "team.performance.projects" })}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1">
                    <Flex justify="space-between" fontSize="sm">
                      <Text>
                        <FormattedMessage id="team.performance.milestonesValue" values={{ done: r.milestonesCompleted, total: r.milestonesTotal }} />
                      </Text>
                      <Text color="fg.muted">{done}%</Text>
                    </Flex>
                    <Progress.Root value={done} size="xs" colorPalette="green" aria-label={intl.formatMessage({ id: "team.performance.milestones" })}>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Text fontWeight="semibold" color={r.openRisks ? "orange.fg" : "fg.muted"}>
                    {r.openRisks}
                  </Text>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
