import { Button, Center, Circle, Spinner, Stack, Text } from "@chakra-ui/react";
import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../../session/useSession";
import { AUTH_LIMITS } from "../utils/authLimits";
import { type OAuthReturn, readOAuthReturn } from "../utils/readOAuthReturn";
import { redirectTo } from "../utils/redirectTo";

interface Outcome {
  /** link_pending: an account with this e-mail exists; its owner was e-mailed a link to confirm the new sign-in method */
  status: "processing" | "success" | "error" | "link_pending";
  message: string;
  values?: Record<string, string>;
  /** full redirect after this delay */
  then?: { path: string; afterMs: number };
}

const PROVIDER_NAMES: Record<string, string> = { google: "Google", facebook: "Facebook" };

/** The round mark above a finished outcome's title (a spinner stands in while processing). */
const MARKS = {
  success: { icon: CircleCheck, palette: "brand" },
  link_pending: { icon: MailCheck, palette: "brand" },
  error: { icon: CircleAlert, palette: "red" },
} as const;

function errorOutcome({ error, provider }: OAuthReturn): Outcome {
  const home = { path: "/", afterMs: AUTH_LIMITS.callbackErrorRedirectMs };
  if (error === "access_denied") return { status: "error", message: "auth.error.oauthCancelled", then: home };
  if (error === "provider_not_enabled") {
    const name = provider ? PROVIDER_NAMES[provider.toLowerCase()] : undefined;
    return name
      ? { status: "error", message: "auth.error.providerNotEnabled", values: { provider: name }, then: home }
      : { status: "error", message: "auth.callback.providerNotEnabled", then: home };
  }
  if (error === "email_unverified") return { status: "error", message: "auth.callback.emailUnverified" };
  return { status: "error", message: "auth.callback.oauthError", then: home };
}

function initialOutcome(search: string, hash: string): Outcome {
  const back = readOAuthReturn(search, hash);
  if (back.error) return errorOutcome(back);
  if (new URLSearchParams(search).get("status") === "link_pending") {
    const name = (back.provider && PROVIDER_NAMES[back.provider.toLowerCase()]) || "Google";
    return { status: "link_pending", message: "auth.callback.linkPending", values: { provider: name } };
  }
  return { status: "processing", message: "auth.callback.processing" };
}

/**
 * /auth/callback: where Google or Facebook sign-in comes back (spec §2.4, §4).
 * The server has already set the session cookie; this screen waits for the
 * session, then leaves with a full redirect.
 */
export function CallbackPage() {
  const intl = useIntl();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(() => initialOutcome(location.search, location.hash));

  // Spec §2.4: the query string is cleared on entry (codes must not linger in history).
  useEffect(() => {
    if (location.search || location.hash) navigate(location.pathname, { replace: true });
  }, [location, navigate]);

  useEffect(() => {
    if (outcome.status !== "processing") return;
    if (session.status === "authenticated") {
      setOutcome({ status: "success", message: "auth.callback.success", then: { path: "/app", afterMs: AUTH_LIMITS.callbackSuccessRedirectMs } });
    } else if (session.status === "anonymous") {
      setOutcome({ status: "error", message: "auth.callback.noSession", then: { path: "/", afterMs: AUTH_LIMITS.callbackNoSessionRedirectMs } });
    }
  }, [session.status, outcome.status]);

  useEffect(() => {
    if (outcome.status !== "processing") return;
    const safety = setTimeout(
      () => setOutcome({ status: "error", message: "auth.callback.timeout", then: { path: "/", afterMs: AUTH_LIMITS.callbackTimeoutRedirectMs } }),
      AUTH_LIMITS.callbackSafetyTimeoutMs,
    );
    return () => clearTimeout(safety);
  }, [outcome.status]);

  useEffect(() => {
    if (!outcome.then) return;
    const { path, afterMs } = outcome.then;
    const timer = setTimeout(() => redirectTo(path), afterMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  const success = outcome.status === "success";
  const mark = outcome.status === "processing" ? null : MARKS[outcome.status];
  // no session to wait for: the person signs in with the password (or follows the e-mailed link)
  const toLogin = outcome.status === "link_pending" || outcome.message === "auth.callback.emailUnverified";
  return (
    <Center as="main" minH="100dvh" bg="bg.subtle" px="4">
      <Stack align="center" gap="5" bg="bg" borderWidth="1px" rounded="2xl" shadow="sm" p={{ base: "8", md: "10" }} maxW="md" w="100%" textAlign="center">
        {outcome.status === "processing" && <Spinner size="xl" color="brand.solid" borderWidth="3px" />}
        {mark && (
          <Circle size="14" bg={`${mark.palette}.subtle`} color={`${mark.palette}.fg`}>
            <mark.icon size={32} aria-hidden />
          </Circle>
        )}
        <Text as="h1" fontSize="xl" fontWeight="semibold">
          {intl.formatMessage({ id: `auth.callback.title.${outcome.status}` })}
        </Text>
        <Text color="fg.muted" role={outcome.status === "error" ? "alert" : "status"} aria-live="polite">
          {intl.formatMessage({ id: outcome.message }, outcome.values)}
        </Text>
        {outcome.status !== "processing" && !toLogin && (
          <Button colorPalette="brand" variant={success ? "solid" : "outline"} onClick={() => redirectTo(success ? "/app" : "/")}>
            {intl.formatMessage({ id: success ? "auth.callback.toDashboard" : "auth.callback.toHome" })}
          </Button>
        )}
        {toLogin && (
          <Button colorPalette="brand" onClick={() => redirectTo("/login")}>
            {intl.formatMessage({ id: "auth.callback.toLogin" })}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
