import { Alert, Box, Button, Field, Fieldset, Grid, Heading, HStack, Input, NativeSelect, RadioGroup, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Send } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { ContactMessageInput, Country, PreferredContact, Sector } from "../../../gql/graphql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { useSession } from "../../auth/session/useSession";
import {
  CONTACT_COUNTRIES,
  CONTACT_MAX_LENGTH,
  CONTACT_SECTORS,
  CONTACT_SUCCESS_BANNER_MS,
  type ContactField,
  type ContactFieldError,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  PREFERRED_CONTACTS,
  serverFieldErrors,
  validateContactForm,
} from "../utils/contactForm";

const SubmitContactMessage = graphql(`
  mutation ContactForm_SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      id
      emailedAt
    }
  }
`);

type Status = { kind: "idle" } | { kind: "success" } | { kind: "error"; message: string };

const FIELD_ORDER: ContactField[] = ["name", "email", "phone", "country", "sector", "organization", "subject", "message"];

/** The message form (spec §2.7, §3, §4, §5): stored by the API and e-mailed to the team. */
export function ContactForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { user } = useSession();
  const initial = (): ContactFormValues =>
    user
      ? {
          ...EMPTY_CONTACT_FORM,
          name: user.fullName,
          email: user.email,
          country: (CONTACT_COUNTRIES as readonly string[]).includes(user.country) ? user.country : "",
          organization: user.organization ?? "",
        }
      : EMPTY_CONTACT_FORM;
  const [values, setValues] = useState<ContactFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactFieldError>>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [submit, { loading }] = useMutation(SubmitContactMessage);
  const formRef = useRef<HTMLFormElement>(null);

  // Spec §4/§9: the success banner disappears after 5 s, then the form resets.
  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => {
      setStatus({ kind: "idle" });
      setValues(initial());
      setErrors({});
    }, CONTACT_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status.kind]);

  const set = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirstError = (errs: Partial<Record<ContactField, ContactFieldError>>) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading || status.kind === "success") return;
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length) {
      const missing = Object.values(found).includes("required");
      setStatus({ kind: "error", message: t(missing ? "contact.form.error.missing" : "contact.form.error.fix") });
      focusFirstError(found);
      return;
    }
    setStatus({ kind: "idle" });
    const input: ContactMessageInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      country: values.country as Country,
      sector: (values.sector || null) as Sector | null,
      organization: values.organization.trim() || null,
      subject: values.subject.trim(),
      message: values.message.trim(),
      preferredContact: values.preferredContact as PreferredContact,
    };
    try {
      await submit({ variables: { input } });
      setStatus({ kind: "success" });
    } catch (err) {
      const info = graphqlErrorInfo(err);
      if (info.code === "BAD_USER_INPUT" && CombinedGraphQLErrors.is(err)) {
        const fromServer = serverFieldErrors(err.errors[0]?.extensions?.issues);
        setErrors(fromServer);
        focusFirstError(fromServer);
        setStatus({ kind: "error", message: t("contact.form.error.fix") });
      } else if (info.code === "RATE_LIMITED") {
        const minutes = Math.max(1, Math.ceil((info.retryAfterSeconds ?? 600) / 60));
        setStatus({ kind: "error", message: t("contact.form.error.rateLimited", { minutes }) });
      } else {
        setStatus({ kind: "error", message: t(info.network ? "contact.form.error.network" : "common.genericError") });
      }
    }
  };

  const field = (name: ContactField, label: string, control: ReactNode, opts: { required?: boolean; helper?: string } = {}) => (
    <Field.Root invalid={Boolean(errors[name])} required={opts.required}>
      <Field.Label>
        {label}
        {opts.required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {errors[name] ? (
        <Field.ErrorText>{t(`contact.form.fieldError.${errors[name]}`, { max: CONTACT_MAX_LENGTH[name] ?? 0 })}</Field.ErrorText>
      ) : (
        opts.helper && <Field.HelperText>{opts.helper}</Field.HelperText>
      )}
    </Field.Root>
  );
  const text = (name: ContactField, type = "text", extra: Record<string, string> = {}) => (
    <Input
      name={name}
      type={type}
      value={values[name]}
      onChange={(e) => set(name)(e.target.value)}
      maxLength={CONTACT_MAX_LENGTH[name]}
      {...extra}
    />
  );

  const busy = loading || status.kind === "success";
  return (
    <Box as="section" aria-labelledby="contact-form-title" bg="bg" rounded="2xl" borderWidth="1px" borderColor="border.muted" shadow="sm" p={{ base: "5", md: "8" }}>
      <Heading as="h2" id="contact-form-title" fontSize={{ base: "xl", md: "2xl" }}>
        {t("contact.form.title")}
      </Heading>
      <Text color="fg.muted" mt="1" mb="6">
        {t("contact.form.subtitle")}
      </Text>

      <Box aria-live="polite">
        {status.kind === "success" && (
          <Alert.Root status="success" mb="6" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t("contact.form.success.title")}</Alert.Title>
              <Alert.Description>{t("contact.form.success.text")}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {status.kind === "error" && (
          <Alert.Root status="error" mb="6">
            <Alert.Indicator />
            <Alert.Title>{status.message}</Alert.Title>
          </Alert.Root>
        )}
      </Box>

      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Fieldset.Root disabled={busy}>
          <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="5">
            {field("name", t("contact.form.name"), text("name", "text", { autoComplete: "name" }), { required: true })}
            {field("email", t("contact.form.email"), text("email", "email", { autoComplete: "email" }), { required: true })}
            {field("phone", t("contact.form.phone"), text("phone", "tel", { autoComplete: "tel", placeholder: t("contact.form.phonePlaceholder") }))}
            {field(
              "country",
              t("contact.form.country"),
              <NativeSelect.Root>
                <NativeSelect.Field name="country" value={values.country} onChange={(e) => set("country")(e.target.value)}>
                  <option value="">{t("contact.form.countryPlaceholder")}</option>
                  {CONTACT_COUNTRIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`common.country.${c}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
              { required: true },
            )}
            {field(
              "sector",
              t("contact.form.sector"),
              <NativeSelect.Root>
                <NativeSelect.Field name="sector" value={values.sector} onChange={(e) => set("sector")(e.target.value)}>
                  <option value="">{t("contact.form.sectorPlaceholder")}</option>
                  {CONTACT_SECTORS.map((s) => (
                    <option key={s} value={s}>
                      {t(`common.sector.${s}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
            )}
            {field("organization", t("contact.form.organization"), text("organization", "text", { autoComplete: "organization" }))}
            <Box gridColumn={{ md: "span 2" }}>
              {field("subject", t("contact.form.subject"), text("subject"), { required: true })}
            </Box>
            <Box gridColumn={{ md: "span 2" }}>
              {field(
                "message",
                t("contact.form.message"),
                <Textarea
                  name="message"
                  rows={6}
                  value={values.message}
                  onChange={(e) => set("message")(e.target.value)}
                  maxLength={CONTACT_MAX_LENGTH.message}
                />,
                { required: true, helper: t("contact.form.messageHelper") },
              )}
            </Box>
            <Box gridColumn={{ md: "span 2" }}>
              <RadioGroup.Root
                name="preferredContact"
                value={values.preferredContact}
                onValueChange={(e) => set("preferredContact")(e.value ?? "EMAIL")}
                colorPalette="brand"
                aria-labelledby="preferred-contact-label"
              >
                <Text id="preferred-contact-label" fontWeight="medium" fontSize="sm" mb="2">
                  {t("contact.form.preferred")}
                </Text>
                <HStack gap="6" wrap="wrap">
                  {PREFERRED_CONTACTS.map((p) => (
                    <RadioGroup.Item key={p} value={p}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`contact.form.preferred.${p}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Box>
          </Grid>
          <Stack direction={{ base: "column", sm: "row" }} align={{ sm: "center" }} justify="space-between" gap="4" mt="6">
            <Text fontSize="sm" color="fg.muted">
              {t("contact.form.requiredNote")}
            </Text>
            <Button type="submit" colorPalette="brand" size="lg" loading={loading} loadingText={t("contact.form.sending")} disabled={busy}>
              <Send aria-hidden="true" />
              {t("contact.form.send")}
            </Button>
          </Stack>
        </Fieldset.Root>
      </form>
    </Box>
  );
}
