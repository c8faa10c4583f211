import { useMutation } from "@apollo/client/react";
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Switch } from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Language, Theme } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { useSession } from "../../auth/session/useSession";
import { toaster } from "../../../ui/feedback/toaster";

const SAVE = graphql(`
  mutation SettingsDialog_Save($input: PreferencesInput!) {
    updateMyPreferences(input: $input) {
      id
      language
      notificationsEnabled
      theme
    }
  }
`);

/** Language, live notifications on/off and light/dark theme, saved to the profile's preferences. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { user, reloadUser } = useSession();
  const { setLocale } = useLocale();
  const [form, setForm] = useState<{ language: Language; notificationsEnabled: boolean; theme: Theme }>({
    language: "pt",
    notificationsEnabled: true,
    theme: "light",
  });
  const [save, { loading }] = useMutation(SAVE);

  useEffect(() => {
    if (open && user) setForm({ language: user.language, notificationsEnabled: user.notificationsEnabled, theme: user.theme });
  }, [open, user]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save({ variables: { input: form } });
      await reloadUser();
      setLocale(form.language);
      toaster.create({ type: "success", title: intl.formatMessage({ id: "shell.settings.saved" }) });
      onClose();
    } catch {
      toaster.create({ type: "error", title: intl.formatMessage({ id: "common.genericError" }) });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="shell.settings.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Field.Root>
                  <Field.Label>
                    <FormattedMessage id="shell.settings.language" />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={form.language} onChange={(e) => setForm({ ...form, language: e.currentTarget.value as Language })}>
                      <option value="pt">{intl.formatMessage({ id: "shell.settings.language.pt" })}</option>
                      <option value="en">{intl.formatMessage({ id: "shell.settings.language.en" })}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Switch.Root
                  checked={form.notificationsEnabled}
                  onCheckedChange={(e) => setForm({ ...form, notificationsEnabled: e.checked })}
                  colorPalette="brand"
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>
                    <FormattedMessage id="shell.settings.notifications" />
                  </Switch.Label>
                </Switch.Root>
                <Field.Root>
                  <Field.Label>
                    <FormattedMessage id="shell.settings.theme" />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={form.theme} onChange={(e) => setForm({ ...form, theme: e.currentTarget.value as Theme })}>
                      <option value="light">{intl.formatMessage({ id: "shell.settings.theme.light" })}</option>
                      <option value="dark">{intl.formatMessage({ id: "shell.settings.theme.dark" })}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" colorPalette="brand" loading={loading}>
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
