import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";

const BY_REASON: Record<string, string> = {
  ALREADY_CONNECTED: "dashboard.error.ALREADY_CONNECTED",
  REQUEST_PENDING: "dashboard.error.REQUEST_PENDING",
  ALREADY_ANSWERED: "dashboard.error.ALREADY_ANSWERED",
  SELF_CONNECTION: "dashboard.error.SELF_CONNECTION",
  INVALID_TRANSITION: "dashboard.error.INVALID_TRANSITION",
  NOT_FOUND: "dashboard.error.NOT_FOUND",
};

/** The banner text for a failed dashboard action, from the API's stable reason. */
export function activityErrorMessageId(error: unknown): string {
  const info = graphqlErrorInfo(error);
  if (info.reason && BY_REASON[info.reason]) return BY_REASON[info.reason];
  if (info.network) return "dashboard.error.network";
  if (info.code === "UNAUTHENTICATED") return "dashboard.error.signedOut";
  return "common.genericError";
}
