import { AUTH_LIMITS } from "./authLimits";
import { isValidEmail } from "./isValidEmail";
import { normalizeEmail } from "./normalizeEmail";

export interface AuthFormValues {
  mode: "signIn" | "register";
  fullName: string;
  email: string;
  password: string;
  country: string;
}

/**
 * Spec §5, in the spec's order: required fields, name and country to
 * register, a valid e-mail, the password length, a country to sign in.
 * Returns the message id to show, or null when the form may be sent.
 */
export function validateAuthForm(values: AuthFormValues): string | null {
  const email = normalizeEmail(values.email);
  if (!email || !values.password) return "auth.error.requiredFields";
  if (values.mode === "register" && (!values.fullName.trim() || !values.country)) return "auth.error.nameAndCountryRequired";
  if (!isValidEmail(email)) return "auth.error.invalidEmail";
  if (values.password.length < AUTH_LIMITS.minPasswordLength) return "auth.error.passwordTooShort";
  if (values.mode === "signIn" && !values.country) return "auth.error.selectCountry";
  return null;
}
