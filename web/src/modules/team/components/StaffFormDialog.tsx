import { Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Department, StaffStatus } from "../../../gql/graphql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { FormField } from "../../../ui/forms/FormField";
import { SelectInput } from "../../../ui/forms/SelectInput";
import { notifyError } from "../../projects/utils/notifyError";
import { notifySuccess } from "../../projects/utils/notifySuccess";
import { COUNTRIES, optionsOf } from "../../projects/utils/options";
import type { StaffFormValues } from "../utils/StaffFormValues";
import { parseSkills, staffFormProblems } from "../utils/staffFormProblems";
import { TEAM_QUERIES } from "../utils/teamListQueries";
import { DEPARTMENTS, STAFF_STATUSES } from "../utils/teamOptions";
import { FormDialog } from "../../../ui/forms/FormDialog";

const CreateDocument = graphql(`
  mutation StaffFormDialog_Create($input: CreateStaffMemberInput!) {
    createStaffMember(input: $input) {
      id
    }
  }
`);

const UpdateDocument = graphql(`
  mutation StaffFormDialog_Update($id: ID!, $input: UpdateStaffMemberInput!) {
    updateStaffMember(id: $id, input: $input) {
      id
      name
      role
      email
      phone
      country
      department
      status
      skills
    }
  }
`);

const EMPTY: StaffFormValues = { name: "", role: "", email: "", phone: "", country: "", department: "", status: "ACTIVE", skills: "" };

interface Props {
  editing?: { id: string; values: StaffFormValues };
  onClose: () => void;
}

/** "Adicionar Membro" and "Editar": full name*, role*, e-mail*, phone, country*, department*, skills. No salary here. */
export function StaffFormDialog({ editing, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [v, setV] = useState<StaffFormValues>(() => editing?.values ?? EMPTY);
  const [touched, setTouched] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [create, created] = useMutation(CreateDocument, { refetchQueries: TEAM_QUERIES });
  const [update, updated] = useMutation(UpdateDocument, { refetchQueries: TEAM_QUERIES });
  const saving = created.loading || updated.loading;
  const problems = staffFormProblems(v);
  const set = (key: keyof StaffFormValues) => (value: string) => {
    if (key === "email") setEmailTaken(false);
    setV((old) => ({ ...old, [key]: value }));
  };
  const err = (key: keyof StaffFormValues) =>
    key === "email" && emailTaken ? t("projects.error.emailTaken") : touched && problems[key] ? t(`clients.form.problem.${problems[key]}`) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length) return;
    const input = {
      name: v.name.trim(),
      role: v.role.trim(),
      email: v.email.trim(),
      phone: v.phone.trim() || null,
      country: v.country as Country,
      department: v.department as Department,
      status: v.status as StaffStatus,
      skills: parseSkills(v.skills),
    };
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      notifySuccess(intl, editing ? "team.form.updated" : "team.form.created");
      onClose();
    } catch (error) {
      if (graphqlErrorInfo(error).reason === "EMAIL_TAKEN") setEmailTaken(true);
      else notifyError(intl, error);
    }
  };

  return (
    <FormDialog
      title={<FormattedMessage id={editing ? "team.form.editTitle" : "team.form.createTitle"} />}
      submitLabel={<FormattedMessage id={editing ? "team.form.save" : "team.form.create"} />}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      noValidate
      large
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t("team.form.name")} required error={err("name")}>
            <Input name="name" value={v.name} onChange={(e) => set("name")(e.currentTarget.value)} maxLength={200} />
          </FormField>
          <FormField label={t("team.form.role")} required error={err("role")}>
            <Input name="role" value={v.role} onChange={(e) => set("role")(e.currentTarget.value)} maxLength={120} />
          </FormField>
          <FormField label={t("team.form.email")} required error={err("email")}>
            <Input name="email" type="email" value={v.email} onChange={(e) => set("email")(e.currentTarget.value)} maxLength={254} />
          </FormField>
          <FormField label={t("team.form.phone")} error={err("phone")}>
            <Input name="phone" type="tel" value={v.phone} onChange={(e) => set("phone")(e.currentTarget.value)} placeholder="+244 / +264 / +27" maxLength={40} />
          </FormField>
          <FormField label={t("team.form.country")} required error={err("country")}>
            <SelectInput name="country" value={v.country} onChange={set("country")} options={optionsOf(intl, COUNTRIES, "common.country")} placeholder={t("projects.form.choose")} />
          </FormField>
          <FormField label={t("team.form.department")} required error={err("department")}>
            <SelectInput name="department" value={v.department} onChange={set("department")} options={optionsOf(intl, DEPARTMENTS, "team.department")} placeholder={t("projects.form.choose")} />
          </FormField>
          {editing && (
            <FormField label={t("team.form.status")}>
              <SelectInput name="status" value={v.status} onChange={set("status")} options={optionsOf(intl, STAFF_STATUSES, "team.status")} />
            </FormField>
          )}
        </SimpleGrid>
        <FormField label={t("team.form.skills")} helper={t("team.form.skillsHelp")}>
          <Input name="skills" value={v.skills} onChange={(e) => set("skills")(e.currentTarget.value)} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
