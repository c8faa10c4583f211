import { Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { type FormEvent, useEffect, useState } from "react";
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
import { getAccessToken } from "../../auth/session/accessToken";
import { PhotoField } from "../../media/components/PhotoField";
import { uploadFile } from "../../media/utils/uploadFile";

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

const RemovePhotoDocument = graphql(`
  mutation StaffFormDialog_RemovePhoto($id: ID!) {
    removeStaffPhoto(id: $id) {
      id
      avatarUrl
    }
  }
`);

const UPLOAD_PHOTO = "mutation StaffFormDialog_UploadPhoto($id: ID!, $file: File!) { uploadStaffPhoto(id: $id, file: $file) { id avatarUrl } }";

async function uploadStaffPhoto(id: string, file: File): Promise<string | null> {
  const result = await uploadFile<{ uploadStaffPhoto: { avatarUrl: string | null } | null }>({
    mutation: UPLOAD_PHOTO,
    variables: { id },
    file,
    fileVariable: "file",
    getAccessToken,
  });
  if (result.errors?.length) throw { errors: result.errors };
  return result.data?.uploadStaffPhoto?.avatarUrl ?? null;
}

const EMPTY: StaffFormValues = { name: "", role: "", email: "", phone: "", country: "", department: "", status: "ACTIVE", skills: "" };

interface Props {
  editing?: { id: string; values: StaffFormValues; photoUrl: string | null };
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
  const [removePhoto] = useMutation(RemovePhotoDocument, { refetchQueries: TEAM_QUERIES });
  const client = useApolloClient();
  // editing: the photo is saved as soon as it is chosen; a new member's waits for the member to exist
  const [photoUrl, setPhotoUrl] = useState<string | null>(editing?.photoUrl ?? null);
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  useEffect(() => {
    if (!pendingPhoto) return;
    const preview = URL.createObjectURL(pendingPhoto);
    setPhotoUrl(preview);
    return () => URL.revokeObjectURL(preview);
  }, [pendingPhoto]);
  const choosePhoto = async (file: File) => {
    if (!editing) return setPendingPhoto(file);
    setPhotoUrl(await uploadStaffPhoto(editing.id, file));
    await client.refetchQueries({ include: TEAM_QUERIES });
  };
  const dropPhoto = async () => {
    if (!editing) {
      setPendingPhoto(null);
      return setPhotoUrl(null);
    }
    await removePhoto({ variables: { id: editing.id } });
    setPhotoUrl(null);
  };
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
      else {
        const made = await create({ variables: { input } });
        const id = made.data?.createStaffMember.id;
        if (id && pendingPhoto) {
          await uploadStaffPhoto(id, pendingPhoto).catch((error) => notifyError(intl, error));
          await client.refetchQueries({ include: TEAM_QUERIES });
        }
      }
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
        <PhotoField name={v.name || t("team.form.name")} src={photoUrl} onUpload={choosePhoto} onRemove={dropPhoto} disabled={saving} />
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
