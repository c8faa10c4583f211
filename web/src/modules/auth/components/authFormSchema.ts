import { authRules } from "@ponte/contracts/auth";
import { choice } from "@ponte/contracts";
import { USER_LIMITS } from "@ponte/contracts/users";
import { z } from "zod";
import { LOGIN_COUNTRIES, REGISTRATION_SECTORS } from "../../../domain/accountChoices";
import { normalizeEmail } from "../utils/normalizeEmail";

export type AuthMode = "signIn" | "register";

/**
 * Sign-in and registration (spec §5): the API's e-mail pattern and password
 * limits from @ponte/contracts; the name is required only to register (the
 * form keeps its mode among its values). The strength check stays server-side.
 */
export const authFormSchema = z
  .object({
    mode: z.enum(["signIn", "register"]),
    fullName: z.string().trim().max(USER_LIMITS.fullName, "TOO_LONG"),
    email: authRules.email.transform(normalizeEmail),
    password: authRules.password,
    country: choice(LOGIN_COUNTRIES),
    sector: choice(REGISTRATION_SECTORS),
    organization: authRules.organization,
    remember: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === "register" && v.fullName === "") ctx.addIssue({ code: "custom", path: ["fullName"], message: "REQUIRED" });
  });

export type AuthFormValues = z.input<typeof authFormSchema>;

export const authFormDefaults = (mode: AuthMode): AuthFormValues => ({
  mode,
  fullName: "",
  email: "",
  password: "",
  country: "",
  sector: "GENERAL",
  organization: "",
  remember: true,
});

/**
 * The spec's one message for a refused form (§5), in the spec's order:
 * required fields, name and country to register, the e-mail, the password
 * length, a country to sign in. The fields show their own reasons as well.
 */
export function authFormProblem(values: AuthFormValues): string | null {
  const parsed = authFormSchema.safeParse(values);
  if (parsed.success) return null;
  const has = (field: string, reason: string) => parsed.error.issues.some((i) => i.path[0] === field && i.message === reason);
  if (has("email", "REQUIRED") || has("password", "REQUIRED")) return "auth.error.requiredFields";
  if (values.mode === "register" && (has("fullName", "REQUIRED") || has("country", "REQUIRED"))) return "auth.error.nameAndCountryRequired";
  if (has("email", "INVALID_EMAIL")) return "auth.error.invalidEmail";
  if (has("password", "TOO_SHORT")) return "auth.error.passwordTooShort";
  if (has("password", "TOO_LONG")) return "auth.error.passwordTooLong";
  if (has("country", "REQUIRED")) return "auth.error.selectCountry";
  return null;
}
