import { useMutation } from "@apollo/client/react";
import { Stack, Text } from "@chakra-ui/react";
import { userRules } from "@ponte/contracts/users";
import { choice } from "@ponte/contracts";
import { useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import type { Country, Sector } from "../../../gql/graphql";
import { getAccessToken } from "../../../session/accessToken";
import { useSession } from "../../../session/useSession";
import { LOGIN_COUNTRIES, REGISTRATION_SECTORS } from "../../../domain/accountChoices";
import { shrinkImage } from "../../../ui/files/shrinkImage";
import { uploadFile } from "../../../ui/files/uploadFile";
import { useUploadProgress } from "../../../ui/files/useUploadProgress";
import { notifySuccess } from "../../../ui/feedback/notify";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { PhotoField } from "../../../ui/forms/PhotoField";
import { SelectField, TextField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";

// The answer is the signed-in person as the session reads them: the cached profile updates whole.
const UPDATE = graphql(`
  mutation ProfileDialog_Update($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      ...SessionProvider_User
    }
  }
`);

const REMOVE_PHOTO = graphql(`
  mutation ProfileDialog_RemovePhoto {
    removeMyPhoto {
      id
      avatarUrl
    }
  }
`);

const UPLOAD_PHOTO = "mutation ProfileDialog_UploadPhoto($file: File!) { uploadMyPhoto(file: $file) { id avatarUrl } }";

/** The profile edit's rules: the users API's own (ProfileInput) from @ponte/contracts/users. */
export const profileFormSchema = z.object({
  fullName: userRules.fullName,
  country: choice(LOGIN_COUNTRIES),
  sector: choice(REGISTRATION_SECTORS),
  organization: userRules.organization,
});
type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Edits the signed-in person's profile (name, country, sector, organisation) and photo (saved as soon as it is chosen). */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  return open && user ? <ProfileForm onClose={onClose} /> : null;
}

function ProfileForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { user, reloadUser } = useSession();
  const [save, { loading }] = useMutation(UPDATE);
  const [removePhoto] = useMutation(REMOVE_PHOTO);
  const entity = useEntityForm({
    schema: profileFormSchema,
    defaultValues: { fullName: user?.fullName ?? "", country: user?.country ?? "AO", sector: user?.sector ?? "GENERAL", organization: user?.organization ?? "" },
    onSubmit: async (values) => {
      await save({
        variables: {
          input: { fullName: values.fullName, country: values.country as Country, sector: values.sector as Sector, organization: values.organization || null },
        },
      });
      await reloadUser();
      notifySuccess(intl, "shell.profile.saved");
      onClose();
    },
  });

  const progress = useUploadProgress(t("ui.upload.sendingImage"));
  const uploadPhoto = async (file: File) => {
    const small = await shrinkImage(file);
    const result = await progress.run((tracking) => uploadFile({ mutation: UPLOAD_PHOTO, file: small, fileVariable: "file", getAccessToken, ...tracking }));
    if (result.errors?.length) throw { errors: result.errors };
    await reloadUser();
  };
  const deletePhoto = async () => {
    await removePhoto();
    await reloadUser();
  };
  const name = entity.form.watch("fullName");

  return (
    <EntityFormDialog entity={entity} title={t("shell.profile.title")} submitLabel={t("shell.save")} onClose={onClose}>
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          {user?.email}
        </Text>
        <TextField<ProfileFormValues> name="fullName" label={t("shell.profile.fullName")} required autoComplete="name" />
        <SelectField<ProfileFormValues>
          name="country"
          label={t("auth.field.country")}
          required
          options={LOGIN_COUNTRIES.map((code) => ({ value: code, label: t(`auth.country.${code}`) }))}
        />
        <SelectField<ProfileFormValues>
          name="sector"
          label={t("auth.field.sector")}
          options={REGISTRATION_SECTORS.map((code) => ({ value: code, label: t(`auth.sector.${code}`) }))}
        />
        <TextField<ProfileFormValues> name="organization" label={t("shell.profile.organization")} autoComplete="organization" />
        {user ? <PhotoField name={name || user.fullName} src={user.avatarUrl} onUpload={uploadPhoto} onRemove={deletePhoto} disabled={loading} /> : null}
        {progress.element}
      </Stack>
    </EntityFormDialog>
  );
}
