import { Alert, Button, Checkbox, Clipboard, CloseButton, Code, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Check, Copy } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { FIRST_CALL_EXAMPLE, fillExample } from "../../developers/utils/examples";
import { authErrorMessage } from "../utils/authErrorMessage";
import { FormMessage } from "./FormMessage";

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
/** The only scope partners can be given today. */
const SCOPES = ["opportunities:read"];

interface CreateApiTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

/** Creates a partner token and shows it once, with a copy button. */
export function CreateApiTokenDialog({ open, onOpenChange, onCreated }: CreateApiTokenDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState("");
  const [days, setDays] = useState("90");
  const [scopes, setScopes] = useState<string[]>(SCOPES);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApiTokenMutation);

  const reset = () => {
    setName("");
    setDays("90");
    setScopes(SCOPES);
    setError(null);
    setCreated(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || scopes.length === 0) return setError(t("auth.error.requiredFields"));
    setError(null);
    try {
      const { data } = await create({ variables: { input: { name: name.trim(), expiresInDays: Number(days), scopes } } });
      setCreated(data?.createApiToken.token ?? null);
      onCreated();
    } catch (e) {
      const m = authErrorMessage(e, "apiTokens");
      setError(t(m.id, m.values));
    }
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
                    <Alert.Root status="warning" rounded="lg">
                      <Alert.Indicator />
                      <Alert.Description>{t("auth.apiTokens.created.warning")}</Alert.Description>
                    </Alert.Root>
                    <Code data-testid="created-token" p="3" rounded="md" wordBreak="break-all" whiteSpace="pre-wrap" fontSize="sm">
                      {created}
                    </Code>
                    <Clipboard.Root value={created}>
                      <Clipboard.Trigger asChild>
                        <Button variant="outline" colorPalette="brand" alignSelf="flex-start">
                          <Clipboard.Context>{(api) => (api.copied ? <Check aria-hidden /> : <Copy aria-hidden />)}</Clipboard.Context>
                          <Clipboard.Context>{(api) => t(api.copied ? "auth.apiTokens.created.copied" : "auth.apiTokens.created.copy")}</Clipboard.Context>
                        </Button>
                      </Clipboard.Trigger>
                    </Clipboard.Root>
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
              <form onSubmit={submit} noValidate>
                <Dialog.Body>
                  <Stack gap="4">
                    {error && <FormMessage status="error">{error}</FormMessage>}
                    <Field.Root required>
                      <Field.Label>
                        {t("auth.apiTokens.field.name")}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
                      <Field.HelperText>{t("auth.apiTokens.field.nameHelp")}</Field.HelperText>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t("auth.apiTokens.field.expiry")}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field name="expiresInDays" value={days} onChange={(e) => setDays(e.currentTarget.value)}>
                          {EXPIRY_DAYS.map((d) => (
                            <option key={d} value={d}>
                              {t("auth.apiTokens.field.days", { days: d })}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t("auth.apiTokens.field.scopes")}</Field.Label>
                      {SCOPES.map((scope) => (
                        <Checkbox.Root
                          key={scope}
                          colorPalette="brand"
                          checked={scopes.includes(scope)}
                          onCheckedChange={(e) => setScopes((s) => (e.checked === true ? [...s, scope] : s.filter((x) => x !== scope)))}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            <Code>{scope}</Code> — {t(`auth.apiTokens.scope.${scope}`)}
                          </Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t("auth.common.cancel")}</Button>
                  </Dialog.ActionTrigger>
                  <Button type="submit" colorPalette="brand" loading={loading}>
                    {t("auth.apiTokens.create.submit")}
                  </Button>
                </Dialog.Footer>
              </form>
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
