import { Box, Button, Checkbox, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import type { Country, Sector } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { FormMessage } from "../../../ui/feedback/FormMessage";
import { CustomField, SelectField, TextField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { useSession } from "../../../session/useSession";
import { type AuthMessage, authErrorMessage } from "../utils/authErrorMessage";
import { sendEmailedLink } from "../utils/sendEmailedLink";
import { LOGIN_COUNTRIES, REGISTRATION_SECTORS } from "../../../domain/accountChoices";
import { type AuthFormValues, type AuthMode, authFormDefaults, authFormProblem, authFormSchema } from "./authFormSchema";
import { authRules } from "@ponte/contracts/auth";
import { type DemoAccount, DemoAccountsBox } from "./DemoAccountsBox";
import { PasswordInput } from "./PasswordField";
import { SocialSignInButtons } from "./SocialSignInButtons";
import { TextLink } from "../../../ui/layout/TextLink";

/** The terms or the privacy notice, linked inside the agreement's sentence. */
const legalLink = (to: string) => (chunks: ReactNode[]) => (
  <TextLink to={to} color="brand.fg" textDecoration="underline">
    {chunks}
  </TextLink>
);

const RegisterMutation = graphql(`
  mutation AuthForm_Register($input: RegisterInput!) {
    register(input: $input) {
      emailConfirmationRequired
      user {
        id
      }
    }
  }
`);

const RequestResetMutation = graphql(`
  mutation AuthForm_RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const ResendConfirmationMutation = graphql(`
  mutation AuthForm_ResendConfirmation($email: String!) {
    resendConfirmation(email: $email)
  }
`);

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
  providers: Partial<Record<"GOOGLE" | "FACEBOOK", boolean>> | null;
  demoAccounts: DemoAccount[] | null;
  initialMessage?: Message | null;
}

interface Message extends AuthMessage {
  status: "error" | "success" | "info";
  /** offer to send the confirmation e-mail again */
  resend?: boolean;
}

/** Sign-in and registration (spec §2.3, §5, §8). */
export function AuthForm({ mode, onModeChange, onSignedIn, providers, demoAccounts, initialMessage = null }: AuthFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const session = useSession();
  const [message, setMessage] = useState<Message | null>(initialMessage);
  // After a failed submit the submit button is disabled while busy and focus
  // would fall to <body>: move it to the error (an alert, also announced).
  const messageRef = useRef<HTMLDivElement>(null);
  const shownMessage = useRef<Message | null>(initialMessage);
  useEffect(() => {
    if (message === shownMessage.current) return;
    shownMessage.current = message;
    if (message?.status === "error") messageRef.current?.focus();
  }, [message]);
  const [register] = useMutation(RegisterMutation);
  const [requestReset, resetState] = useMutation(RequestResetMutation);
  const [resendConfirmation, resendState] = useMutation(ResendConfirmationMutation);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const switchMode = (next: AuthMode) => {
    setMessage(null);
    onModeChange(next);
  };

  const {
    form,
    submit: send,
    saving,
  } = useEntityForm({
    schema: authFormSchema,
    defaultValues: authFormDefaults(mode),
    onSubmit: async (values) => {
      if (values.mode === "signIn") {
        await session.signIn({ email: values.email, password: values.password, country: values.country as Country, rememberMe: values.remember });
        onSignedIn();
        return;
      }
      const { data } = await register({
        variables: {
          input: {
            fullName: values.fullName,
            email: values.email,
            password: values.password,
            country: values.country as Country,
            sector: values.sector as Sector,
            organization: values.organization || null,
            language: locale,
          },
        },
      });
      // Spec §2.3: back to sign-in with the e-mail kept and the password cleared.
      form.setValue("email", values.email);
      form.setValue("password", "");
      onModeChange("signIn");
      setMessage(
        data?.register.emailConfirmationRequired
          ? { status: "info", id: "auth.error.emailNotConfirmedRegister", resend: true }
          : { status: "success", id: "auth.register.success" },
      );
    },
    // the spec's texts for every refusal (§8), above the form
    onError: (error, f) => {
      const notConfirmed = graphqlErrorInfo(error).reason === "EMAIL_NOT_CONFIRMED";
      setMessage({ status: "error", ...authErrorMessage(error, f.getValues("mode")), resend: notConfirmed });
      return true;
    },
  });
  // the form keeps its mode among its values: the name is required only to register
  useEffect(() => {
    if (form.getValues("mode") !== mode) form.setValue("mode", mode);
  }, [form, mode]);

  const submit = async (event: React.FormEvent) => {
    const problem = authFormProblem(form.getValues());
    setMessage(problem ? { status: "error", id: problem } : null);
    await send(event);
  };

  const forgotPassword = async () => {
    const parsed = authRules.email.safeParse(form.getValues("email"));
    if (!parsed.success) {
      const required = parsed.error.issues.some((i) => i.message === "REQUIRED");
      setMessage({ status: "error", id: required ? "auth.error.emailFirst" : "auth.error.invalidEmail" });
      return;
    }
    const cleanEmail = parsed.data.toLowerCase();
    form.setValue("email", cleanEmail);
    setMessage(await sendEmailedLink(() => requestReset({ variables: { email: cleanEmail } }), cleanEmail, "auth.reset.sent", "requestReset"));
  };

  const resend = async () => {
    const cleanEmail = form.getValues("email").trim().toLowerCase();
    setMessage(await sendEmailedLink(() => resendConfirmation({ variables: { email: cleanEmail } }), cleanEmail, "auth.confirm.resent", "resendConfirmation"));
  };

  const pickDemo = (account: DemoAccount) => {
    setMessage(null);
    onModeChange("signIn");
    form.setValue("email", account.email);
    form.setValue("password", account.password);
    if (!form.getValues("country")) form.setValue("country", "AO");
    form.clearErrors();
  };

  const isRegister = mode === "register";
  const remember = form.watch("remember");
  return (
    <Stack gap="6">
      <HStack role="group" aria-label={t("auth.mode.label")} bg="bg.muted" p="1" rounded="lg" gap="1">
        {(["signIn", "register"] as const).map((m) => (
          <Button
            key={m}
            flex="1"
            size="sm"
            variant={mode === m ? "solid" : "ghost"}
            colorPalette={mode === m ? "brand" : "gray"}
            aria-pressed={mode === m}
            onClick={() => mode !== m && switchMode(m)}
          >
            {t(m === "signIn" ? "auth.mode.signIn" : "auth.mode.register")}
          </Button>
        ))}
      </HStack>

      <Stack gap="1">
        <Text as="h1" fontSize="2xl" fontWeight="bold" letterSpacing="tight">
          {t(isRegister ? "auth.register.title" : "auth.signIn.title")}
        </Text>
        <Text color="fg.muted">{t(isRegister ? "auth.register.subtitle" : "auth.signIn.subtitle")}</Text>
      </Stack>

      {message && (
        <FormMessage
          ref={messageRef}
          status={message.status}
          action={
            message.resend ? (
              <Button size="xs" variant="outline" onClick={resend} loading={resendState.loading}>
                {t("auth.confirm.resend")}
              </Button>
            ) : undefined
          }
        >
          {t(message.id, message.values)}
        </FormMessage>
      )}

      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t(isRegister ? "auth.register.title" : "auth.signIn.title")}>
          <Stack gap="4">
            {isRegister && <TextField<AuthFormValues> name="fullName" label={t("auth.field.fullName")} required autoComplete="name" />}
            <TextField<AuthFormValues>
              name="email"
              label={t("auth.field.email")}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t("auth.field.emailPlaceholder")}
            />
            <CustomField<AuthFormValues>
              name="password"
              label={t("auth.field.password")}
              required
              helper={isRegister ? t("auth.field.passwordHelp") : undefined}
              render={({ value, onChange, name }) => (
                <PasswordInput name={name} value={value as string} onChange={onChange} autoComplete={isRegister ? "new-password" : "current-password"} />
              )}
            />
            <SelectField<AuthFormValues>
              name="country"
              label={t("auth.field.country")}
              required
              placeholder={t("auth.field.countryPlaceholder")}
              options={LOGIN_COUNTRIES.map((code) => ({ value: code, label: t(`auth.country.${code}`) }))}
            />
            {isRegister && (
              <>
                <SelectField<AuthFormValues>
                  name="sector"
                  label={t("auth.field.sector")}
                  options={REGISTRATION_SECTORS.map((code) => ({ value: code, label: t(`auth.sector.${code}`) }))}
                />
                <TextField<AuthFormValues> name="organization" label={`${t("auth.field.organization")} ${t("auth.field.optional")}`} autoComplete="organization" />
              </>
            )}
            {!isRegister && (
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Checkbox.Root checked={remember} onCheckedChange={(e) => form.setValue("remember", e.checked === true)} colorPalette="brand">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t("auth.field.rememberMe")}</Checkbox.Label>
                </Checkbox.Root>
                <Button variant="plain" size="sm" px="0" color="brand.fg" onClick={forgotPassword} loading={resetState.loading}>
                  {t("auth.signIn.forgotPassword")}
                </Button>
              </HStack>
            )}
            <Button type="submit" colorPalette="brand" size="lg" loading={saving} loadingText={t(isRegister ? "auth.register.busy" : "auth.signIn.busy")}>
              {t(isRegister ? "auth.register.submit" : "auth.signIn.submit")}
            </Button>
          </Stack>
        </form>
      </FormProvider>

      <HStack gap="3" color="fg.muted" fontSize="sm">
        <Separator flex="1" />
        <Text flexShrink="0">{t("auth.social.or")}</Text>
        <Separator flex="1" />
      </HStack>
      <SocialSignInButtons enabled={providers} remember={remember} onMessage={(m) => setMessage({ status: "error", ...m })} />

      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t(isRegister ? "auth.register.haveAccount" : "auth.signIn.noAccount")}{" "}
        <Button variant="plain" size="sm" px="0" h="auto" color="brand.fg" fontWeight="semibold" onClick={() => switchMode(isRegister ? "signIn" : "register")}>
          {t(isRegister ? "auth.mode.signIn" : "auth.mode.register")}
        </Button>
      </Text>

      {demoAccounts && demoAccounts.length > 0 && <DemoAccountsBox accounts={demoAccounts} onPick={pickDemo} />}

      <Box fontSize="xs" color="fg.muted" textAlign="center">
        <FormattedMessage id="auth.legal.agreement" values={{ terms: legalLink("/terms"), privacy: legalLink("/privacy") }} />
      </Box>
    </Stack>
  );
}
