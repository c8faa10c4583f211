import { useMutation } from "@apollo/client/react";
import { Stack, Switch } from "@chakra-ui/react";
import { preferenceRules } from "@ponte/contracts/users";
import { Controller } from "react-hook-form";
import { useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import { useLocale } from "../../../i18n/useLocale";
import { useSession } from "../../../session/useSession";
import { EmailNotificationSettings } from "../../notifications/components/EmailNotificationSettings";
import { PrivacySettings } from "../../privacy/components/PrivacySettings";
import { notifySuccess } from "../../../ui/feedback/notify";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { SelectField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";

// The answer is the signed-in person as the session reads them: the cached preferences update whole.
const SAVE = graphql(`
  mutation SettingsDialog_Save($input: PreferencesInput!) {
    updateMyPreferences(input: $input) {
      ...SessionProvider_User
    }
  }
`);

/** The preferences' rules: the values the users API's PreferencesInput accepts (@ponte/contracts/users). */
export const settingsFormSchema = z.object({
  language: preferenceRules.language,
  notificationsEnabled: z.boolean(),
  theme: preferenceRules.theme,
});
type SettingsFormValues = z.input<typeof settingsFormSchema>;

/** Language, in-app live notifications on/off and light/dark theme, saved to the profile's preferences; e-mail notifications per kind, saved as they are switched. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  return open && user ? <SettingsForm onClose={onClose} /> : null;
}

function SettingsForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { user, reloadUser } = useSession();
  const { setLocale } = useLocale();
  const [save] = useMutation(SAVE);
  const entity = useEntityForm({
    schema: settingsFormSchema,
    defaultValues: { language: user?.language ?? "pt", notificationsEnabled: user?.notificationsEnabled ?? true, theme: user?.theme ?? "light" },
    onSubmit: async (input) => {
      await save({ variables: { input } });
      await reloadUser();
      setLocale(input.language);
      notifySuccess(intl, "shell.settings.saved");
      onClose();
    },
  });

  return (
    <EntityFormDialog entity={entity} title={t("shell.settings.title")} submitLabel={t("shell.save")} onClose={onClose}>
      <Stack gap="5">
        <SelectField<SettingsFormValues>
          name="language"
          label={t("shell.settings.language")}
          options={(["pt", "en"] as const).map((l) => ({ value: l, label: t(`shell.settings.language.${l}`) }))}
        />
        <Controller
          control={entity.form.control}
          name="notificationsEnabled"
          render={({ field }) => (
            <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t("shell.settings.notifications")}</Switch.Label>
            </Switch.Root>
          )}
        />
        <SelectField<SettingsFormValues>
          name="theme"
          label={t("shell.settings.theme")}
          options={(["light", "dark"] as const).map((v) => ({ value: v, label: t(`shell.settings.theme.${v}`) }))}
        />
        <EmailNotificationSettings />
        <PrivacySettings onDeletionRequested={onClose} />
      </Stack>
    </EntityFormDialog>
  );
}
