import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { ProgressBar } from "../../../../ui/data/ProgressBar";
import { formatMoney } from "../../../../ui/format/formatMoney";
import { DetailRow } from "../../../../ui/overlay/DetailRow";
import { DetailSection } from "../../../../ui/overlay/DetailSection";
import { StatBlock } from "../../../../ui/overlay/StatBlock";
import { CountryLabel } from "../../../../domain/CountryLabel";
import { SectorLabel } from "../../../../domain/SectorLabel";
import { HealthLabel } from "../../../../domain/HealthLabel";
import { PriorityBadge } from "../PriorityBadge";
import { DeliverablesList } from "./DeliverablesList";
import { ScheduleBar } from "./ScheduleBar";
import { StatusActions } from "./StatusActions";

/** Status, priority, progress, health, description, money, deliverables and schedule. */
export function OverviewTab({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const money = (v: string) => formatMoney(v, project.currency, intl.locale);
  return (
    <Stack gap="6" pt="2">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <DetailRow label={t("projects.overview.client")}>
          <Text fontWeight="medium">{project.client.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {project.client.organization}
          </Text>
        </DetailRow>
        <DetailRow label={t("projects.overview.where")}>
          <Stack gap="1" fontSize="sm">
            <CountryLabel country={project.country} />
            <SectorLabel sector={project.sector} />
          </Stack>
        </DetailRow>
        <DetailRow label={t("projects.overview.priority")}>
          <PriorityBadge priority={project.priority} />
        </DetailRow>
        <DetailRow label={t("projects.overview.health")}>
          <HealthLabel health={project.health} />
        </DetailRow>
      </SimpleGrid>

      <StatusActions project={project} />

      <Box>
        <Flex justify="space-between" mb="1">
          <Text fontWeight="medium">
            <FormattedMessage id="projects.overview.progress" />
          </Text>
          <Text fontWeight="semibold">{project.progress}%</Text>
        </Flex>
        <ProgressBar value={project.progress} colorPalette="brand" label={t("projects.overview.progress")} />
      </Box>

      <DetailSection
        title={<FormattedMessage id="projects.overview.description" />}
        isEmpty={!project.description}
        empty={<FormattedMessage id="projects.overview.noDescription" />}
      >
        <Text whiteSpace="pre-wrap">{project.description}</Text>
      </DetailSection>

      <Card.Root variant="subtle">
        <Card.Body>
          <Heading as="h3" size="sm" mb="3">
            <FormattedMessage id="projects.overview.finance" />
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <StatBlock label={t("projects.overview.budget")}>{money(project.budget)}</StatBlock>
            <StatBlock label={t("projects.overview.spent")}>{money(project.spent)}</StatBlock>
            <StatBlock label={t("projects.overview.remaining")} color={Number(project.remaining) < 0 ? "red.fg" : undefined}>
              {money(project.remaining)}
            </StatBlock>
            <StatBlock label={t("projects.overview.execution")} testId="execution-percent">
              {intl.formatNumber(project.executionPercent, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%
            </StatBlock>
          </SimpleGrid>
          <Text mt="3" fontSize="sm" color="fg.muted">
            <FormattedMessage id="projects.overview.spentSource" />
          </Text>
        </Card.Body>
      </Card.Root>

      <DeliverablesList project={project} />

      <DetailSection title={<FormattedMessage id="projects.overview.schedule" />}>
        <ScheduleBar startDate={project.startDate} endDate={project.endDate} />
      </DetailSection>
    </Stack>
  );
}
