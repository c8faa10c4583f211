import { vi } from "vitest";
import type { Session, SessionUser } from "../session/useSession";

export const memberUser: SessionUser = {
  id: "u1",
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

/** A session whose functions are spies; anonymous unless a user is given. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    status: overrides.user ? "authenticated" : "anonymous",
    user: null,
    signIn: vi.fn(async () => memberUser),
    signOut: vi.fn(async () => {}),
    reloadUser: vi.fn(async () => null),
    ...overrides,
  };
}
