import { vi } from "vitest";
import type { Session, SessionUser } from "../session/useSession";

/** A member as the session holds them (not a demo account: component tests never reach the API). */
export const memberUser: SessionUser = {
  id: "VXNlcjoy",
  email: "ana@example.com",
  fullName: "Ana Silva",
  role: "USER",
  country: "AO",
  sector: "GENERAL",
  organization: null,
  avatarUrl: null,
  language: "pt",
  notificationsEnabled: true,
  theme: "light",
};

export const adminUser: SessionUser = {
  ...memberUser,
  id: "VXNlcjox",
  email: "admin@example.com",
  fullName: "Ana Administradora",
  role: "ADMIN",
  organization: "Ponte Regional",
};

export type FakeSessionKind = "admin" | "member" | "loading" | "anonymous";

/**
 * A fixed session for component tests: an admin, a member, still loading, or
 * nobody. Its functions are spies (`expect(session.signIn).toHaveBeenCalledWith(…)`);
 * `overrides` changes the user's fields or replaces a function.
 */
export function fakeSession(
  kind: FakeSessionKind = "anonymous",
  overrides: { user?: Partial<SessionUser> } & Partial<Pick<Session, "signIn" | "signOut" | "reloadUser">> = {},
): Session {
  const { user, ...functions } = overrides;
  const signedIn = kind === "admin" ? adminUser : kind === "member" ? memberUser : null;
  return {
    status: signedIn ? "authenticated" : kind === "loading" ? "loading" : "anonymous",
    user: signedIn && { ...signedIn, ...user },
    signIn: vi.fn(async () => signedIn ?? memberUser),
    signOut: vi.fn(async () => {}),
    reloadUser: vi.fn(async () => signedIn),
    ...functions,
  };
}
