import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";

/** The message id for a failed approve/reject (spec §8: the generic error). */
export function describeDecisionError(error: unknown): string {
  const { reason } = graphqlErrorInfo(error);
  if (reason === "APPLICATION_NOT_PENDING") return "applications.admin.notPending";
  return "applications.admin.decideFailed";
}
