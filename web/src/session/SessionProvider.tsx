import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { graphql } from "../gql";
import type { SignInInput } from "../gql/graphql";
import { useLocale } from "../i18n/useLocale";
import { notifySuccess } from "../ui/feedback/notify";
import { clearAccessToken, getAccessToken, hasAccessToken, onAccessTokenChange, renewAccessToken, setAccessToken, takeRenewedUser } from "./accessToken";
import { SessionContext } from "./SessionContext";
import type { Session, SessionUser } from "./useSession";

/** Spec §5: give up waiting for the session check and treat the visitor as signed out. */
const SESSION_INIT_TIMEOUT_MS = 8000;

graphql(`
  fragment SessionProvider_User on User {
    id
    email
    fullName
    role
    country
    sector
    organization
    avatarUrl
    language
    notificationsEnabled
    theme
  }
`);

const MeQuery = graphql(`
  query SessionProvider_Me {
    me {
      ...SessionProvider_User
    }
  }
`);

const SignInMutation = graphql(`
  mutation SessionProvider_SignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
      accessTokenExpiresAt
      deletionCancelled
      user {
        ...SessionProvider_User
      }
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SessionProvider_SignOut {
    signOut
  }
`);

const SaveLanguageMutation = graphql(`
  mutation SessionProvider_SaveLanguage($language: Language!) {
    updateMyPreferences(input: { language: $language }) {
      id
      language
    }
  }
`);

/** Areas that need a session; losing it there sends the person to the sign-in screen. */
const PROTECTED_PATH = /^\/(app|create-project)(\/|$)/;

/**
 * Who is signed in. On start it exchanges the refresh cookie for an access
 * token (a returning visitor stays signed in), then loads the profile; it
 * applies the profile's language, saves language changes, and reacts to a
 * session the server stopped accepting.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const { locale, setLocale } = useLocale();
  // The refresh that signed the page in carried the profile: put it where the
  // profile query reads it, so that query needs no round trip of its own.
  const adoptRenewedUser = useCallback(() => {
    const renewed = takeRenewedUser();
    if (renewed) client.writeQuery({ query: MeQuery, data: { me: renewed } });
  }, [client]);
  const [initialising, setInitialising] = useState(() => !hasAccessToken());
  const [signedIn, setSignedIn] = useState(() => {
    // the refresh started with the app (AppProviders) may have answered before this mounted
    adoptRenewedUser();
    return hasAccessToken();
  });
  const [leaving, setLeaving] = useState(false);
  // out of the signed-in area the session reads as what it is again (signed out)
  useEffect(() => {
    if (leaving && !PROTECTED_PATH.test(location.pathname)) setLeaving(false);
  }, [leaving, location.pathname]);

  useEffect(() => {
    if (!initialising) return;
    let live = true;
    const done = () => live && setInitialising(false);
    // Spec §4: after 8 s without an answer the visitor is treated as signed out.
    const timeout = setTimeout(done, SESSION_INIT_TIMEOUT_MS);
    // shares the refresh AppProviders started, or learns it already said "no session"
    getAccessToken().finally(() => {
      clearTimeout(timeout);
      // The refresh may have answered between this component's first render and its effects,
      // before the listener below was there to hear "signedIn": read the outcome, not the event.
      if (live && hasAccessToken()) {
        adoptRenewedUser();
        setSignedIn(true);
      }
      done();
    });
    return () => {
      live = false;
      clearTimeout(timeout);
    };
  }, [initialising, adoptRenewedUser]);

  useEffect(
    () =>
      onAccessTokenChange((event) => {
        if (event === "signedIn") {
          adoptRenewedUser();
          setSignedIn(true);
          return;
        }
        setSignedIn(false);
        if (event === "lost") {
          void client.clearStore();
          const { pathname, search } = here.current;
          if (PROTECTED_PATH.test(pathname)) {
            navigate(`/login?expired=1&next=${encodeURIComponent(pathname + search)}`, { replace: true });
          }
        }
      }),
    [client, navigate, adoptRenewedUser],
  );

  const me = useQuery(MeQuery, { skip: !signedIn });
  const user: SessionUser | null = signedIn ? (me.data?.me ?? null) : null;
  const status: Session["status"] = initialising || leaving || (signedIn && !user && me.loading) ? "loading" : user ? "authenticated" : "anonymous";

  useProfileLanguage(user, locale, setLocale);

  const signIn = useCallback(
    async (input: SignInInput) => {
      const { data } = await client.mutate({ mutation: SignInMutation, variables: { input } });
      if (!data) throw new Error("signIn returned no data");
      const { accessToken, accessTokenExpiresAt, deletionCancelled, user: signedInUser } = data.signIn;
      client.writeQuery({ query: MeQuery, data: { me: signedInUser } });
      setAccessToken(accessToken, accessTokenExpiresAt);
      // signing in within the grace period took the person's deletion request back: say so
      if (deletionCancelled) notifySuccess(intl, "auth.deletionCancelled");
      return signedInUser;
    },
    [client, intl],
  );

  const signOut = useCallback(async () => {
    try {
      await client.mutate({ mutation: SignOutMutation });
    } catch (error) {
      // Spec §8: in the shell a failed sign-out is only logged; the local state is cleared anyway.
      console.warn("signOut failed", error);
    }
    // Spec §2.1: logout lands on the public home page. The router moves there in
    // a transition, after the session is gone; until then the guard of the
    // signed-in area shows its loading screen instead of sending the person to
    // the sign-in screen (`/login?next=…`).
    setLeaving(true);
    navigate("/");
    clearAccessToken("signedOut");
    await client.clearStore();
  }, [client, navigate]);

  const reloadUser = useCallback(async () => {
    const token = await renewAccessToken();
    if (!token) return null;
    const { data } = await client.query({ query: MeQuery, fetchPolicy: "network-only" });
    return data?.me ?? null;
  }, [client]);

  const value = useMemo<Session>(() => ({ status, user, signIn, signOut, reloadUser }), [status, user, signIn, signOut, reloadUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The profile's language wins when someone signs in; after that, a change made
 * with the language toggle is saved to the profile.
 */
function useProfileLanguage(user: SessionUser | null, locale: "pt" | "en", setLocale: (l: "pt" | "en") => void) {
  const [saveLanguage] = useMutation(SaveLanguageMutation);
  const appliedFor = useRef<string | null>(null);
  const pending = useRef<"pt" | "en" | null>(null);
  const userId = user?.id ?? null;
  const saved = user?.language ?? null;

  useEffect(() => {
    if (!userId || !saved) {
      appliedFor.current = null;
      pending.current = null;
      return;
    }
    if (appliedFor.current !== userId) {
      appliedFor.current = userId;
      if (saved !== locale) {
        pending.current = saved;
        setLocale(saved);
      }
      return;
    }
    if (pending.current) {
      if (locale === pending.current) pending.current = null;
      return;
    }
    if (locale !== saved) {
      saveLanguage({ variables: { language: locale } }).catch((error) => console.warn("saving the language failed", error));
    }
  }, [userId, saved, locale, setLocale, saveLanguage]);
}
