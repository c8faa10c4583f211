import { Input, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../../gql";
import type { ProjectDetail_ProjectFragment } from "../../../../gql/graphql";
import { FormField } from "../../../../ui/forms/FormField";
import { SelectInput } from "../../../../ui/forms/SelectInput";
import { notifyError } from "../../utils/notifyError";
import { notifySuccess } from "../../utils/notifySuccess";
import { LIST_QUERIES } from "../ProjectFormDialog";
import { FormDialog } from "../../../../ui/forms/FormDialog";

const StaffDocument = graphql(`
  query AddMemberDialog_Staff($first: Int) {
    staffMembers(first: $first) {
      edges {
        node {
          id
          name
          role
          country
          status
        }
      }
    }
  }
`);

const AddDocument = graphql(`
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
  const [staffMemberId, setStaffMemberId] = useState("");
  const [role, setRole] = useState("");
  const [add, { loading }] = useMutation(AddDocument, { refetchQueries: LIST_QUERIES });
  const onTeam = new Set(project.members.map((m) => m.staffMember.id));
  const available = (staff.data?.staffMembers.edges ?? []).map((e) => e.node).filter((s) => !onTeam.has(s.id));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!staffMemberId) return;
    try {
      await add({ variables: { projectId: project.id, staffMemberId, role: role.trim() || null } });
      notifySuccess(intl, "projects.team.added");
      onClose();
    } catch (err) {
      notifyError(intl, err);
    }
  };

  return (
    <FormDialog
      title={<FormattedMessage id="projects.team.add" />}
      submitLabel={<FormattedMessage id="projects.team.confirmAdd" />}
      onSubmit={submit}
      onClose={onClose}
      saving={loading}
      canSubmit={!!staffMemberId}
    >
      <Stack gap="4">
        <FormField label={t("projects.team.person")} required error={staff.error ? t("common.loadError") : null}>
          <SelectInput
            name="staffMemberId"
            value={staffMemberId}
            onChange={setStaffMemberId}
            placeholder={t("projects.form.choose")}
            options={available.map((s) => ({
              value: s.id,
              label: `${s.name} — ${s.role} (${t(`common.country.${s.country}`)})`,
            }))}
          />
        </FormField>
        {staff.data && available.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="projects.team.noneAvailable" />
          </Text>
        )}
        <FormField label={t("projects.team.role")} helper={t("projects.team.roleHelp")}>
          <Input name="role" value={role} onChange={(e) => setRole(e.currentTarget.value)} maxLength={120} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
