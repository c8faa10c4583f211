/**
 * Credentials that stopped being valid, announced by the database triggers of
 * prisma/migrations/20261124000200_realtime_revocations on the realtime
 * channel. The WebSocket server (server/websocket.ts) closes every connection
 * opened with them, on every API process.
 */
export type Revocation =
  /** a sign-in ended: signed out, revoked by a password change or reset, reused refresh token, removed */
  | { kind: "session"; id: string; userId: string }
  /** the person's role or password changed, or the account was removed */
  | { kind: "user"; id: string; reason: "ROLE_CHANGED" | "PASSWORD_CHANGED" | "DELETED" }
  /** a partner API token was revoked, expired early or removed */
  | { kind: "apiToken"; id: string };

const USER_REASONS = new Set(["ROLE_CHANGED", "PASSWORD_CHANGED", "DELETED"]);
const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;

/** The revocation a trigger payload describes, or null when it is not one (or malformed). */
export function parseRevocation(event: Record<string, unknown>): Revocation | null {
  if (event.t !== "revoke" || !isId(event.id)) return null;
  if (event.kind === "session" && isId(event.userId)) return { kind: "session", id: event.id, userId: event.userId };
  if (event.kind === "user" && typeof event.reason === "string" && USER_REASONS.has(event.reason)) {
    return { kind: "user", id: event.id, reason: event.reason as "ROLE_CHANGED" | "PASSWORD_CHANGED" | "DELETED" };
  }
  if (event.kind === "apiToken") return { kind: "apiToken", id: event.id };
  return null;
}

export type RevocationHandler = (revocation: Revocation) => void;
