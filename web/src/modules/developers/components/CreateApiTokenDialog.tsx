import { Button, Checkbox, Clipboard, CloseButton, Code, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Check, Copy } from "lucide-react";
import { API_TOKEN_LIMITS, apiTokenRules } from "@ponte/contracts/auth";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import { CustomField, SelectField, TextField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { FIRST_CALL_EXAMPLE, fillExample } from "../utils/examples";
import { ShownOnceSecret } from "./ShownOnceSecret";

const CreateApiTokenMutation = graphql(`
  mutation CreateApiTokenDialog_Create($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        name
      }
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

interface CreateApiTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

/** Creates a partner token and shows it once, with a copy button. */
export function CreateApiTokenDialog({ open, onOpenChange, onCreated }: CreateApiTokenDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [created, setCreated] = useState<string | null>(null);
  const [create] = useMutation(CreateApiTokenMutation);
  const { form, submit, saving } = useEntityForm({
    schema: apiTokenFormSchema,
    defaultValues: DEFAULTS,
    onSubmit: async (input) => {
      const { data } = await create({ variables: { input } });
      setCreated(data?.createApiToken.token ?? null);
      onCreated();
    },
  });

  const reset = () => {
    form.reset(DEFAULTS);
    setCreated(null);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        onOpenChange(e.open);
        if (!e.open) reset();
      }}
      closeOnInteractOutside={!created}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(created ? "auth.apiTokens.created.title" : "auth.apiTokens.create.title")}</Dialog.Title>
            </Dialog.Header>
            {created ? (
              <>
                <Dialog.Body>
                  <Stack gap="4">
                    <ShownOnceSecret
                      value={created}
                      warning={t("auth.apiTokens.created.warning")}
                      copyLabel={t("auth.apiTokens.created.copy")}
                      copiedLabel={t("auth.apiTokens.created.copied")}
                      testId="created-token"
                    />
                    <CreatedTokenExample token={created} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="brand" onClick={() => (onOpenChange(false), reset())}>
                    {t("auth.apiTokens.created.done")}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <FormProvider {...form}>
                <form onSubmit={(e) => void submit(e)} noValidate>
                  <Dialog.Body>
                    <Stack gap="4">
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
                      <CustomField<ApiTokenFormValues>
                        name="scopes"
                        label={t("auth.apiTokens.field.scopes")}
                        render={({ value, onChange }) => {
                          const scopes = value as string[];
                          return SCOPES.map((scope) => (
                            <Checkbox.Root
                              key={scope}
                              colorPalette="brand"
                              checked={scopes.includes(scope)}
                              onCheckedChange={(e) => onChange(e.checked === true ? [...scopes, scope] : scopes.filter((x) => x !== scope))}
                            >
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label>
                                <Code>{scope}</Code> — {t(`auth.apiTokens.scope.${scope}`)}
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
                      {t("auth.apiTokens.create.submit")}
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
