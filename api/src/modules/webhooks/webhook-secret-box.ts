import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/prisma.ts";

/**
 * Webhook secrets are encrypted at rest (AES-256-GCM, node:crypto): HMAC
 * signing needs the secret itself, so it cannot be hashed like a password,
 * but a copy of the database alone no longer signs as Ponte. Stored as
 * `enc:v1:<base64url(iv 12 bytes | tag 16 bytes | ciphertext)>`.
 */
const PREFIX = "enc:v1:";

/**
 * The key: SHA-256 of WEBHOOK_SECRET_KEY when set (production: set it, and
 * keep it, or the stored secrets cannot be read); otherwise 32 random bytes
 * generated once and kept in the data folder, as the JWT signing key is.
 */
const keys = new Map<string, Buffer>();
export function webhookSecretKey(config: Pick<Config, "WEBHOOK_SECRET_KEY" | "dataDir">): Buffer {
  const id = `${config.WEBHOOK_SECRET_KEY ?? ""}\n${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    key = resolveKey(config);
    keys.set(id, key);
  }
  return key;
}

function resolveKey(config: Pick<Config, "WEBHOOK_SECRET_KEY" | "dataDir">): Buffer {
  if (config.WEBHOOK_SECRET_KEY) return crypto.createHash("sha256").update(config.WEBHOOK_SECRET_KEY).digest();
  const file = path.join(config.dataDir, "webhook-secret-key");
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString("base64url"), { mode: 0o600 });
  return key;
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function sealWebhookSecret(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The secret to sign with; a row stored before encryption (not sealed yet) is read as it is. Throws when the key does not open it. */
export function openWebhookSecret(key: Buffer, stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/**
 * Seals every secret still stored as it is (rows written before encryption),
 * each guarded by its old value so two processes never seal one twice.
 * Idempotent; run by the minute sweep, so an upgraded install is sealed
 * within a minute of starting. Returns how many it sealed.
 */
export async function sealStoredWebhookSecrets(prisma: Db, key: Buffer): Promise<number> {
  const plain = await prisma.webhookEndpoint.findMany({ where: { NOT: { secret: { startsWith: PREFIX } } }, select: { id: true, secret: true } });
  let sealed = 0;
  for (const row of plain) {
    const res = await prisma.webhookEndpoint.updateMany({ where: { id: row.id, secret: row.secret }, data: { secret: sealWebhookSecret(key, row.secret) } });
    sealed += res.count;
  }
  return sealed;
}
