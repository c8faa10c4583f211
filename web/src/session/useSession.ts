import { useContext } from "react";
import type { SignInInput } from "../gql/graphql";
import { SessionContext } from "./SessionContext";

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: "ADMIN" | "USER";
  country: string;
  sector: string;
  organization: string | null;
  avatarUrl: string | null;
  language: "pt" | "en";
  notificationsEnabled: boolean;
  theme: "light" | "dark";
}

export interface Session {
  status: "loading" | "authenticated" | "anonymous";
  user: SessionUser | null;
  /** Ends the session on the server, clears cached data and returns to the home page. */
  signOut: () => Promise<void>;
  /** Signs in with e-mail and password; rejects with the API's error (see authErrorMessage). */
  signIn: (input: SignInInput) => Promise<SessionUser>;
  /** Asks the server again (after an OAuth return, or when the profile changed elsewhere). */
  reloadUser: () => Promise<SessionUser | null>;
}

// Outside a SessionProvider (isolated component tests) there is simply no one signed in.
const outside: Session = {
  status: "anonymous",
  user: null,
  signOut: async () => {},
  signIn: async () => {
    throw new Error("useSession: no SessionProvider above this component");
  },
  reloadUser: async () => null,
};

/** The signed-in person, if any. */
export function useSession(): Session {
  return useContext(SessionContext) ?? outside;
}
