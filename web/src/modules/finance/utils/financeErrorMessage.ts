import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";

const BY_REASON: Record<string, string> = {
  INVALID_TRANSITION: "finance.error.invalidTransition",
  VALIDATION_FAILED: "finance.error.validation",
  RATE_NOT_AVAILABLE: "finance.error.rateNotAvailable",
  PROJECT_CLIENT_MISMATCH: "finance.error.projectClientMismatch",
  SAME_CURRENCY: "finance.error.sameCurrency",
  NOT_FOUND: "finance.error.notFound",
};

/** The catalogue id of the text for a failed finance request. */
export function financeErrorMessage(error: unknown): string {
  const info = graphqlErrorInfo(error);
  if (info.reason && BY_REASON[info.reason]) return BY_REASON[info.reason];
  if (info.code === "FORBIDDEN" || info.code === "UNAUTHENTICATED") return "finance.error.forbidden";
  if (info.code === "BAD_USER_INPUT") return "finance.error.validation";
  if (info.network) return "finance.error.network";
  return "common.genericError";
}
