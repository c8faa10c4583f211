import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import { useSession } from "../../../session/useSession";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { EmailedLinkCard } from "../components/EmailedLinkCard";
import { useSendTokenOnce } from "../hooks/useSendTokenOnce";
import { type AuthResult, authErrorMessage } from "../utils/authErrorMessage";

export const ConfirmOAuthLinkMutation = graphql(`
  mutation LinkAccountPage_Confirm($token: String!) {
    confirmOAuthLink(token: $token)
  }
`);

const PROVIDER_NAMES: Record<string, string> = { GOOGLE: "Google", FACEBOOK: "Facebook" };

type Message = AuthResult & { signInFirst?: boolean };

/**
 * /link-account?token=…: the link e-mailed to an account's owner when someone
 * signed in with a Google or Facebook account that uses the same e-mail.
 * Following it links that provider account (an administrator must be signed
 * in first).
 */
export function LinkAccountPage() {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [confirm] = useMutation(ConfirmOAuthLinkMutation);
  const [result, setResult] = useState<Message | null>(token ? null : { status: "error", id: "auth.linkAccount.missingToken" });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // wait for the session: an administrator's link needs it
  useSendTokenOnce(token, session.status !== "loading", (token) => {
    confirm({ variables: { token } })
      .then(({ data }) => {
        const provider = PROVIDER_NAMES[data?.confirmOAuthLink ?? ""] ?? "Google";
        setResult({ status: "success", id: "auth.linkAccount.success", values: { provider } });
      })
      .catch((error) =>
        setResult({
          status: "error",
          ...authErrorMessage(error, "linkAccount"),
          signInFirst: graphqlErrorInfo(error).reason === "SIGN_IN_REQUIRED",
        }),
      );
  });

  const loginHref = result?.signInFirst ? `/login?next=${encodeURIComponent(`/link-account?token=${encodeURIComponent(token)}`)}` : "/login";
  return (
    <EmailedLinkCard title={t("auth.linkAccount.title")} checking={t("auth.linkAccount.processing")} result={result}>
      {(result) => (
        <LinkButton to={loginHref} colorPalette="brand" size="lg" variant={result.status === "success" || result.signInFirst ? "solid" : "outline"}>
          {t(result.signInFirst ? "auth.linkAccount.signIn" : "auth.common.toLogin")}
        </LinkButton>
      )}
    </EmailedLinkCard>
  );
}
