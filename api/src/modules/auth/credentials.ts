import { PASSWORD_LIMITS } from "@ponte/contracts/auth";
import { z } from "zod";
import { badInput } from "../../graphql/errors.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

// the same limits as the web forms (@ponte/contracts/auth)
export const MIN_PASSWORD_LENGTH = PASSWORD_LIMITS.min;
// scrypt cost does not grow with length, but parsing megabytes of "password" should not be possible
export const MAX_PASSWORD_LENGTH = PASSWORD_LIMITS.max;

const emailSchema = z.email().max(254);

/** E-mails are compared trimmed and lowercased everywhere (spec §5). */
export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();

export function checkEmail(email: string, field = "input.email"): void {
  if (!emailSchema.safeParse(email).success) {
    throw badInput("Invalid e-mail address", "INVALID_EMAIL", [{ field, reason: "INVALID_EMAIL" }]);
  }
}

const PRODUCT_NAME = "ponte";
/** the e-mail's name (before @) is only refused inside a password from this length on */
const MIN_EMAIL_NAME_LENGTH = 3;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * Our own list (Portuguese-language and regional ones) plus zxcvbn-ts's
 * common-password dictionary (about 49,000 from public breach lists), loaded
 * once, on the first password that needs checking.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => {
    const all = new Set(COMMON_PASSWORDS);
    for (const p of dictionary["passwords-common"]) all.add(p.toLowerCase());
    return all;
  });
  return commonPasswords;
}

const refuse = (field: string, reason: string, message: string) => badInput(message, reason, [{ field, reason }]);

/**
 * The password rules of registration, reset and change: the spec's minimum
 * length, a maximum, and not guessable from what an attacker already knows
 * (the product's name, the person's e-mail, the common-password lists).
 */
export async function checkNewPassword(password: string, field = "input.password", owner: { email?: string } = {}): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw refuse(field, "PASSWORD_TOO_SHORT", `Password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw refuse(field, "PASSWORD_TOO_LONG", `Password must have at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  const lower = password.normalize("NFKC").toLowerCase();
  if (lower.includes(PRODUCT_NAME)) {
    throw refuse(field, "PASSWORD_CONTAINS_PRODUCT_NAME", "The password must not contain the product's name");
  }
  const emailName = owner.email ? normalizeEmail(owner.email).split("@")[0] : "";
  if (emailName.length >= MIN_EMAIL_NAME_LENGTH && lower.includes(emailName)) {
    throw refuse(field, "PASSWORD_CONTAINS_EMAIL", "The password must not contain the e-mail address's name");
  }
  if ((await loadCommonPasswords()).has(lower)) {
    throw refuse(field, "PASSWORD_TOO_COMMON", "This password is too common");
  }
}
