import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { choice } from "@ponte/contracts";
import { parseSkills, staffRules } from "@ponte/contracts/team";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { VOCABULARY, useVocabulary } from "../../../domain/vocabulary";
import { graphql } from "../../../gql";
import type { TeamMember_StaffFragment } from "../../../gql/graphql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { notifyError, notifySuccess } from "../../../ui/feedback/notify";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { SelectField, TextField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { getAccessToken } from "../../../session/accessToken";
import { PhotoField } from "../../../ui/forms/PhotoField";
import { shrinkImage } from "../../../ui/files/shrinkImage";
import { uploadFile } from "../../../ui/files/uploadFile";
import { type UploadTracking, useUploadProgress } from "../../../ui/files/useUploadProgress";
import type { StaffFormValues } from "../utils/StaffFormValues";
import { TEAM_QUERIES } from "../utils/teamListQueries";

const CreateDocument = graphql(`
  mutation StaffFormDialog_Create($input: CreateStaffMemberInput!) {
    createStaffMember(input: $input) {
      id
    }
  }
`);

const UpdateDocument = graphql(`
  mutation StaffFormDialog_Update($id: ID!, $input: UpdateStaffMemberInput!) {
    # what the directory row shows, so the row updates in place
    updateStaffMember(id: $id, input: $input) {
      ...StaffRow_Staff
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

async function uploadStaffPhoto(id: string, file: File, tracking: UploadTracking): Promise<string | null> {
  const result = await uploadFile<{ uploadStaffPhoto: { avatarUrl: string | null } | null }>({
    mutation: UPLOAD_PHOTO,
    variables: { id },
    file: await shrinkImage(file),
    fileVariable: "file",
    getAccessToken,
    ...tracking,
  });
  if (result.errors?.length) throw { errors: result.errors };
  return result.data?.uploadStaffPhoto?.avatarUrl ?? null;
}

/** The API's staff rules (@ponte/contracts); skills are typed as one comma-separated text. */
export const staffFormSchema = z.object({
  name: staffRules.name,
  role: staffRules.role,
  email: staffRules.email,
  phone: staffRules.phone,
  country: choice(VOCABULARY.country.values),
  department: choice(VOCABULARY.department.values),
  status: choice(VOCABULARY.staffStatus.values),
  skills: z.string().transform(parseSkills).pipe(staffRules.skills),
});

const EMPTY: StaffFormValues = { name: "", role: "", email: "", phone: "", country: "", department: "", status: "ACTIVE", skills: "" };

/** The form's starting values: a member's own, or empty for a new one. */
const valuesOf = (m?: TeamMember_StaffFragment): StaffFormValues =>
  m
    ? { name: m.name, role: m.role, email: m.email, phone: m.phone ?? "", country: m.country, department: m.department, status: m.status, skills: m.skills.join(", ") }
    : EMPTY;

interface Props {
  /** the member being edited; none for a new one */
  member?: TeamMember_StaffFragment;
  onClose: () => void;
}

/** "Adicionar Membro" and "Editar": full name*, role*, e-mail*, phone, country*, department*, skills. No salary here. */
export function StaffFormDialog({ member, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const vocabulary = useVocabulary();
  const [create] = useMutation(CreateDocument, { refetchQueries: TEAM_QUERIES });
  const [update] = useMutation(UpdateDocument, { refetchQueries: TEAM_QUERIES });
  const [removePhoto] = useMutation(RemovePhotoDocument, { refetchQueries: TEAM_QUERIES });
  const client = useApolloClient();
  const progress = useUploadProgress(t("ui.upload.sendingImage"));
  // editing: the photo is saved as soon as it is chosen; a new member's waits for the member to exist
  const [photoUrl, setPhotoUrl] = useState<string | null>(member?.avatarUrl ?? null);
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  useEffect(() => {
    if (!pendingPhoto) return;
    const preview = URL.createObjectURL(pendingPhoto);
    setPhotoUrl(preview);
    return () => URL.revokeObjectURL(preview);
  }, [pendingPhoto]);
  const choosePhoto = async (file: File) => {
    if (!member) return setPendingPhoto(file);
    setPhotoUrl(await progress.run((tracking) => uploadStaffPhoto(member.id, file, tracking)));
    await client.refetchQueries({ include: TEAM_QUERIES });
  };
  const dropPhoto = async () => {
    if (member) await removePhoto({ variables: { id: member.id } });
    else setPendingPhoto(null);
    setPhotoUrl(null);
  };

  const entity = useEntityForm({
    schema: staffFormSchema,
    defaultValues: valuesOf(member),
    onSubmit: async (v) => {
      const input = { ...v, phone: v.phone || null };
      if (member) await update({ variables: { id: member.id, input } });
      else {
        const made = await create({ variables: { input } });
        const id = made.data?.createStaffMember.id;
        if (id && pendingPhoto) {
          await progress.run((tracking) => uploadStaffPhoto(id, pendingPhoto, tracking)).catch((error) => notifyError(intl, error));
          await client.refetchQueries({ include: TEAM_QUERIES });
        }
      }
      notifySuccess(intl, member ? "team.form.updated" : "team.form.created");
      onClose();
    },
    // the e-mail belongs to another member: said on the field
    onError: (error, form) => {
      if (graphqlErrorInfo(error).reason !== "EMAIL_TAKEN") return false;
      form.setError("email", { type: "server", message: "EMAIL_TAKEN" }, { shouldFocus: true });
      return true;
    },
  });
  const name = entity.form.watch("name");

  return (
    <EntityFormDialog
      entity={entity}
      title={<FormattedMessage id={member ? "team.form.editTitle" : "team.form.createTitle"} />}
      submitLabel={<FormattedMessage id={member ? "team.form.save" : "team.form.create"} />}
      onClose={onClose}
      large
    >
      <Stack gap="4">
        <PhotoField name={name || t("team.form.name")} src={photoUrl} onUpload={choosePhoto} onRemove={dropPhoto} disabled={entity.saving} />
        {progress.element}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="name" label={t("team.form.name")} required />
          <TextField name="role" label={t("team.form.role")} required />
          <TextField name="email" type="email" label={t("team.form.email")} required />
          <TextField name="phone" type="tel" label={t("team.form.phone")} placeholder="+244 / +264 / +27" />
          <SelectField name="country" label={t("team.form.country")} required options={vocabulary.options("country")} placeholder={t("team.form.choose")} />
          <SelectField name="department" label={t("team.form.department")} required options={vocabulary.options("department")} placeholder={t("team.form.choose")} />
          {member && <SelectField name="status" label={t("team.form.status")} options={vocabulary.options("staffStatus")} />}
        </SimpleGrid>
        <TextField name="skills" label={t("team.form.skills")} helper={t("team.form.skillsHelp")} />
      </Stack>
    </EntityFormDialog>
  );
}
