import { Button, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { FormProvider } from "react-hook-form";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { FormMessage } from "../../../ui/feedback/FormMessage";
import { useEntityForm } from "../../../ui/forms/useEntityForm";
import { AuthPageFrame } from "../../../ui/layout/AuthPageFrame";
import { AuthCard } from "../components/AuthCard";
import { PasswordField } from "../components/PasswordField";
import { RequestNewLinkForm } from "../components/RequestNewLinkForm";
import { type ResetPasswordValues, resetPasswordMessageId, resetPasswordSchema } from "../components/resetPasswordSchema";
import { type AuthResult, authErrorMessage } from "../utils/authErrorMessage";
import { sendEmailedLink } from "../utils/sendEmailedLink";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { TextLink } from "../../../ui/layout/TextLink";

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

/** /reset-password?token=…: the target of the password-reset e-mail. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [message, setMessage] = useState<AuthResult | null>(null);
  const [linkBroken, setLinkBroken] = useState(!token);
  const [done, setDone] = useState(false);
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const { form, submit, saving } = useEntityForm({
    schema: resetPasswordSchema,
    defaultValues: { password: "", passwordConfirmation: "" },
    onSubmit: async ({ password }) => {
      await resetPassword({ variables: { token, password } });
      setDone(true);
      setMessage({ status: "success", id: "auth.resetPassword.success" });
    },
    // the spec's texts for a refused reset (§8), above the form
    onError: (error) => {
      const { reason } = graphqlErrorInfo(error);
      if (reason === "TOKEN_INVALID" || reason === "TOKEN_EXPIRED") setLinkBroken(true);
      setMessage({ status: "error", ...authErrorMessage(error, "resetPassword") });
      return true;
    },
  });

  const onSubmit = async (event: FormEvent) => {
    const id = resetPasswordMessageId(form.getValues());
    setMessage(id ? { status: "error", id } : null);
    await submit(event);
  };

  const requestNewLink = (email: string) =>
    sendEmailedLink(() => client.mutate({ mutation: RequestResetMutation, variables: { email } }), email, "auth.reset.sent", "requestReset");

  const toLogin = (
    <TextLink to="/login" color="brand.fg" fontWeight="semibold">
      {t("auth.common.toLogin")}
    </TextLink>
  );

  return (
    <AuthPageFrame>
      <AuthCard title={t("auth.resetPassword.title")} subtitle={done ? undefined : t("auth.resetPassword.subtitle")}>
        {!token && !message && <FormMessage status="error">{t("auth.error.tokenInvalid")}</FormMessage>}
        {message && <FormMessage status={message.status}>{t(message.id, message.values)}</FormMessage>}
        {done ? (
          <LinkButton to="/login" colorPalette="brand" size="lg">
            {t("auth.common.toLogin")}
          </LinkButton>
        ) : linkBroken ? (
          <Stack gap="4">
            <Text color="fg.muted">{t("auth.resetPassword.requestNew")}</Text>
            <RequestNewLinkForm send={requestNewLink} submitLabel={t("auth.resetPassword.sendNewLink")} onResult={setMessage} />
            <Text fontSize="sm">{toLogin}</Text>
          </Stack>
        ) : (
          <FormProvider {...form}>
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Stack gap="4">
                <PasswordField<ResetPasswordValues>
                  name="password"
                  label={t("auth.resetPassword.newPassword")}
                  autoComplete="new-password"
                  helper={t("auth.field.passwordHelp")}
                />
                <PasswordField<ResetPasswordValues> name="passwordConfirmation" label={t("auth.resetPassword.confirmPassword")} autoComplete="new-password" />
                <Button type="submit" colorPalette="brand" size="lg" loading={saving}>
                  {t("auth.resetPassword.submit")}
                </Button>
                <Text fontSize="sm" textAlign="center">
                  {toLogin}
                </Text>
              </Stack>
            </form>
          </FormProvider>
        )}
      </AuthCard>
    </AuthPageFrame>
  );
}
