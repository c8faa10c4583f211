import { Box, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { formatDate } from "../../../../ui/format/formatDate";

/** "Projeto Criado", one entry per milestone, then "Fim do Projeto" (green once completed). */
export function TimelineTab({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  return (
    <Stack as="ol" gap="0" pt="4" listStyleType="none" aria-label={intl.formatMessage({ id: "projects.tab.timeline" })}>
      {project.timeline.map((entry, i) => {
        const isEnd = entry.kind === "END";
        const color = isEnd ? (entry.completed ? "green.solid" : "gray.400") : entry.completed ? "brand.solid" : entry.overdue ? "red.solid" : "gray.400";
        const title =
          entry.kind === "CREATED" ? intl.formatMessage({ id: "projects.timeline.created" }) : isEnd ? intl.formatMessage({ id: "projects.timeline.end" }) : entry.title;
        const detail = isEnd
          ? intl.formatMessage({ id: entry.completed ? "projects.timeline.completed" : "projects.timeline.expected" })
          : entry.kind === "MILESTONE"
            ? intl.formatMessage({ id: entry.completed ? "projects.milestones.done" : entry.overdue ? "projects.milestones.overdue" : "projects.milestones.pending" })
            : null;
        const last = i === project.timeline.length - 1;
        return (
          <Box as="li" key={`${entry.kind}-${i}`} position="relative" ps="8" pb={last ? "0" : "6"} data-kind={entry.kind} data-completed={entry.completed}>
            {!last && <Box position="absolute" left="7px" top="4" bottom="0" w="2px" bg="border" aria-hidden />}
            <Box position="absolute" left="0" top="1" boxSize="4" borderRadius="full" bg={color} aria-hidden />
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {entry.date ? formatDate(entry.date, intl.locale) : <FormattedMessage id="projects.timeline.noDate" />}
              {detail ? ` · ${detail}` : ""}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
