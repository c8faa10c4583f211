import { Box, Card, Flex, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ProjectCard_ProjectFragment } from "../../../gql/graphql";
import { ProgressBar } from "../../../ui/data/ProgressBar";
import { formatMoney } from "../../../ui/format/formatMoney";
import { CountryLabel } from "../../../domain/CountryLabel";
import { SectorLabel } from "../../../domain/SectorLabel";
import { AvatarStack } from "../../../ui/data/AvatarStack";
import { HealthLabel } from "../../../domain/HealthLabel";
import { PriorityBadge } from "./PriorityBadge";
import { ProjectStatusBadge } from "../../../domain/ProjectStatusBadge";

interface Props {
  project: ProjectCard_ProjectFragment;
  layout: "grid" | "list";
  onOpen: () => void;
}

/** A project in the list; the whole card opens the detail. */
export function ProjectCard({ project, layout, onOpen }: Props) {
  const intl = useIntl();
  const people = project.members.map((m) => ({ id: m.staffMember.id, name: m.staffMember.name, avatarUrl: m.staffMember.avatarUrl }));
  const progress = (
    <Box minW={layout === "list" ? "40" : undefined}>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mb="1">
        <FormattedMessage id="projects.card.progress" />
        <Text as="span">{project.progress}%</Text>
      </Flex>
      <ProgressBar value={project.progress} size="sm" colorPalette="brand" label={intl.formatMessage({ id: "projects.card.progress" })} />
    </Box>
  );
  return (
    <Card.Root
      as="article"
      variant="outline"
      cursor="pointer"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ shadow: "md", borderColor: "brand.emphasized" }}
      onClick={onOpen}
      data-testid="project-card"
    >
      <Card.Body gap="3" p={layout === "list" ? "4" : "5"}>
        <Flex gap="3" direction={layout === "list" ? { base: "column", md: "row" } : "column"} align={layout === "list" ? { md: "center" } : undefined}>
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h3" size="md" lineClamp={2}>
              {/* a real button, so keyboard users can open the detail too */}
              <Box
                as="button"
                textAlign="start"
                onClick={(e: MouseEvent) => {
                  e.stopPropagation();
                  onOpen();
                }}
                _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
              >
                {project.name}
              </Box>
            </Heading>
            <Text fontSize="sm" color="fg.muted" truncate>
              {project.client.name}
            </Text>
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
              <CountryLabel country={project.country} />
              <SectorLabel sector={project.sector} />
            </HStack>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <ProjectStatusBadge status={project.status} />
            <PriorityBadge priority={project.priority} />
          </HStack>
          {layout === "list" && progress}
        </Flex>
        {layout === "grid" && progress}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="projects.card.budget" />
            </Text>
            <Text fontWeight="semibold">{formatMoney(project.budget, project.currency, intl.locale, { fractionDigits: 0 })}</Text>
          </Stack>
          <HealthLabel health={project.health} />
          <AvatarStack people={people} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
