import crypto from "node:crypto";

/** A new endpoint secret: 32 random bytes, prefixed so partners can tell it from an API token. */
export const newWebhookSecret = (): string => `whsec_${crypto.randomBytes(32).toString("base64url")}`;

/**
 * The `Ponte-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, as Stripe
 * signs. The timestamp is inside the signed text, so a captured delivery cannot be replayed later with a
 * fresh timestamp; receivers refuse timestamps too far from their clock.
 */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  const v1 = crypto.createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${v1}`;
}
