import { z } from "zod";
import { badInput } from "../../graphql/errors.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

export const MIN_PASSWORD_LENGTH = 6;
// scrypt cost does not grow with length, but parsing megabytes of "password" should not be possible
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_NAME_LENGTH = 120;
export const MAX_ORGANIZATION_LENGTH = 160;

const emailSchema = z.email().max(254);

/** E-mails are compared trimmed and lowercased everywhere (spec §5). */
export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();

export function checkEmail(email: string, field = "input.email"): void {
  if (!emailSchema.safeParse(email).success) {
    throw badInput("Invalid e-mail address", "INVALID_EMAIL", [{ field, reason: "INVALID_EMAIL" }]);
  }
}

/** The password rules of registration, reset and change. */
export function checkNewPassword(password: string, field = "input.password"): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badInput(`Password must have at least ${MIN_PASSWORD_LENGTH} characters`, "PASSWORD_TOO_SHORT", [
      { field, reason: "PASSWORD_TOO_SHORT" },
    ]);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badInput(`Password must have at most ${MAX_PASSWORD_LENGTH} characters`, "PASSWORD_TOO_LONG", [
      { field, reason: "PASSWORD_TOO_LONG" },
    ]);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw badInput("This password is too common", "PASSWORD_TOO_COMMON", [{ field, reason: "PASSWORD_TOO_COMMON" }]);
  }
}

export function checkFullName(raw: string, field = "input.fullName"): string {
  const name = raw.trim().replace(/\s+/g, " ");
  if (!name) {
    throw badInput("Name and country are required to register", "NAME_AND_COUNTRY_REQUIRED", [
      { field, reason: "NAME_AND_COUNTRY_REQUIRED" },
    ]);
  }
  if (name.length > MAX_NAME_LENGTH) throw badInput("Name is too long", "NAME_TOO_LONG", [{ field, reason: "NAME_TOO_LONG" }]);
  return name;
}

export function checkOrganization(raw: string | null | undefined, field = "input.organization"): string | null {
  const org = raw?.trim() ?? "";
  if (org.length > MAX_ORGANIZATION_LENGTH) {
    throw badInput("Organisation name is too long", "ORGANIZATION_TOO_LONG", [{ field, reason: "ORGANIZATION_TOO_LONG" }]);
  }
  return org || null;
}
