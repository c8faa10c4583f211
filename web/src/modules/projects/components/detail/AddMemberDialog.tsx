import { useMutation, useQuery } from "@apollo/client/react";
import { memberRole } from "@ponte/contracts/projects";
import { Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { notifySuccess } from "../../../../ui/feedback/notify";
import { EntityFormDialog } from "../../../../ui/forms/EntityFormDialog";
import { SelectField, TextField } from "../../../../ui/forms/fields";
import { useEntityForm } from "../../../../ui/forms/useEntityForm";
import { LIST_QUERIES } from "../ProjectFormDialog";

/** Someone from the directory, with an optional role (the API's rule). */
export const memberFormSchema = z.object({ staffMemberId: z.string().min(1, "REQUIRED"), role: memberRole() });
type F = z.input<typeof memberFormSchema>;

// Someone from the directory as the person choice shows them: "name — role (country)".
graphql(`
  fragment AddMemberDialog_StaffOption on StaffMember {
    id
    name
    role
    country
  }
`);

const StaffDocument = graphql(`
  query AddMemberDialog_Staff($first: Int) {
    staffMembers(first: $first) {
      edges {
        node {
          ...AddMemberDialog_StaffOption
        }
      }
    }
  }
`);

export const AddDocument = graphql(`
  mutation AddMemberDialog_Add($projectId: ID!, $staffMemberId: ID!, $role: String) {
    addProjectMember(projectId: $projectId, staffMemberId: $staffMemberId, role: $role) {
      ...ProjectDetail_Project
    }
  }
`);

/** "Adicionar Membro": someone from the staff directory, with their role on this project. */
export function AddMemberDialog({ project, onClose }: { project: ProjectDetail_ProjectFragment; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const staff = useQuery(StaffDocument, { variables: { first: 100 } });
  const [add] = useMutation(AddDocument, { refetchQueries: LIST_QUERIES });
  const onTeam = new Set(project.members.map((m) => m.staffMember.id));
  const available = (staff.data?.staffMembers.edges ?? []).map((e) => e.node).filter((s) => !onTeam.has(s.id));
  const entity = useEntityForm({
    schema: memberFormSchema,
    defaultValues: { staffMemberId: "", role: "" },
    onSubmit: async ({ staffMemberId, role }) => {
      await add({ variables: { projectId: project.id, staffMemberId, role: role || null } });
      notifySuccess(intl, "projects.team.added");
      onClose();
    },
  });
  const staffMemberId = entity.form.watch("staffMemberId");

  return (
    <EntityFormDialog
      entity={entity}
      title={<FormattedMessage id="projects.team.add" />}
      submitLabel={<FormattedMessage id="projects.team.confirmAdd" />}
      onClose={onClose}
      canSubmit={!!staffMemberId}
    >
      <Stack gap="4">
        <SelectField<F>
          name="staffMemberId"
          label={t("projects.team.person")}
          required
          helper={staff.error ? t("common.loadError") : undefined}
          placeholder={t("projects.form.choose")}
          options={available.map((s) => ({
            value: s.id,
            label: `${s.name} — ${s.role} (${t(`common.country.${s.country}`)})`,
          }))}
        />
        {staff.data && available.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="projects.team.noneAvailable" />
          </Text>
        )}
        <TextField<F> name="role" label={t("projects.team.role")} helper={t("projects.team.roleHelp")} maxLength={120} />
      </Stack>
    </EntityFormDialog>
  );
}
