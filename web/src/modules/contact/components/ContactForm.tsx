import { Alert, Box, Button, Fieldset, Grid, Heading, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, FormProvider } from "react-hook-form";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, PreferredContact, Sector } from "../../../gql/graphql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { SelectField, TextareaField, TextField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { useSession } from "../../../session/useSession";
import {
  CONTACT_COUNTRIES,
  CONTACT_SECTORS,
  CONTACT_SUCCESS_BANNER_MS,
  type ContactFormValues,
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  PREFERRED_CONTACTS,
} from "../utils/contactForm";
import { SOFT_CARD } from "../../../ui/layout/softCard";

const SubmitContactMessage = graphql(`
  mutation ContactForm_SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      id
      emailedAt
    }
  }
`);

type Status = { kind: "idle" } | { kind: "success" } | { kind: "rateLimited"; minutes: number };

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
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [send] = useMutation(SubmitContactMessage);
  const entity = useEntityForm({
    schema: contactFormSchema,
    defaultValues: initial(),
    onSubmit: async (v) => {
      setStatus({ kind: "idle" });
      await send({
        variables: {
          input: {
            name: v.name,
            email: v.email,
            phone: v.phone || null,
            country: v.country as Country,
            sector: (v.sector || null) as Sector | null,
            organization: v.organization || null,
            subject: v.subject,
            message: v.message,
            preferredContact: v.preferredContact as PreferredContact,
          },
        },
      });
      setStatus({ kind: "success" });
    },
    onError: (error) => {
      const info = graphqlErrorInfo(error);
      if (info.code !== "RATE_LIMITED") return false;
      setStatus({ kind: "rateLimited", minutes: Math.max(1, Math.ceil((info.retryAfterSeconds ?? 600) / 60)) });
      return true;
    },
  });
  const { form } = entity;
  const loading = entity.saving;

  // Spec §4/§9: the success banner disappears after 5 s, then the form resets.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts when the status becomes success, not when `initial` changes
  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => {
      setStatus({ kind: "idle" });
      form.reset(initial());
    }, CONTACT_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status.kind]);

  // After a refused send: name what is wrong (missing fields first).
  const errors = Object.values(form.formState.errors);
  const problem =
    status.kind === "rateLimited"
      ? t("contact.form.error.rateLimited", { minutes: status.minutes })
      : form.formState.submitCount > 0 && errors.length > 0
        ? t(errors.some((e) => e?.message === "REQUIRED") ? "contact.form.error.missing" : "contact.form.error.fix")
        : null;
  const countries = CONTACT_COUNTRIES.map((c) => ({ value: c, label: t(`common.country.${c}`) }));
  const sectors = CONTACT_SECTORS.map((c) => ({ value: c, label: t(`common.sector.${c}`) }));

  const busy = loading || status.kind === "success";
  return (
    <Box as="section" aria-labelledby="contact-form-title" {...SOFT_CARD} p={{ base: "5", md: "8" }}>
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
        {problem && (
          <Alert.Root status="error" mb="6">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
      </Box>

      <FormProvider {...form}>
        <form onSubmit={(e) => void entity.submit(e)} noValidate>
          <Fieldset.Root disabled={busy}>
            <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="5">
              <TextField<ContactFormValues> name="name" label={t("contact.form.name")} required autoComplete="name" />
              <TextField<ContactFormValues> name="email" label={t("contact.form.email")} required type="email" autoComplete="email" />
              <TextField<ContactFormValues> name="phone" label={t("contact.form.phone")} type="tel" autoComplete="tel" placeholder={t("contact.form.phonePlaceholder")} />
              <SelectField<ContactFormValues>
                name="country"
                label={t("contact.form.country")}
                required
                options={countries}
                placeholder={t("contact.form.countryPlaceholder")}
              />
              <SelectField<ContactFormValues> name="sector" label={t("contact.form.sector")} options={sectors} placeholder={t("contact.form.sectorPlaceholder")} />
              <TextField<ContactFormValues> name="organization" label={t("contact.form.organization")} autoComplete="organization" />
              <Stack gridColumn={{ md: "span 2" }} gap="5">
                <TextField<ContactFormValues> name="subject" label={t("contact.form.subject")} required />
                <TextareaField<ContactFormValues> name="message" label={t("contact.form.message")} required rows={6} helper={t("contact.form.messageHelper")} />
                <Controller
                  control={form.control}
                  name="preferredContact"
                  render={({ field }) => (
                    <RadioGroup.Root
                      name="preferredContact"
                      value={field.value}
                      onValueChange={(e) => field.onChange(e.value ?? "EMAIL")}
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
                  )}
                />
              </Stack>
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
      </FormProvider>
    </Box>
  );
}
