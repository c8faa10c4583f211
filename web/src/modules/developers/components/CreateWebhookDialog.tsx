import { Button, Checkbox, CloseButton, Code, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import { WebhookEventType } from "../../../gql/graphql";
import { errorMessage } from "../../../ui/errors/errorMessage";
import { FormMessage } from "../../../ui/feedback/FormMessage";
import { CustomField, TextField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { WEBHOOK_EVENT_NAMES } from "../utils/webhookEvents";
import { ShownOnceSecret } from "./ShownOnceSecret";

const CreateWebhookMutation = graphql(`
  mutation CreateWebhookDialog_Create($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        name
      }
    }
  }
`);

/** In the order events happen to an opportunity. */
const EVENTS = Object.keys(WEBHOOK_EVENT_NAMES) as WebhookEventType[];

/** The API checks the URL itself (https, public addresses); the form only keeps out what cannot be one. */
export const webhookFormSchema = z.object({
  name: z.string().trim().min(1, "REQUIRED").max(100, "TOO_LONG"),
  url: z.string().trim().min(1, "REQUIRED").max(2000, "TOO_LONG"),
  events: z.array(z.enum(WebhookEventType)).min(1, "REQUIRED"),
});
type WebhookFormValues = z.input<typeof webhookFormSchema>;
const DEFAULTS: WebhookFormValues = { name: "", url: "https://", events: [...EVENTS] };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

/** Registers a partner's endpoint and shows its signing secret once. */
export function CreateWebhookDialog({ open, onOpenChange, onCreated }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create] = useMutation(CreateWebhookMutation);
  const { form, submit, saving } = useEntityForm({
    schema: webhookFormSchema,
    defaultValues: DEFAULTS,
    onSubmit: async (input) => {
      setError(null);
      const { data } = await create({ variables: { input } });
      setSecret(data?.createWebhookEndpoint.secret ?? null);
      onCreated();
    },
    onError: (e) => {
      setError(errorMessage(intl, e));
      return true;
    },
  });
  const reset = () => {
    form.reset(DEFAULTS);
    setSecret(null);
    setError(null);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        onOpenChange(e.open);
        if (!e.open) reset();
      }}
      closeOnInteractOutside={!secret}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(secret ? "developers.webhooks.created.title" : "developers.webhooks.create.title")}</Dialog.Title>
            </Dialog.Header>
            {secret ? (
              <>
                <Dialog.Body>
                  <Stack gap="4">
                    <ShownOnceSecret
                      value={secret}
                      warning={t("developers.webhooks.created.warning")}
                      copyLabel={t("developers.webhooks.created.copy")}
                      copiedLabel={t("developers.webhooks.created.copied")}
                      testId="created-webhook-secret"
                    />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="brand" onClick={() => (onOpenChange(false), reset())}>
                    {t("developers.webhooks.created.done")}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <FormProvider {...form}>
                <form onSubmit={(e) => void submit(e)} noValidate>
                  <Dialog.Body>
                    <Stack gap="4">
                      {error && <FormMessage status="error">{error}</FormMessage>}
                      <TextField<WebhookFormValues> name="name" label={t("developers.webhooks.field.name")} required maxLength={100} />
                      <TextField<WebhookFormValues>
                        name="url"
                        type="url"
                        label={t("developers.webhooks.field.url")}
                        helper={t("developers.webhooks.field.urlHelp")}
                        required
                        maxLength={2000}
                      />
                      <CustomField<WebhookFormValues>
                        name="events"
                        label={t("developers.webhooks.field.events")}
                        render={({ value, onChange }) => {
                          const events = value as WebhookEventType[];
                          return EVENTS.map((event) => (
                            <Checkbox.Root
                              key={event}
                              // own ids: the surrounding field would give every box the same input id, so each label would tick the first
                              ids={{ label: `webhook-event-${event}-label`, hiddenInput: `webhook-event-${event}` }}
                              colorPalette="brand"
                              checked={events.includes(event)}
                              onCheckedChange={(e) => onChange(e.checked === true ? [...events, event] : events.filter((x) => x !== event))}
                            >
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label>
                                <Code>{WEBHOOK_EVENT_NAMES[event]}</Code> — {t(`developers.webhooks.event.${event}`)}
                              </Checkbox.Label>
                            </Checkbox.Root>
                          ));
                        }}
                      />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">{t("auth.common.cancel")}</Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" colorPalette="brand" loading={saving}>
                      {t("developers.webhooks.create.submit")}
                    </Button>
                  </Dialog.Footer>
                </form>
              </FormProvider>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("auth.common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
