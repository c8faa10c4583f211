import type { OneTimeTokenPurpose, Prisma } from "../../generated/prisma/client.ts";
import { badInput } from "../../graphql/errors.ts";
import { randomToken, sha256 } from "./sessions.ts";

type Tx = Pick<Prisma.TransactionClient, "oneTimeToken">;

export const PASSWORD_RESET_TTL_MS = 3600 * 1000;
export const EMAIL_CONFIRMATION_TTL_MS = 48 * 3600 * 1000;
export const OAUTH_LINK_TTL_MS = 3600 * 1000;
/** reset and confirmation links tried per address (a made-up token costs one read; real people need one or two) */
export const LINK_ATTEMPTS_PER_ADDRESS = 10;
export const LINK_ATTEMPTS_WINDOW_SECONDS = 15 * 60;

/** A fresh single-use link token; earlier unused ones of the same purpose stop working. */
export async function createOneTimeToken(db: Tx, userId: string, purpose: OneTimeTokenPurpose, ttlMs: number, payload?: Prisma.InputJsonObject): Promise<string> {
  const token = randomToken(32);
  await db.oneTimeToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } });
  await db.oneTimeToken.create({
    data: { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs), ...(payload ? { payload } : {}) },
  });
  return token;
}

const invalid = () => badInput("This link is not valid (or was already used)", "TOKEN_INVALID", [{ field: "token", reason: "TOKEN_INVALID" }]);

/**
 * The unused, unexpired token row (looked up by its hash), without using it:
 * callers check it before any expensive work, so a made-up token costs one
 * indexed read. TOKEN_INVALID / TOKEN_EXPIRED otherwise.
 */
export async function findUsableOneTimeToken(db: Tx, token: string, purpose: OneTimeTokenPurpose) {
  const row = await db.oneTimeToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.purpose !== purpose || row.usedAt) throw invalid();
  if (row.expiresAt <= new Date()) {
    throw badInput("This link has expired", "TOKEN_EXPIRED", [{ field: "token", reason: "TOKEN_EXPIRED" }]);
  }
  return row;
}

/** Marks a link token used and returns its owner; TOKEN_INVALID / TOKEN_EXPIRED otherwise. */
export async function consumeOneTimeToken(db: Tx, token: string, purpose: OneTimeTokenPurpose): Promise<{ userId: string; payload: Prisma.JsonValue | null }> {
  const row = await findUsableOneTimeToken(db, token, purpose);
  // Conditional update: of two concurrent uses only one wins.
  const { count } = await db.oneTimeToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (count !== 1) throw badInput("This link was already used", "TOKEN_INVALID", [{ field: "token", reason: "TOKEN_INVALID" }]);
  return { userId: row.userId, payload: row.payload };
}
