import { Box, Button, Flex, Heading, HStack, IconButton, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Download, LayoutGrid, List } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Language, ProjectFilter } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { LoadError } from "../../../ui/feedback/LoadError";
import { PageHeader } from "../../../ui/layout/PageHeader";
import { useCsvExport } from "../../../ui/files/useCsvExport";
import { AddButton, ConnectionList, orderByOf, pagingProps, SortSelect, useConnection } from "../../../ui/list";
import { PROJECT_SORT_FIELDS, useProjectFilters } from "../hooks/useProjectFilters";
import { ProjectCard } from "./ProjectCard";
import { ProjectDetailDialog } from "./ProjectDetailDialog";
import { ProjectFiltersBar } from "./ProjectFiltersBar";
import { ProjectFormDialog } from "./ProjectFormDialog";
import { ProjectSummaryCards } from "./ProjectSummaryCards";

const ProjectsDocument = graphql(`
  query ProjectsScreen_Projects($filter: ProjectFilter, $orderBy: ProjectOrder, $first: Int = 20, $after: String) {
    projects(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...ProjectCard_Project } }
    }
  }
`);

const SummaryDocument = graphql(`
  query ProjectsScreen_Summary($filter: ProjectFilter) {
    projectSummary(filter: $filter) {
      total
      active
      completed
      planning
      totalBudget
      averageProgress
    }
  }
`);

const ExportDocument = graphql(`
  query ProjectsScreen_Export($filter: ProjectFilter, $language: Language) {
    exportProjectsCsv(filter: $filter, language: $language)
  }
`);

/** the list's two layouts, as its toggle offers them */
const VIEWS = [
  { view: "grid", label: "projects.list.grid", icon: LayoutGrid },
  { view: "list", label: "projects.list.list", icon: List },
] as const;

export function ProjectsScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { locale } = useLocale();
  const filters = useProjectFilters();
  const variables = { filter: filters.filter as ProjectFilter };
  const list = useConnection(ProjectsDocument, { variables: { ...variables, orderBy: orderByOf(filters.sort) }, select: (d) => d.projects });
  const summary = useQuery(SummaryDocument, { variables });
  const [creating, setCreating] = useState(false);
  const { exporting, exportCsv } = useCsvExport(ExportDocument, (d) => d.exportProjectsCsv);

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }}>
      <PageHeader
        title={<FormattedMessage id="projects.page.title" />}
        subtitle={<FormattedMessage id="projects.page.subtitle" />}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => void exportCsv({ ...variables, language: locale as Language }, t("projects.export.fileName"))} loading={exporting}>
              <Download />
              <FormattedMessage id="projects.page.export" />
            </Button>
            <AddButton onClick={() => setCreating(true)}>
              <FormattedMessage id="projects.page.new" />
            </AddButton>
          </HStack>
        }
      />

      {summary.error ? <LoadError error={summary.error} onRetry={() => void summary.refetch()} /> : <ProjectSummaryCards summary={summary.data?.projectSummary} />}

      <ProjectFiltersBar filters={filters} />

      <Flex justify="space-between" align={{ base: "stretch", sm: "end" }} gap="3" direction={{ base: "column", sm: "row" }}>
        <Heading as="h2" size="md" aria-live="polite">
          <FormattedMessage id="projects.list.count" values={{ count: list.totalCount ?? 0 }} />
        </Heading>
        <HStack gap="2" align="end">
          <Box minW="56">
            <SortSelect
              fields={PROJECT_SORT_FIELDS.map((field) => ({ field, label: t(`projects.sort.${field}`) }))}
              sort={filters.sort}
              onChange={filters.setSort}
              placeholder={t("projects.sort.default")}
            />
          </Box>
          <HStack gap="1" role="group" aria-label={t("projects.list.view")}>
            {VIEWS.map(({ view, label, icon: Icon }) => (
              <IconButton
                key={view}
                size="sm"
                variant={filters.view === view ? "solid" : "ghost"}
                colorPalette="brand"
                aria-pressed={filters.view === view}
                aria-label={t(label)}
                onClick={() => filters.setView(view)}
              >
                <Icon />
              </IconButton>
            ))}
          </HStack>
        </HStack>
      </Flex>

      <Box data-view={filters.view}>
        <ConnectionList
          label={t("projects.page.title")}
          items={list.nodes}
          itemKey={(p) => p.id}
          columns={filters.view === "grid" ? { base: 1, md: 2, xl: 3 } : undefined}
          renderItem={(p) => <ProjectCard project={p} layout={filters.view} onOpen={() => filters.openProject(p.id)} />}
          {...pagingProps(list)}
          empty={<FormattedMessage id="projects.list.emptyTitle" />}
        />
      </Box>

      {creating && (
        <ProjectFormDialog
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            filters.openProject(id);
          }}
        />
      )}
      {filters.openProjectId && <ProjectDetailDialog projectId={filters.openProjectId} onClose={() => filters.openProject(null)} />}
    </Stack>
  );
}
