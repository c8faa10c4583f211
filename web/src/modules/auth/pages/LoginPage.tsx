import { Box, Grid } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { AuthBrandPanel } from "../components/AuthBrandPanel";
import { AuthForm } from "../components/AuthForm";
import type { AuthMode } from "../components/authFormSchema";
import { SessionLoadingScreen } from "../components/SessionLoadingScreen";
import { useSession } from "../../../session/useSession";
import { safeNextPath } from "../utils/safeNextPath";

const LoginSettingsQuery = graphql(`
  query LoginPage_Settings {
    authProviders {
      provider
      enabled
    }
    authSettings {
      demoMode
      demoAccounts {
        role
        email
        password
      }
    }
  }
`);

/** /login (and /login?mode=register): sign in or create an account. */
export function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const settings = useQuery(LoginSettingsQuery, { skip: session.status === "authenticated" });
  const mode: AuthMode = params.get("mode") === "register" ? "register" : "signIn";
  const next = safeNextPath(params.get("next"));
  // after asking for the account's deletion (privacy module): when the data goes, and that signing in cancels it
  const deletionDue = Date.parse(params.get("deletionRequested") ?? "") || null;

  if (session.status === "loading") return <SessionLoadingScreen />;
  if (session.status === "authenticated") return <Navigate to={next} replace />;

  const setMode = (m: AuthMode) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (m === "register") copy.set("mode", "register");
        else copy.delete("mode");
        copy.delete("expired");
        copy.delete("deletionRequested");
        return copy;
      },
      { replace: true },
    );

  const providers = settings.data ? Object.fromEntries(settings.data.authProviders.map((p) => [p.provider, p.enabled])) : null;
  const demo = settings.data?.authSettings.demoMode ? settings.data.authSettings.demoAccounts : null;

  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1.1fr) minmax(0, 1fr)" }} minH="100dvh" bg="bg">
      <Box display={{ base: "none", lg: "block" }}>
        <AuthBrandPanel />
      </Box>
      <Box>
        <Box display={{ base: "block", lg: "none" }}>
          <AuthBrandPanel compact />
        </Box>
        <Box as="main" px={{ base: "4", md: "8" }} py={{ base: "8", lg: "16" }} display="flex" justifyContent="center">
          <Box w="100%" maxW="md">
            <AuthForm
              mode={mode}
              onModeChange={setMode}
              onSignedIn={() => navigate(next, { replace: true })}
              providers={providers}
              demoAccounts={demo}
              initialMessage={
                params.get("expired")
                  ? { status: "info", id: "auth.error.sessionExpired" }
                  : deletionDue
                    ? { status: "info", id: "auth.deletionRequested", values: { date: intl.formatDate(deletionDue, { dateStyle: "long" }) } }
                    : null
              }
            />
          </Box>
        </Box>
      </Box>
    </Grid>
  );
}
