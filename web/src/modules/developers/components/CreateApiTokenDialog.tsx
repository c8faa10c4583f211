import { Button, Clipboard, Code, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Check, Copy } from "lucide-react";
import { API_TOKEN_LIMITS, apiTokenRules } from "@ponte/contracts/auth";
import { useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import { CheckboxListField, SelectField, TextField } from "../../../ui/forms/fields";
import { useCreateWithSecret } from "../hooks/useCreateWithSecret";
import { FIRST_CALL_EXAMPLE, fillExample } from "../utils/examples";
import { type CreateDialogProps, CreateWithSecretDialog } from "./CreateWithSecretDialog";

const CreateApiTokenMutation = graphql(`
  mutation CreateApiTokenDialog_Create($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
    }
  }
`);

const EXPIRY_DAYS = [30, 90, 180, 365];
const apiTokenMaxName = API_TOKEN_LIMITS.name;
/** The only scope partners can be given today. */
const SCOPES = ["opportunities:read"];

/** The API's own rules (CreateApiTokenInput) plus at least one scope; the lifetime comes from the select as text. */
export const apiTokenFormSchema = z.object({
  name: apiTokenRules.name,
  expiresInDays: z.string().transform(Number).pipe(apiTokenRules.expiresInDays),
  scopes: z.array(z.string()).min(1, "REQUIRED"),
});
type ApiTokenFormValues = z.input<typeof apiTokenFormSchema>;
const DEFAULTS: ApiTokenFormValues = { name: "", expiresInDays: "90", scopes: SCOPES };

/** Creates a partner token and shows it once, with a copy button. */
export function CreateApiTokenDialog({ open, onOpenChange, onCreated }: CreateDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(CreateApiTokenMutation);
  const creation = useCreateWithSecret({
    schema: apiTokenFormSchema,
    defaultValues: DEFAULTS,
    create: async (input) => (await create({ variables: { input } })).data?.createApiToken.token ?? null,
    onCreated,
  });

  return (
    <CreateWithSecretDialog
      open={open}
      onOpenChange={onOpenChange}
      texts="auth.apiTokens"
      creation={creation}
      secretTestId="created-token"
      afterSecret={creation.secret && <CreatedTokenExample token={creation.secret} />}
    >
      <TextField<ApiTokenFormValues>
        name="name"
        label={t("auth.apiTokens.field.name")}
        helper={t("auth.apiTokens.field.nameHelp")}
        required
        maxLength={apiTokenMaxName}
      />
      <SelectField<ApiTokenFormValues>
        name="expiresInDays"
        label={t("auth.apiTokens.field.expiry")}
        options={EXPIRY_DAYS.map((d) => ({ value: String(d), label: t("auth.apiTokens.field.days", { days: d }) }))}
      />
      <CheckboxListField<ApiTokenFormValues>
        name="scopes"
        label={t("auth.apiTokens.field.scopes")}
        options={SCOPES.map((scope) => ({
          value: scope,
          label: (
            <>
              <Code>{scope}</Code> — {t(`auth.apiTokens.scope.${scope}`)}
            </>
          ),
        }))}
      />
    </CreateWithSecretDialog>
  );
}

/** A first call with the new token and this site's address, ready to paste into a terminal. */
function CreatedTokenExample({ token }: { token: string }) {
  const intl = useIntl();
  const example = fillExample(FIRST_CALL_EXAMPLE.code, window.location.origin, token);
  return (
    <Stack gap="2" minW="0">
      <Text fontSize="sm">{intl.formatMessage({ id: "auth.apiTokens.created.example" })}</Text>
      <Code data-testid="created-token-example" as="pre" display="block" p="3" rounded="md" fontSize="xs" whiteSpace="pre" overflowX="auto" tabIndex={0}>
        {example}
      </Code>
      <Clipboard.Root value={example}>
        <Clipboard.Trigger asChild>
          <Button variant="outline" size="sm" alignSelf="flex-start" aria-label={intl.formatMessage({ id: "auth.apiTokens.created.copyExample" })}>
            <Clipboard.Context>{(api) => (api.copied ? <Check aria-hidden /> : <Copy aria-hidden />)}</Clipboard.Context>
            <Clipboard.Context>
              {(api) => intl.formatMessage({ id: api.copied ? "auth.apiTokens.created.copied" : "auth.apiTokens.created.copyExample" })}
            </Clipboard.Context>
          </Button>
        </Clipboard.Trigger>
      </Clipboard.Root>
    </Stack>
  );
}
