import { Button, Field, HStack, Input, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import type { AuthMessage } from "../utils/authErrorMessage";
import { isValidEmail } from "../utils/isValidEmail";
import { normalizeEmail } from "../utils/normalizeEmail";

interface RequestNewLinkFormProps {
  /** sends the link; resolves to the message to show */
  send: (email: string) => Promise<AuthMessage & { status: "success" | "error" }>;
  submitLabel: string;
  onResult: (message: AuthMessage & { status: "success" | "error" }) => void;
}

/** An e-mail field to ask for a fresh link when the one followed no longer works. */
export function RequestNewLinkForm({ send, submitLabel, onResult }: RequestNewLinkFormProps) {
  const intl = useIntl();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = normalizeEmail(email);
    if (!clean) return onResult({ status: "error", id: "auth.error.emailFirst" });
    if (!isValidEmail(clean)) return onResult({ status: "error", id: "auth.error.invalidEmail" });
    setBusy(true);
    try {
      onResult(await send(clean));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>
            {intl.formatMessage({ id: "auth.field.email" })}
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack w="100%" align="stretch" gap="2" flexWrap={{ base: "wrap", sm: "nowrap" }}>
            <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <Button type="submit" colorPalette="brand" variant="outline" loading={busy} flexShrink="0">
              {submitLabel}
            </Button>
          </HStack>
        </Field.Root>
      </Stack>
    </form>
  );
}
