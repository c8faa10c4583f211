import { useMutation } from "@apollo/client/react";
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Sector } from "../../../gql/graphql";
import { CountrySelect } from "../../auth/components/CountrySelect";
import { SectorSelect } from "../../auth/components/SectorSelect";
import { useSession } from "../../auth/session/useSession";
import { toaster } from "../../../ui/feedback/toaster";

const UPDATE = graphql(`
  mutation ProfileDialog_Update($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      id
      fullName
      country
      sector
      organization
      avatarUrl
    }
  }
`);

/** Edits the signed-in person's profile (name, country, sector, organisation, picture URL). */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { user, reloadUser } = useSession();
  const [form, setForm] = useState({ fullName: "", country: "AO", sector: "GENERAL", organization: "", avatarUrl: "" });
  const [save, { loading }] = useMutation(UPDATE);

  useEffect(() => {
    if (open && user)
      setForm({
        fullName: user.fullName,
        country: user.country,
        sector: user.sector,
        organization: user.organization ?? "",
        avatarUrl: user.avatarUrl ?? "",
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
            avatarUrl: form.avatarUrl.trim() || null,
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
                <Field.Root>
                  <Field.Label>
                    <FormattedMessage id="shell.profile.avatarUrl" />
                  </Field.Label>
                  <Input type="url" value={form.avatarUrl} onChange={(e) => setForm({ ...form, avatarUrl: e.target.value })} />
                  <Field.HelperText>
                    <FormattedMessage id="shell.profile.avatarHelp" />
                  </Field.HelperText>
                </Field.Root>
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
