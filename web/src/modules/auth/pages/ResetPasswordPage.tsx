import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { AuthCard } from "../components/AuthCard";
import { AuthPageFrame } from "../components/AuthPageFrame";
import { FormMessage } from "../components/FormMessage";
import { PasswordField } from "../components/PasswordField";
import { RequestNewLinkForm } from "../components/RequestNewLinkForm";
import { type AuthMessage, authErrorMessage } from "../utils/authErrorMessage";
import { AUTH_LIMITS } from "../utils/authLimits";

const ResetPasswordMutation = graphql(`
  mutation ResetPasswordPage_Reset($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

const RequestResetMutation = graphql(`
  mutation ResetPasswordPage_RequestReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

type Message = AuthMessage & { status: "success" | "error" };

/** /reset-password?token=…: the target of the password-reset e-mail. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [message, setMessage] = useState<Message | null>(null);
  const [linkBroken, setLinkBroken] = useState(!token);
  const [done, setDone] = useState(false);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirmation) return setMessage({ status: "error", id: "auth.error.requiredFields" });
    if (password.length < AUTH_LIMITS.minPasswordLength) return setMessage({ status: "error", id: "auth.error.passwordTooShort" });
    if (password !== confirmation) return setMessage({ status: "error", id: "auth.error.passwordsDiffer" });
    setMessage(null);
    try {
      await resetPassword({ variables: { token, password } });
      setDone(true);
      setMessage({ status: "success", id: "auth.resetPassword.success" });
    } catch (error) {
      const { reason } = graphqlErrorInfo(error);
      if (reason === "TOKEN_INVALID" || reason === "TOKEN_EXPIRED") setLinkBroken(true);
      setMessage({ status: "error", ...authErrorMessage(error, "resetPassword") });
    }
  };

  const requestNewLink = async (email: string): Promise<Message> => {
    try {
      await client.mutate({ mutation: RequestResetMutation, variables: { email } });
      return { status: "success", id: "auth.reset.sent", values: { email } };
    } catch (error) {
      return { status: "error", ...authErrorMessage(error, "requestReset") };
    }
  };

  const toLogin = (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to="/login">{t("auth.common.toLogin")}</RouterLink>
    </Link>
  );

  return (
    <AuthPageFrame>
      <AuthCard title={t("auth.resetPassword.title")} subtitle={done ? undefined : t("auth.resetPassword.subtitle")}>
        {!token && !message && <FormMessage status="error">{t("auth.error.tokenInvalid")}</FormMessage>}
        {message && <FormMessage status={message.status}>{t(message.id, message.values)}</FormMessage>}
        {done ? (
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/login">{t("auth.common.toLogin")}</RouterLink>
          </Button>
        ) : linkBroken ? (
          <Stack gap="4">
            <Text color="fg.muted">{t("auth.resetPassword.requestNew")}</Text>
            <RequestNewLinkForm send={requestNewLink} submitLabel={t("auth.resetPassword.sendNewLink")} onResult={setMessage} />
            <Text fontSize="sm">{toLogin}</Text>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <PasswordField
                name="password"
                label={t("auth.resetPassword.newPassword")}
                value={password}
                onChange={setPassword}
                autoComplete="new-password"
                helperText={t("auth.field.passwordHelp")}
              />
              <PasswordField
                name="passwordConfirmation"
                label={t("auth.resetPassword.confirmPassword")}
                value={confirmation}
                onChange={setConfirmation}
                autoComplete="new-password"
              />
              <Button type="submit" colorPalette="brand" size="lg" loading={loading}>
                {t("auth.resetPassword.submit")}
              </Button>
              <Text fontSize="sm" textAlign="center">
                {toLogin}
              </Text>
            </Stack>
          </form>
        )}
      </AuthCard>
    </AuthPageFrame>
  );
}
