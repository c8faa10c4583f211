import type { OneTimeTokenPurpose, Prisma } from "../../generated/prisma/client.ts";
import { badInput } from "../../graphql/errors.ts";
import { randomToken, sha256 } from "./sessions.ts";

type Tx = Pick<Prisma.TransactionClient, "oneTimeToken">;

export const PASSWORD_RESET_TTL_MS = 3600 * 1000;
export const EMAIL_CONFIRMATION_TTL_MS = 48 * 3600 * 1000;

/** A fresh single-use link token; earlier unused ones of the same purpose stop working. */
export async function createOneTimeToken(db: Tx, userId: string, purpose: OneTimeTokenPurpose, ttlMs: number): Promise<string> {
  const token = randomToken(32);
  await db.oneTimeToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } });
  await db.oneTimeToken.create({
    data: { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) },
  });
  return token;
}

/** Marks a link token used and returns its owner; TOKEN_INVALID / TOKEN_EXPIRED otherwise. */
export async function consumeOneTimeToken(db: Tx, token: string, purpose: OneTimeTokenPurpose): Promise<{ userId: string }> {
  const row = await db.oneTimeToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.purpose !== purpose || row.usedAt) {
    throw badInput("This link is not valid (or was already used)", "TOKEN_INVALID", [{ field: "token", reason: "TOKEN_INVALID" }]);
  }
  if (row.expiresAt <= new Date()) {
    throw badInput("This link has expired", "TOKEN_EXPIRED", [{ field: "token", reason: "TOKEN_EXPIRED" }]);
  }
  // Conditional update: of two concurrent uses only one wins.
  const { count } = await db.oneTimeToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (count !== 1) throw badInput("This link was already used", "TOKEN_INVALID", [{ field: "token", reason: "TOKEN_INVALID" }]);
  return { userId: row.userId };
}
