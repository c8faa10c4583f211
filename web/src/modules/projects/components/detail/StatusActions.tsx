import { notifyError } from "../../../../ui/feedback/notify";
import { Button, HStack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment, ProjectStatus } from "../../../../gql/graphql";
import { PROJECT_ACTIONS } from "../../utils/projectTransitions";
import { ConfirmDialog } from "../../../../ui/feedback/ConfirmDialog";
import { LIST_QUERIES } from "../ProjectFormDialog";
import { ProjectStatusBadge } from "../../../../domain/ProjectStatusBadge";

const ChangeStatusDocument = graphql(`
  mutation StatusActions_Change($id: ID!, $status: ProjectStatus!) {
    changeProjectStatus(id: $id, status: $status) {
      ...ProjectDetail_Project
    }
  }
`);

const FINAL = new Set(["COMPLETED", "CANCELLED"]);

/** The status and the moves allowed from it; final moves ask first. */
export function StatusActions({ project }: { project: ProjectDetail_ProjectFragment }) {
  const intl = useIntl();
  const [change, { loading }] = useMutation(ChangeStatusDocument, { refetchQueries: LIST_QUERIES });
  const [confirm, setConfirm] = useState<{ to: string; label: string } | null>(null);
  const actions = PROJECT_ACTIONS[project.status] ?? [];

  const run = async (to: string) => {
    try {
      await change({ variables: { id: project.id, status: to as ProjectStatus } });
      setConfirm(null);
    } catch (e) {
      notifyError(intl, e);
    }
  };

  return (
    <HStack gap="3" wrap="wrap" borderWidth="1px" borderRadius="lg" p="3">
      <Text fontWeight="medium">
        <FormattedMessage id="projects.overview.status" />
      </Text>
      <ProjectStatusBadge status={project.status} />
      {actions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="projects.action.final" />
        </Text>
      ) : (
        actions.map((a) => (
          <Button
            key={a.to}
            size="xs"
            variant={a.to === "CANCELLED" ? "outline" : "subtle"}
            colorPalette={a.to === "CANCELLED" ? "red" : "brand"}
            disabled={loading}
            onClick={() => (FINAL.has(a.to) ? setConfirm(a) : void run(a.to))}
          >
            <FormattedMessage id={a.label} />
          </Button>
        ))
      )}
      {confirm && (
        <ConfirmDialog
          title={intl.formatMessage({ id: confirm.label })}
          text={intl.formatMessage({ id: `projects.action.confirm.${confirm.to}` })}
          confirmLabel={intl.formatMessage({ id: confirm.label })}
          loading={loading}
          onConfirm={() => void run(confirm.to)}
          onClose={() => setConfirm(null)}
        />
      )}
    </HStack>
  );
}
