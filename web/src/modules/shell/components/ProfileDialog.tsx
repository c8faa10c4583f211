import { useMutation } from "@apollo/client/react";
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Sector } from "../../../gql/graphql";
import { CountrySelect } from "../../auth/components/CountrySelect";
import { SectorSelect } from "../../auth/components/SectorSelect";
import { getAccessToken } from "../../auth/session/accessToken";
import { useSession } from "../../auth/session/useSession";
import { PhotoField } from "../../media/components/PhotoField";
import { uploadFile } from "../../media/utils/uploadFile";
import { toaster } from "../../../ui/feedback/toaster";

const UPDATE = graphql(`
  mutation ProfileDialog_Update($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      id
      fullName
      country
      sector
      organization
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

/** Edits the signed-in person's profile (name, country, sector, organisation) and photo (saved as soon as it is chosen). */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { user, reloadUser } = useSession();
  const [form, setForm] = useState({ fullName: "", country: "AO", sector: "GENERAL", organization: "" });
  const [save, { loading }] = useMutation(UPDATE);
  const [removePhoto] = useMutation(REMOVE_PHOTO);

  const uploadPhoto = async (file: File) => {
    const result = await uploadFile({ mutation: UPLOAD_PHOTO, file, fileVariable: "file", getAccessToken });
    if (result.errors?.length) throw { errors: result.errors };
    await reloadUser();
  };
  const deletePhoto = async () => {
    await removePhoto();
    await reloadUser();
  };

  useEffect(() => {
    if (open && user)
      setForm({
        fullName: user.fullName,
        country: user.country,
        sector: user.sector,
        organization: user.organization ?? "",
      });
  }, [open, user]);

  const nameMissing = !form.fullName.trim();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (nameMissing) return;
    try {
      await save({
        variables: {
          input: {
            fullName: form.fullName.trim(),
            country: form.country as Country,
            sector: form.sector as Sector,
            organization: form.organization.trim() || null,
          },
        },
      });
      await reloadUser();
      toaster.create({ type: "success", title: intl.formatMessage({ id: "shell.profile.saved" }) });
      onClose();
    } catch {
      toaster.create({ type: "error", title: intl.formatMessage({ id: "common.genericError" }) });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="shell.profile.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">
                  {user?.email}
                </Text>
                <Field.Root required invalid={nameMissing}>
                  <Field.Label>
                    <FormattedMessage id="shell.profile.fullName" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input value={form.fullName} autoComplete="name" onChange={(e) => setForm({ ...form, fullName: e.target.value })} />
                  {nameMissing && (
                    <Field.ErrorText>
                      <FormattedMessage id="shell.profile.nameRequired" />
                    </Field.ErrorText>
                  )}
                </Field.Root>
                <CountrySelect value={form.country} onChange={(country) => setForm({ ...form, country })} />
                <SectorSelect value={form.sector} onChange={(sector) => setForm({ ...form, sector })} />
                <Field.Root>
                  <Field.Label>
                    <FormattedMessage id="shell.profile.organization" />
                  </Field.Label>
                  <Input
                    value={form.organization}
                    autoComplete="organization"
                    onChange={(e) => setForm({ ...form, organization: e.target.value })}
                  />
                </Field.Root>
{user ? <PhotoField name={form.fullName || user.fullName} src={user.avatarUrl} onUpload={uploadPhoto} onRemove={deletePhoto} disabled={loading} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" colorPalette="brand" loading={loading} disabled={nameMissing}>
                <FormattedMessage id="shell.save" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
