import { HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import { AuthCard } from "../components/AuthCard";
import { AuthPageFrame } from "../../../ui/layout/AuthPageFrame";
import { FormMessage } from "../../../ui/feedback/FormMessage";
import { RequestNewLinkForm } from "../components/RequestNewLinkForm";
import { type AuthMessage, authErrorMessage } from "../utils/authErrorMessage";
import { LinkButton } from "../../../ui/layout/LinkButton";

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

type Message = AuthMessage & { status: "success" | "error" };

/** /confirm-email?token=…: the link of the confirmation e-mail. */
export function ConfirmEmailPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [confirmEmail] = useMutation(ConfirmEmailMutation);
  const [result, setResult] = useState<Message | null>(token ? null : { status: "error", id: "auth.error.tokenInvalid" });
  const [resendResult, setResendResult] = useState<Message | null>(null);
  const sent = useRef<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    // A token works once: never send it twice (React runs effects twice in development).
    if (!token || sent.current === token) return;
    sent.current = token;
    confirmEmail({ variables: { token } })
      .then(() => setResult({ status: "success", id: "auth.confirmEmail.success" }))
      .catch((error) => setResult({ status: "error", ...authErrorMessage(error, "confirmEmail") }));
  }, [token, confirmEmail]);

  const resend = async (email: string): Promise<Message> => {
    try {
      await client.mutate({ mutation: ResendMutation, variables: { email } });
      return { status: "success", id: "auth.confirm.resent", values: { email } };
    } catch (error) {
      return { status: "error", ...authErrorMessage(error, "resendConfirmation") };
    }
  };

  return (
    <AuthPageFrame>
      <AuthCard title={t("auth.confirmEmail.title")}>
        {!result ? (
          <HStack gap="3" role="status">
            <Spinner color="brand.solid" />
            <Text>{t("auth.confirmEmail.checking")}</Text>
          </HStack>
        ) : (
          <Stack gap="5">
            <FormMessage status={result.status}>{t(result.id, result.values)}</FormMessage>
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
          </Stack>
        )}
      </AuthCard>
    </AuthPageFrame>
  );
}
