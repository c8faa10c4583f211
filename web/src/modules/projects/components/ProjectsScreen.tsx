import { Box, Button, Center, Flex, Heading, HStack, IconButton, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { Download, FolderSearch, LayoutGrid, List, Plus } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Language } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { LoadError } from "../../../ui/feedback/LoadError";
import { downloadText } from "../../../ui/files/downloadText";
import { useProjectFilters } from "../hooks/useProjectFilters";
import { notifyError } from "../utils/notifyError";
import { ProjectCard } from "./ProjectCard";
import { ProjectDetailDialog } from "./ProjectDetailDialog";
import { ProjectFiltersBar } from "./ProjectFiltersBar";
import { ProjectFormDialog } from "./ProjectFormDialog";
import { ProjectSummaryCards } from "./ProjectSummaryCards";

const PAGE_SIZE = 24;

const ProjectsDocument = graphql(`
  query ProjectsScreen_Projects($filter: ProjectFilter, $first: Int, $after: String) {
    projects(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...ProjectCard_Project
        }
      }
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

export function ProjectsScreen() {
  const intl = useIntl();
  const { locale } = useLocale();
  const client = useApolloClient();
  const filters = useProjectFilters();
  const variables = { filter: filters.filter as never };
  const list = useQuery(ProjectsDocument, { variables: { ...variables, first: PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const summary = useQuery(SummaryDocument, { variables });
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const projects = list.data?.projects.edges.map((e) => e.node) ?? [];
  const total = list.data?.projects.totalCount ?? 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: ExportDocument,
        variables: { ...variables, language: locale as Language },
        fetchPolicy: "network-only",
      });
      if (data) downloadText(data.exportProjectsCsv, `${intl.formatMessage({ id: "projects.export.fileName" })}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notifyError(intl, error);
    } finally {
      setExporting(false);
    }
  };

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await list.fetchMore({
        variables: { after: list.data?.projects.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) =>
          fetchMoreResult
            ? { projects: { ...fetchMoreResult.projects, edges: [...prev.projects.edges, ...fetchMoreResult.projects.edges] } }
            : prev,
      });
    } catch (error) {
      notifyError(intl, error);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="6" p={{ base: "4", md: "6" }}>
      <Flex justify="space-between" align={{ base: "stretch", md: "center" }} gap="4" direction={{ base: "column", md: "row" }}>
        <Box>
          <Heading as="h1" size="2xl">
            <FormattedMessage id="projects.page.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="projects.page.subtitle" />
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={exportCsv} loading={exporting}>
            <Download />
            <FormattedMessage id="projects.page.export" />
          </Button>
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            <Plus />
            <FormattedMessage id="projects.page.new" />
          </Button>
        </HStack>
      </Flex>

      {summary.error ? <LoadError onRetry={() => void summary.refetch()} /> : <ProjectSummaryCards summary={summary.data?.projectSummary} />}

      <ProjectFiltersBar filters={filters} />

      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h2" size="md" aria-live="polite">
          <FormattedMessage id="projects.list.count" values={{ count: total }} />
        </Heading>
        <HStack gap="1" role="group" aria-label={intl.formatMessage({ id: "projects.list.view" })}>
          <IconButton
            size="sm"
            variant={filters.view === "grid" ? "solid" : "ghost"}
            colorPalette="brand"
            aria-pressed={filters.view === "grid"}
            aria-label={intl.formatMessage({ id: "projects.list.grid" })}
            onClick={() => filters.setView("grid")}
          >
            <LayoutGrid />
          </IconButton>
          <IconButton
            size="sm"
            variant={filters.view === "list" ? "solid" : "ghost"}
            colorPalette="brand"
            aria-pressed={filters.view === "list"}
            aria-label={intl.formatMessage({ id: "projects.list.list" })}
            onClick={() => filters.setView("list")}
          >
            <List />
          </IconButton>
        </HStack>
      </Flex>

      {list.error ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data && list.loading ? (
        <Center py="16">
          <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: "common.loading" })} />
        </Center>
      ) : projects.length === 0 ? (
        <Center py="16" flexDirection="column" gap="2" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="xl">
          <FolderSearch size={40} aria-hidden />
          <Heading as="h3" size="md">
            <FormattedMessage id="projects.list.emptyTitle" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="projects.list.emptyHint" />
          </Text>
        </Center>
      ) : (
        <Stack gap="4">
          {filters.view === "grid" ? (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-view="grid">
              {projects.map((p) => (
                <ProjectCard key={p.id} project={p} layout="grid" onOpen={() => filters.openProject(p.id)} />
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap="3" data-view="list">
              {projects.map((p) => (
                <ProjectCard key={p.id} project={p} layout="list" onOpen={() => filters.openProject(p.id)} />
              ))}
            </Stack>
          )}
          {list.data?.projects.pageInfo.hasNextPage && (
            <Center>
              <Button variant="outline" onClick={loadMore} loading={loadingMore}>
                <FormattedMessage id="projects.list.more" />
              </Button>
            </Center>
          )}
        </Stack>
      )}

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
