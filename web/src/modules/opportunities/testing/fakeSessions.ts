import type { Session, SessionUser } from "../../auth/session/useSession";

const base: SessionUser = {
  id: "VXNlcjox",
  email: "admin@ponte.demo",
  fullName: "Ana Administradora",
  role: "ADMIN",
  country: "AO",
  sector: "GENERAL",
  organization: "Ponte Regional",
  avatarUrl: null,
  language: "pt",
  notificationsEnabled: true,
  theme: "light",
};

/** Fixed sessions for component tests: an admin, a member, loading, or nobody. */
export function fakeSession(kind: "admin" | "member" | "loading" | "anonymous", user: Partial<SessionUser> = {}): Session {
  const noop = async () => null;
  const common = { signOut: async () => {}, signIn: async () => ({ ...base }), reloadUser: noop };
  if (kind === "loading") return { status: "loading", user: null, ...common };
  if (kind === "anonymous") return { status: "anonymous", user: null, ...common };
  const member = kind === "member" ? { id: "VXNlcjoy", email: "membro@ponte.demo", fullName: "Mário Membro", role: "USER" as const, organization: null } : {};
  return { status: "authenticated", user: { ...base, ...member, ...user }, ...common };
}
