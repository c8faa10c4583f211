import { Badge, Tabs } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { type ComponentType, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../gql/graphql";
import { LoadState } from "../../../ui/feedback/LoadState";
import { RecordDialog } from "../../../ui/overlay/RecordDialog";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { projectFormValuesOf } from "../utils/projectFormValuesOf";
import { DocumentsTab } from "./detail/DocumentsTab";
import { MilestonesTab } from "./detail/MilestonesTab";
import { OverviewTab } from "./detail/OverviewTab";
import { RisksTab } from "./detail/RisksTab";
import { TeamTab } from "./detail/TeamTab";
import { TimelineTab } from "./detail/TimelineTab";
import { LIST_QUERIES, ProjectFormDialog } from "./ProjectFormDialog";
import { ProjectStatusBadge } from "../../../domain/ProjectStatusBadge";

const ProjectDocument = graphql(`
  query ProjectDetailDialog_Project($id: ID!) {
    project(id: $id) {
      ...ProjectDetail_Project
    }
  }
`);

const DeleteDocument = graphql(`
  mutation ProjectDetailDialog_Delete($id: ID!) {
    deleteProject(id: $id)
  }
`);

/** each tab, in order, and what it shows of the project */
const TAB_CONTENT = {
  overview: OverviewTab,
  team: TeamTab,
  milestones: MilestonesTab,
  risks: RisksTab,
  documents: DocumentsTab,
  timeline: TimelineTab,
} satisfies Record<string, ComponentType<{ project: ProjectDetail_ProjectFragment }>>;
const TABS = Object.keys(TAB_CONTENT) as Array<keyof typeof TAB_CONTENT>;

/** The project detail: six tabs, and a footer to edit or delete. */
export function ProjectDetailDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, error, refetch } = useQuery(ProjectDocument, { variables: { id: projectId } });
  const [remove] = useMutation(DeleteDocument, { refetchQueries: LIST_QUERIES });
  const [editing, setEditing] = useState(false);
  const project = data?.project;

  const counts: Record<keyof typeof TAB_CONTENT, number | null> = {
    overview: null,
    team: project?.members.length ?? null,
    milestones: project?.milestones.length ?? null,
    risks: project?.risks.length ?? null,
    documents: project?.documents.length ?? null,
    timeline: null,
  };

  return (
    <>
      <RecordDialog
        onClose={onClose}
        title={<FormattedMessage id="projects.detail.title" />}
        record={project && { name: project.name, status: <ProjectStatusBadge status={project.status} /> }}
        note={project ? <FormattedMessage id="projects.detail.updatedAt" values={{ date: formatDateTime(project.updatedAt, intl.locale) }} /> : null}
        onEdit={() => setEditing(true)}
        editLabel={t("projects.detail.edit")}
        deletion={{
          label: t("projects.detail.delete"),
          question: t("projects.detail.confirmDelete"),
          confirmLabel: t("projects.detail.deleteConfirm"),
          run: () => remove({ variables: { id: projectId }, update: (cache) => cache.evict({ id: cache.identify({ __typename: "Project", id: projectId }) }) }),
          done: "projects.detail.deleted",
        }}
      >
        <LoadState data={project} error={error} onRetry={() => void refetch()}>
          {(project) => (
            <Tabs.Root defaultValue="overview" variant="line" colorPalette="brand" lazyMount>
              <Tabs.List overflowX="auto" overflowY="hidden">
                {TABS.map((tab) => (
                  <Tabs.Trigger key={tab} value={tab} flexShrink={0}>
                    <FormattedMessage id={`projects.tab.${tab}`} />
                    {counts[tab] != null && (
                      <Badge size="sm" variant="subtle">
                        {counts[tab]}
                      </Badge>
                    )}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {TABS.map((tab) => {
                const Content = TAB_CONTENT[tab];
                return (
                  <Tabs.Content key={tab} value={tab}>
                    <Content project={project} />
                  </Tabs.Content>
                );
              })}
            </Tabs.Root>
          )}
        </LoadState>
      </RecordDialog>
      {editing && project && (
        <ProjectFormDialog editing={{ id: project.id, values: projectFormValuesOf(project) }} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      )}
    </>
  );
}
