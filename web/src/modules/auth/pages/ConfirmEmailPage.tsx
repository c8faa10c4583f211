import { Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import { FormMessage } from "../../../ui/feedback/FormMessage";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { EmailedLinkCard } from "../components/EmailedLinkCard";
import { RequestNewLinkForm } from "../components/RequestNewLinkForm";
import { useSendTokenOnce } from "../hooks/useSendTokenOnce";
import { type AuthResult, authErrorMessage } from "../utils/authErrorMessage";
import { sendEmailedLink } from "../utils/sendEmailedLink";

const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmailPage_Confirm($token: String!) {
    confirmEmail(token: $token)
  }
`);

const ResendMutation = graphql(`
  mutation ConfirmEmailPage_Resend($email: String!) {
    resendConfirmation(email: $email)
  }
`);

/** /confirm-email?token=…: the link of the confirmation e-mail. */
export function ConfirmEmailPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [confirmEmail] = useMutation(ConfirmEmailMutation);
  const [result, setResult] = useState<AuthResult | null>(token ? null : { status: "error", id: "auth.error.tokenInvalid" });
  const [resendResult, setResendResult] = useState<AuthResult | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  useSendTokenOnce(token, true, (token) => {
    confirmEmail({ variables: { token } })
      .then(() => setResult({ status: "success", id: "auth.confirmEmail.success" }))
      .catch((error) => setResult({ status: "error", ...authErrorMessage(error, "confirmEmail") }));
  });

  const resend = (email: string) =>
    sendEmailedLink(() => client.mutate({ mutation: ResendMutation, variables: { email } }), email, "auth.confirm.resent", "resendConfirmation");

  return (
    <EmailedLinkCard title={t("auth.confirmEmail.title")} checking={t("auth.confirmEmail.checking")} result={result}>
      {(result) => (
        <>
          {result.status === "error" && (
            <Stack gap="3">
              <Text color="fg.muted">{t("auth.confirmEmail.requestNew")}</Text>
              {resendResult && <FormMessage status={resendResult.status}>{t(resendResult.id, resendResult.values)}</FormMessage>}
              <RequestNewLinkForm send={resend} submitLabel={t("auth.confirm.resend")} onResult={setResendResult} />
            </Stack>
          )}
          <LinkButton to="/login" colorPalette="brand" size="lg" variant={result.status === "success" ? "solid" : "outline"}>
            {t("auth.common.toLogin")}
          </LinkButton>
        </>
      )}
    </EmailedLinkCard>
  );
}
