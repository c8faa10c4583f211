import crypto from "node:crypto";
import type { Db } from "../../db/prisma.ts";
import { consumeRateLimit, peekRateLimit, rateLimited, sweeper } from "../../infra/security/rate-limit.ts";

/**
 * How sign-in guessing is slowed down (security review, issue 12 item 4).
 *
 * Per account, wherever the guesses come from: the first
 * FREE_ATTEMPTS_PER_ACCOUNT attempts are free; after that each further attempt
 * waits 1, 2, 4 … minutes (capped at MAX_DELAY_MINUTES) after the previous
 * one. Nobody is locked out for long: the owner waits at most an hour, a
 * password reset or a successful sign-in clears it, and the owner is
 * e-mailed (once a day at most) so they know why. An attempt is counted
 * before the password is checked, so parallel guesses cannot slip in
 * between.
 *
 * Per address: only failures at *distinct* accounts are counted, with a
 * high limit, so a campus or a mobile carrier behind one address is not
 * locked out by a few people's typos, while one address trying many
 * accounts (password spraying) is stopped. A success never resets it.
 */
export const FREE_ATTEMPTS_PER_ACCOUNT = 5;
export const MAX_DELAY_MINUTES = 60;
/** failures are forgotten this long after the last attempt */
export const FAILURE_MEMORY_HOURS = 24;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;
export const DISTINCT_ACCOUNTS_PER_ADDRESS = 50;
/** the owner is told after this many attempts in a row, at most once per FAILURE_MEMORY_HOURS */
export const NOTIFY_AFTER_FAILURES = FREE_ATTEMPTS_PER_ACCOUNT;

const addressKey = (ip: string) => `sign-in-ip:${ip}`;
const addressAccountKey = (ip: string, email: string) => `sign-in-ip-account:${ip}:${crypto.createHash("sha256").update(email).digest("base64url").slice(0, 22)}`;

/** Refuses (RATE_LIMITED) when this address has already failed at too many different accounts. */
export async function checkAddress(prisma: Db, ip: string): Promise<void> {
  const r = await peekRateLimit(prisma, addressKey(ip), DISTINCT_ACCOUNTS_PER_ADDRESS);
  if (!r.allowed) throw rateLimited(r.retryAfterSeconds);
}

/**
 * Counts one attempt at `email`, or refuses (RATE_LIMITED with the seconds
 * to wait) when the account's delay has not passed yet. Returns the attempts
 * counted since the last success, this one included.
 */
export async function claimAttempt(prisma: Db, email: string): Promise<number> {
  // The WHERE reads the clock, not now(): now() is when this statement's
  // transaction began, and a parallel attempt that began later but took the
  // row first may have set "nextAttemptAt" to its own, later now(); this one,
  // re-checked after waiting for the row, would then be refused with free
  // attempts left (seen under load: 4 of 5 free parallel guesses counted).
  const rows = await prisma.$queryRaw<Array<{ failures: number }>>`
    INSERT INTO "SignInThrottle" AS t ("email", "failures", "lastAttemptAt", "nextAttemptAt")
    VALUES (${email}, 1, now(), now())
    ON CONFLICT ("email") DO UPDATE SET
      "failures" = CASE WHEN t."lastAttemptAt" < now() - make_interval(hours => ${FAILURE_MEMORY_HOURS}::int) THEN 1 ELSE t."failures" + 1 END,
      "lastAttemptAt" = now(),
      "nextAttemptAt" = now() + make_interval(mins => CASE
        WHEN t."lastAttemptAt" < now() - make_interval(hours => ${FAILURE_MEMORY_HOURS}::int) OR t."failures" + 1 < ${FREE_ATTEMPTS_PER_ACCOUNT}::int THEN 0
        ELSE LEAST(${MAX_DELAY_MINUTES}::int, power(2, LEAST(t."failures" + 1 - ${FREE_ATTEMPTS_PER_ACCOUNT}::int, 20))::int)
      END)
    WHERE t."nextAttemptAt" <= clock_timestamp()
    RETURNING "failures"`;
  // rows of accounts nobody tried for a day are only dead weight
  pruneThrottlesNowAndThen(prisma);
  if (rows[0]) return Number(rows[0].failures);
  const wait = await prisma.$queryRaw<Array<{ seconds: number }>>`
    SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("nextAttemptAt" - clock_timestamp()))))::int AS seconds
    FROM "SignInThrottle" WHERE "email" = ${email}`;
  throw rateLimited(Number(wait[0]?.seconds ?? 1));
}

/** The password was wrong: count it against the address, once per distinct account. */
export async function recordFailure(prisma: Db, ip: string, email: string): Promise<void> {
  const pair = await consumeRateLimit(prisma, addressAccountKey(ip, email), 1, ADDRESS_WINDOW_SECONDS);
  if (pair.count === 1) await consumeRateLimit(prisma, addressKey(ip), DISTINCT_ACCOUNTS_PER_ADDRESS, ADDRESS_WINDOW_SECONDS);
}

/**
 * Whether to e-mail the owner now: true once the attempts reach
 * NOTIFY_AFTER_FAILURES, and not again within FAILURE_MEMORY_HOURS (one
 * conditional update, so parallel failures send one e-mail).
 */
export async function claimOwnerNotice(prisma: Db, email: string, failures: number): Promise<boolean> {
  if (failures < NOTIFY_AFTER_FAILURES) return false;
  const n = await prisma.$executeRaw`
    UPDATE "SignInThrottle" SET "notifiedAt" = now()
    WHERE "email" = ${email}
      AND ("notifiedAt" IS NULL OR "notifiedAt" < now() - make_interval(hours => ${FAILURE_MEMORY_HOURS}::int))`;
  return n === 1;
}

/** Forgets accounts with no attempt for FAILURE_MEMORY_HOURS (their count would restart anyway). */
export async function pruneThrottles(prisma: Db): Promise<number> {
  return prisma.$executeRaw`
    DELETE FROM "SignInThrottle" WHERE "lastAttemptAt" < now() - make_interval(hours => ${FAILURE_MEMORY_HOURS}::int)`;
}

const pruneThrottlesNowAndThen = sweeper(5 * 60_000, pruneThrottles);

/** A successful sign-in or a password reset: the account's delays end (the address's count stays). */
export async function clearAccountThrottle(prisma: Pick<Db, "signInThrottle">, email: string): Promise<void> {
  await prisma.signInThrottle.deleteMany({ where: { email } });
}
