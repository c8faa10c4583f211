import { Button, HStack, Input } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { useIntl } from "react-intl";
import { FormField } from "../../../ui/forms/FormField";
import { useFieldErrorText } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import type { AuthResult } from "../utils/authErrorMessage";
import { type NewLinkValues, newLinkMessageId, newLinkSchema } from "./resetPasswordSchema";

interface RequestNewLinkFormProps {
  /** sends the link to the (trimmed, lowercased) address; resolves to the message to show */
  send: (email: string) => Promise<AuthResult>;
  submitLabel: string;
  onResult: (message: AuthResult) => void;
}

/** An e-mail field to ask for a fresh link when the one followed no longer works. */
export function RequestNewLinkForm({ send, submitLabel, onResult }: RequestNewLinkFormProps) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { form, submit, saving } = useEntityForm({
    schema: newLinkSchema,
    defaultValues: { email: "" },
    onSubmit: async ({ email }) => onResult(await send(email)),
  });
  // the spec's message above the form as well as the field's own (spec §5)
  const onSubmit = async (event: FormEvent) => {
    const id = newLinkMessageId(form.getValues());
    if (id) onResult({ status: "error", id });
    await submit(event);
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormField label={intl.formatMessage({ id: "auth.field.email" })} required error={errorText(form.formState.errors.email)}>
        <HStack w="100%" align="stretch" gap="2" flexWrap={{ base: "wrap", sm: "nowrap" }}>
          <Input type="email" autoComplete="email" {...form.register("email" satisfies keyof NewLinkValues)} />
          <Button type="submit" colorPalette="brand" variant="outline" loading={saving} flexShrink="0">
            {submitLabel}
          </Button>
        </HStack>
      </FormField>
    </form>
  );
}
