import { Box, Button, Checkbox, Field, HStack, Input, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../gql";
import type { Country, Sector } from "../../../gql/graphql";
import { useLocale } from "../../../i18n/useLocale";
import { useSession } from "../session/useSession";
import { type AuthMessage, authErrorMessage } from "../utils/authErrorMessage";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { isValidEmail } from "../utils/isValidEmail";
import { normalizeEmail } from "../utils/normalizeEmail";
import { validateAuthForm } from "../utils/validateAuthForm";
import { CountrySelect } from "./CountrySelect";
import { type DemoAccount, DemoAccountsBox } from "./DemoAccountsBox";
import { FormMessage } from "./FormMessage";
import { PasswordField } from "./PasswordField";
import { SectorSelect } from "./SectorSelect";
import { SocialSignInButtons } from "./SocialSignInButtons";

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

export type AuthMode = "signIn" | "register";

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
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [country, setCountry] = useState("");
  const [sector, setSector] = useState("GENERAL");
  const [organization, setOrganization] = useState("");
  const [remember, setRemember] = useState(true);
  const [message, setMessage] = useState<Message | null>(initialMessage);
  const [busy, setBusy] = useState(false);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAuthForm({ mode, fullName, email, password, country });
    if (invalid) {
      setMessage({ status: "error", id: invalid });
      return;
    }
    const cleanEmail = normalizeEmail(email);
    setEmail(cleanEmail);
    setBusy(true);
    setMessage(null);
    try {
      if (mode === "signIn") {
        await session.signIn({ email: cleanEmail, password, country: country as Country, rememberMe: remember });
        onSignedIn();
        return;
      }
      const { data } = await register({
        variables: {
          input: {
            fullName: fullName.trim(),
            email: cleanEmail,
            password,
            country: country as Country,
            sector: sector as Sector,
            organization: organization.trim() || null,
            language: locale,
          },
        },
      });
      // Spec §2.3: back to sign-in with the e-mail kept and the password cleared.
      setPassword("");
      onModeChange("signIn");
      setMessage(
        data?.register.emailConfirmationRequired
          ? { status: "info", id: "auth.error.emailNotConfirmedRegister", resend: true }
          : { status: "success", id: "auth.register.success" },
      );
    } catch (error) {
      const notConfirmed = graphqlErrorInfo(error).reason === "EMAIL_NOT_CONFIRMED";
      setMessage({ status: "error", ...authErrorMessage(error, mode), resend: notConfirmed });
    } finally {
      setBusy(false);
    }
  };

  const forgotPassword = async () => {
    const cleanEmail = normalizeEmail(email);
    if (!cleanEmail) {
      setMessage({ status: "error", id: "auth.error.emailFirst" });
      return;
    }
    if (!isValidEmail(cleanEmail)) {
      setMessage({ status: "error", id: "auth.error.invalidEmail" });
      return;
    }
    setEmail(cleanEmail);
    try {
      await requestReset({ variables: { email: cleanEmail } });
      setMessage({ status: "success", id: "auth.reset.sent", values: { email: cleanEmail } });
    } catch (error) {
      setMessage({ status: "error", ...authErrorMessage(error, "requestReset") });
    }
  };

  const resend = async () => {
    const cleanEmail = normalizeEmail(email);
    try {
      await resendConfirmation({ variables: { email: cleanEmail } });
      setMessage({ status: "success", id: "auth.confirm.resent", values: { email: cleanEmail } });
    } catch (error) {
      setMessage({ status: "error", ...authErrorMessage(error, "resendConfirmation") });
    }
  };

  const pickDemo = (account: DemoAccount) => {
    setMessage(null);
    onModeChange("signIn");
    setEmail(account.email);
    setPassword(account.password);
    if (!country) setCountry("AO");
  };

  const isRegister = mode === "register";
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

      <form onSubmit={submit} noValidate aria-label={t(isRegister ? "auth.register.title" : "auth.signIn.title")}>
        <Stack gap="4">
          {isRegister && (
            <Field.Root required>
              <Field.Label>
                {t("auth.field.fullName")}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input name="fullName" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
            </Field.Root>
          )}
          <Field.Root required>
            <Field.Label>
              {t("auth.field.email")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder={t("auth.field.emailPlaceholder")}
            />
          </Field.Root>
          <PasswordField
            label={t("auth.field.password")}
            value={password}
            onChange={setPassword}
            autoComplete={isRegister ? "new-password" : "current-password"}
            helperText={isRegister ? t("auth.field.passwordHelp") : undefined}
          />
          <CountrySelect value={country} onChange={setCountry} />
          {isRegister && (
            <>
              <SectorSelect value={sector} onChange={setSector} />
              <Field.Root>
                <Field.Label>
                  {t("auth.field.organization")}
                  <Text as="span" color="fg.muted" fontWeight="normal" ms="1">
                    {t("auth.field.optional")}
                  </Text>
                </Field.Label>
                <Input name="organization" autoComplete="organization" value={organization} onChange={(e) => setOrganization(e.target.value)} />
              </Field.Root>
            </>
          )}
          {!isRegister && (
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Checkbox.Root checked={remember} onCheckedChange={(e) => setRemember(e.checked === true)} colorPalette="brand">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t("auth.field.rememberMe")}</Checkbox.Label>
              </Checkbox.Root>
              <Button variant="plain" size="sm" px="0" color="brand.fg" onClick={forgotPassword} loading={resetState.loading}>
                {t("auth.signIn.forgotPassword")}
              </Button>
            </HStack>
          )}
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={t(isRegister ? "auth.register.busy" : "auth.signIn.busy")}>
            {t(isRegister ? "auth.register.submit" : "auth.signIn.submit")}
          </Button>
        </Stack>
      </form>

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
        <FormattedMessage
          id="auth.legal.agreement"
          values={{
            terms: (chunks) => (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to="/terms">{chunks}</RouterLink>
              </Link>
            ),
            privacy: (chunks) => (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to="/privacy">{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      </Box>
    </Stack>
  );
}
