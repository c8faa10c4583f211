import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";

/** Where the error happened: the same reason reads differently on each screen (spec §8). */
export type AuthErrorContext =
  | "signIn"
  | "register"
  | "requestReset"
  | "resetPassword"
  | "confirmEmail"
  | "resendConfirmation"
  | "google"
  | "facebook"
  | "apiTokens"
  | "linkAccount";

export interface AuthMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** A message with its outcome, as an account screen shows it (FormMessage). */
export type AuthResult = AuthMessage & { status: "success" | "error" };

const FALLBACK: Record<AuthErrorContext, string> = {
  signIn: "auth.error.signInFailed",
  register: "auth.error.registerFailed",
  requestReset: "auth.error.resetEmailFailed",
  resetPassword: "auth.error.resetPasswordFailed",
  confirmEmail: "auth.error.confirmEmailFailed",
  resendConfirmation: "auth.error.resendConfirmationFailed",
  google: "auth.error.googleFailed",
  facebook: "auth.error.facebookFailed",
  apiTokens: "auth.error.apiTokensFailed",
  linkAccount: "auth.error.linkAccountFailed",
};

const BY_REASON: Record<string, string> = {
  INVALID_CREDENTIALS: "auth.error.invalidCredentials",
  EMAIL_TAKEN: "auth.error.emailTaken",
  INVALID_EMAIL: "auth.error.invalidEmail",
  PASSWORD_TOO_SHORT: "auth.error.passwordTooShort",
  PASSWORD_TOO_COMMON: "auth.error.passwordTooCommon",
  PASSWORD_TOO_LONG: "auth.error.passwordTooLong",
  PASSWORD_CONTAINS_PRODUCT_NAME: "auth.error.passwordContainsProductName",
  PASSWORD_CONTAINS_EMAIL: "auth.error.passwordContainsEmail",
  SERVICE_BUSY: "auth.error.serviceBusy",
  SIGN_IN_REQUIRED: "auth.error.signInToLink",
  OAUTH_ACCOUNT_TAKEN: "auth.error.oauthAccountTaken",
  NAME_AND_COUNTRY_REQUIRED: "auth.error.nameAndCountryRequired",
  TOKEN_INVALID: "auth.error.tokenInvalid",
  TOKEN_EXPIRED: "auth.error.tokenExpired",
  SESSION_EXPIRED: "auth.error.sessionExpired",
  VALIDATION_FAILED: "auth.error.requiredFields",
};

/**
 * The one place that turns an API error into the spec's text for the person
 * (spec §8), in their language: callers render `intl.formatMessage(result)`.
 */
export function authErrorMessage(error: unknown, context: AuthErrorContext): AuthMessage {
  const { code, reason, retryAfterSeconds, network, server } = graphqlErrorInfo(error);
  if (reason === "SERVICE_BUSY") return { id: "auth.error.serviceBusy" };
  if (reason === "RATE_LIMITED" || code === "RATE_LIMITED") {
    // waits are minutes long (sign-in delays grow 1, 2, 4 … 60 minutes): "Tente novamente em 11 minutos"
    return retryAfterSeconds
      ? { id: "auth.error.rateLimitedMinutes", values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } }
      : { id: "auth.error.rateLimited" };
  }
  if (reason === "EMAIL_NOT_CONFIRMED") {
    return { id: context === "register" ? "auth.error.emailNotConfirmedRegister" : "auth.error.emailNotConfirmed" };
  }
  if (reason && BY_REASON[reason]) return { id: BY_REASON[reason] };
  if (context === "register" && code === "CONFLICT") return { id: "auth.error.emailTaken" };
  if (code === "FORBIDDEN") return { id: "auth.error.forbidden" };
  if (code === "UNAUTHENTICATED" && context !== "signIn") return { id: "auth.error.sessionExpired" };
  if (network) return { id: "auth.error.network" };
  // A registration the server failed to store is the spec's database error.
  if (server && context === "register") return { id: "auth.error.database" };
  return { id: FALLBACK[context] };
}
