import { useMutation, useQuery } from "@apollo/client/react";
import { Heading, Stack, Switch, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { notifyError } from "../../../ui/feedback/notify";

const SETTINGS = graphql(`
  query EmailNotificationSettings_Me {
    me {
      id
      emailNotifications {
        kind
        enabled
      }
    }
  }
`);

const SET = graphql(`
  mutation EmailNotificationSettings_Set($kind: EmailNotificationKind!, $enabled: Boolean!) {
    setEmailNotification(kind: $kind, enabled: $enabled) {
      id
      emailNotifications {
        kind
        enabled
      }
    }
  }
`);

/**
 * Settings' e-mail part: one switch per kind of e-mail (the API lists the kinds
 * that apply to the person), saved as soon as it is switched. The in-app
 * "live notifications" switch above governs toasts only; the text says so.
 */
export function EmailNotificationSettings() {
  const intl = useIntl();
  const { data } = useQuery(SETTINGS);
  const [save] = useMutation(SET);
  const settings = data?.me?.emailNotifications ?? [];
  const toggle = async (kind: (typeof settings)[number]["kind"], enabled: boolean) => {
    try {
      // the answer carries the person's id, so Apollo updates the list above from it
      await save({ variables: { kind, enabled } });
    } catch (e) {
      notifyError(intl, e);
    }
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="email-settings-title" borderTopWidth="1px" pt="5">
      <Heading as="h3" size="sm" id="email-settings-title">
        <FormattedMessage id="notifications.email.title" />
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage id="notifications.email.help" />
      </Text>
      {settings.map((s) => (
        <Switch.Root key={s.kind} checked={s.enabled} onCheckedChange={(e) => void toggle(s.kind, e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <FormattedMessage id={`notifications.email.kind.${s.kind}`} />
          </Switch.Label>
        </Switch.Root>
      ))}
    </Stack>
  );
}
