import { readApiError } from "../../opportunities/utils/readApiError";

/** The message id for a failed approve/reject (spec §8: the generic error). */
export function describeDecisionError(error: unknown): string {
  const { reason } = readApiError(error);
  if (reason === "APPLICATION_NOT_PENDING") return "applications.admin.notPending";
  return "applications.admin.decideFailed";
}
