import crypto from "node:crypto";
import type { EmailNotificationKind } from "../../generated/prisma/enums.ts";
import { EMAIL_KINDS } from "./kinds.ts";

/**
 * One-click unsubscribe tokens: `<base64url(userId.kind)>.<HMAC-SHA256>`, signed
 * with a key derived from the API's signing secret (AccessTokens.deriveKey). They name the person and the
 * kind and work without signing in; a forged or altered token fails the check.
 * Stateless on purpose: an old e-mail's link keeps working, and switching a kind
 * off twice is harmless.
 */
export const UNSUBSCRIBE_KEY_PURPOSE = "ponte:email-unsubscribe:v1";

function mac(key: Buffer, payload: string): string {
  return crypto.createHmac("sha256", key).update(payload).digest("base64url");
}

export function signUnsubscribeToken(key: Buffer, userId: string, kind: EmailNotificationKind): string {
  const payload = `${userId}.${kind}`;
  return `${Buffer.from(payload).toString("base64url")}.${mac(key, payload)}`;
}

export function verifyUnsubscribeToken(key: Buffer, token: string): { userId: string; kind: EmailNotificationKind } | null {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [userId, kind] = payload.split(".");
  if (!userId || !(EMAIL_KINDS as readonly string[]).includes(kind ?? "")) return null;
  return { userId, kind: kind as EmailNotificationKind };
}
