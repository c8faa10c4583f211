import { Code } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import { WebhookEventType } from "../../../gql/graphql";
import { errorMessage } from "../../../ui/errors/errorMessage";
import { FormMessage } from "../../../ui/feedback/FormMessage";
import { CheckboxListField, TextField } from "../../../ui/forms/fields";
import { useCreateWithSecret } from "../hooks/useCreateWithSecret";
import { WEBHOOK_EVENT_NAMES } from "../utils/webhookEvents";
import { type CreateDialogProps, CreateWithSecretDialog } from "./CreateWithSecretDialog";

const CreateWebhookMutation = graphql(`
  mutation CreateWebhookDialog_Create($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
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

/** Registers a partner's endpoint and shows its signing secret once. */
export function CreateWebhookDialog({ open, onOpenChange, onCreated }: CreateDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [error, setError] = useState<string | null>(null);
  const [create] = useMutation(CreateWebhookMutation);
  const creation = useCreateWithSecret({
    schema: webhookFormSchema,
    defaultValues: DEFAULTS,
    create: async (input) => {
      setError(null);
      return (await create({ variables: { input } })).data?.createWebhookEndpoint.secret ?? null;
    },
    onCreated,
    // the API's refusal (e.g. a private address) stays in the form, beside the URL
    onError: (e) => {
      setError(errorMessage(intl, e));
      return true;
    },
  });

  return (
    <CreateWithSecretDialog
      open={open}
      onOpenChange={onOpenChange}
      texts="developers.webhooks"
      creation={creation}
      onReset={() => setError(null)}
      secretTestId="created-webhook-secret"
    >
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
      <CheckboxListField<WebhookFormValues>
        name="events"
        label={t("developers.webhooks.field.events")}
        options={EVENTS.map((event) => ({
          value: event,
          label: (
            <>
              <Code>{WEBHOOK_EVENT_NAMES[event]}</Code> — {t(`developers.webhooks.event.${event}`)}
            </>
          ),
        }))}
      />
    </CreateWithSecretDialog>
  );
}
