import { authRules } from "@ponte/contracts/auth";
import { z } from "zod";
import { normalizeEmail } from "../utils/normalizeEmail";

/** The confirmation's own reason (not an API one): its text is the spec's "As senhas não coincidem". */
export const PASSWORDS_DIFFER = "PASSWORDS_DIFFER";

/** /reset-password (spec §5): the API's password limits, and a confirmation that matches. */
export const resetPasswordSchema = z
  .object({
    password: authRules.password,
    passwordConfirmation: z.string().min(1, "REQUIRED"),
  })
  .superRefine((v, ctx) => {
    if (v.passwordConfirmation && v.password !== v.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: PASSWORDS_DIFFER });
    }
  });

export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/**
 * The spec's one message above a refused reset form, in the spec's order:
 * both fields filled, the password's length, then the match.
 */
export function resetPasswordMessageId(values: ResetPasswordValues): string | null {
  const parsed = resetPasswordSchema.safeParse(values);
  if (parsed.success) return null;
  const has = (field: keyof ResetPasswordValues, reason: string) => parsed.error.issues.some((i) => i.path[0] === field && i.message === reason);
  if (has("password", "REQUIRED") || has("passwordConfirmation", "REQUIRED")) return "auth.error.requiredFields";
  if (has("password", "TOO_SHORT")) return "auth.error.passwordTooShort";
  if (has("password", "TOO_LONG")) return "auth.error.passwordTooLong";
  if (has("passwordConfirmation", PASSWORDS_DIFFER)) return "auth.error.passwordsDiffer";
  return null;
}

/** The "send me a new link" form: the API's e-mail pattern, trimmed and lowercased (spec §5). */
export const newLinkSchema = z.object({ email: authRules.email.transform(normalizeEmail) });

export type NewLinkValues = z.input<typeof newLinkSchema>;

/** The spec's message for a refused e-mail: none typed yet, or not an address. */
export function newLinkMessageId(values: NewLinkValues): string | null {
  const parsed = newLinkSchema.safeParse(values);
  if (parsed.success) return null;
  return parsed.error.issues.some((i) => i.message === "REQUIRED") ? "auth.error.emailFirst" : "auth.error.invalidEmail";
}
