import { z } from "zod";
import { email, requiredText } from "./rules.ts";
import { userRules } from "./users.ts";

/** A partner API token's name and lifetime, as the API (CreateApiTokenInput) and the creation dialog check them. */
export const API_TOKEN_LIMITS = { name: 100, minDays: 1, maxDays: 365 } as const;

export const apiTokenRules = {
  name: requiredText(API_TOKEN_LIMITS.name),
  expiresInDays: z.number().int("OUT_OF_RANGE").min(API_TOKEN_LIMITS.minDays, "OUT_OF_RANGE").max(API_TOKEN_LIMITS.maxDays, "OUT_OF_RANGE"),
};

/** Spec §5: a password's length (the API refuses PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG; its strength check stays server-side). */
export const PASSWORD_LIMITS = { min: 6, max: 200 } as const;

/** The accounts forms' rules (sign-in, registration, password reset), the same numbers and e-mail pattern as the API. */
export const authRules = {
  email: email(),
  /** sign-in, registration and reset alike (spec §5) */
  password: z.string().min(1, "REQUIRED").min(PASSWORD_LIMITS.min, "TOO_SHORT").max(PASSWORD_LIMITS.max, "TOO_LONG"),
  fullName: userRules.fullName,
  organization: userRules.organization,
};
