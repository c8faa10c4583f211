import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import type { MessageRef } from "../types/MessageRef";

const BY_REASON: Record<string, string> = {
  DUPLICATE_TITLE: "opportunities.error.duplicateTitle",
  DEADLINE_IN_PAST: "opportunities.error.deadlineInPast",
  REQUIREMENTS_REQUIRED: "opportunities.error.requirementsRequired",
  IMAGE_TYPE_NOT_ALLOWED: "opportunities.image.notImage",
  IMAGE_TOO_LARGE: "opportunities.image.tooLarge",
  BUDGET_NEGATIVE: "opportunities.field.budgetInvalid",
  NOT_FOUND: "opportunities.error.notFound",
};

const FALLBACK = {
  create: "opportunities.error.createFailed",
  update: "opportunities.error.updateFailed",
  status: "opportunities.error.updateFailed",
  delete: "opportunities.error.deleteFailed",
} as const;

/**
 * Spec §8: the text for a failed create (wizard), edit, status change or
 * delete. Known reasons get their own text; a server message otherwise shows
 * as 'Erro: {message}'; a request that never got an answer gets the fallback.
 */
export function describeOpportunityError(error: unknown, action: keyof typeof FALLBACK): MessageRef {
  const { code, reason, message } = graphqlErrorInfo(error);
  if (reason && BY_REASON[reason]) return { id: BY_REASON[reason] };
  if (code === "UNAUTHENTICATED") return { id: "opportunities.create.signInFirst" };
  if (code === "FORBIDDEN") return { id: action === "create" ? "opportunities.error.permission" : "opportunities.error.forbidden" };
  if (code === "NOT_FOUND") return { id: "opportunities.error.notFound" };
  if (code === "CONFLICT") return { id: "opportunities.error.duplicateTitle" };
  if (action !== "delete" && code && code !== "INTERNAL_SERVER_ERROR" && message) {
    return { id: "opportunities.error.withMessage", values: { message } };
  }
  return { id: FALLBACK[action] };
}
