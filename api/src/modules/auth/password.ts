import crypto from "node:crypto";
import { promisify } from "node:util";
import { HashingGate } from "./hashing-gate.ts";

const scryptAsync = promisify(crypto.scrypt) as (pw: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

// OWASP's scrypt baseline (N=2^17, r=8, p=1) needs 128 MiB per hash; 2^15
// keeps sign-in fast on small machines and is still far from brute-forceable.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

/**
 * Hashing for people who are not signed in: 2 at a time (half of libuv's
 * pool, so files and DNS keep two threads), up to 64 waiting, at most 4 of
 * those places per client address.
 */
export const hashingGate = new HashingGate(2, 64, 4);

let scryptCalls = 0;
/** every scrypt run in this process, gated or not (tests check that refused requests never reach it) */
export const scryptCallCount = (): number => scryptCalls;

function scrypt(pw: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, opts: crypto.ScryptOptions): Promise<Buffer> {
  scryptCalls++;
  return scryptAsync(pw, salt, keylen, opts);
}

/**
 * `client`: the caller's address when the caller is not signed in; the hash
 * then waits its turn at the gate (and may be refused with SERVICE_BUSY).
 */
const gated = <T>(client: string | undefined, work: () => Promise<T>): Promise<T> => (client === undefined ? work() : hashingGate.run(client, work));

/** `scrypt$N$r$p$salt$hash`, parameters kept so they can be raised later. */
export async function hashPassword(password: string, client?: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await gated(client, () => scrypt(password.normalize("NFKC"), salt, KEYLEN, { N, r: R, p: P, maxmem: MAXMEM }));
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined, client?: string): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    // Spend the same time as a real check so unknown e-mails are not revealed by timing.
    await gated(client, () => scrypt(password, "timing-equaliser", KEYLEN, { N, r: R, p: P, maxmem: MAXMEM }));
    return false;
  }
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, "base64url");
  const actual = await gated(client, () =>
    scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    }),
  );
  return crypto.timingSafeEqual(actual, expected);
}
