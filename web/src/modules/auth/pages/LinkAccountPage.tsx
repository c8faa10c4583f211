import { HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import { AuthCard } from "../components/AuthCard";
import { AuthPageFrame } from "../../../ui/layout/AuthPageFrame";
import { FormMessage } from "../../../ui/feedback/FormMessage";
import { useSession } from "../../../session/useSession";
import { type AuthMessage, authErrorMessage } from "../utils/authErrorMessage";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { LinkButton } from "../../../ui/layout/LinkButton";

export const ConfirmOAuthLinkMutation = graphql(`
  mutation LinkAccountPage_Confirm($token: String!) {
    confirmOAuthLink(token: $token)
  }
`);

const PROVIDER_NAMES: Record<string, string> = { GOOGLE: "Google", FACEBOOK: "Facebook" };

type Message = AuthMessage & { status: "success" | "error"; signInFirst?: boolean };

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
  const sent = useRef<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    // wait for the session (an administrator's link needs it), and send a token once only
    if (!token || session.status === "loading" || sent.current === token) return;
    sent.current = token;
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
  }, [token, session.status, confirm]);

  const loginHref = result?.signInFirst ? `/login?next=${encodeURIComponent(`/link-account?token=${encodeURIComponent(token)}`)}` : "/login";
  return (
    <AuthPageFrame>
      <AuthCard title={t("auth.linkAccount.title")}>
        {!result ? (
          <HStack gap="3" role="status">
            <Spinner color="brand.solid" />
            <Text>{t("auth.linkAccount.processing")}</Text>
          </HStack>
        ) : (
          <Stack gap="5">
            <FormMessage status={result.status}>{t(result.id, result.values)}</FormMessage>
            <LinkButton to={loginHref} colorPalette="brand" size="lg" variant={result.status === "success" || result.signInFirst ? "solid" : "outline"}>
              {t(result.signInFirst ? "auth.linkAccount.signIn" : "auth.common.toLogin")}
            </LinkButton>
          </Stack>
        )}
      </AuthCard>
    </AuthPageFrame>
  );
}
