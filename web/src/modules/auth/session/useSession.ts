// TEMPORARY (the accounts work replaces it): the session contract.
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
  signOut: () => Promise<void>;
}

export function useSession(): Session {
  return { status: "anonymous", user: null, signOut: async () => {} };
}
