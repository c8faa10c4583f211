import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import type { MessageRef } from "../types/MessageRef";

/** Spec §8: why an application could not be sent, in the user's language. */
export function describeApplyError(error: unknown): MessageRef {
  const { code, reason } = graphqlErrorInfo(error);
  if (code === "UNAUTHENTICATED") return { id: "opportunities.apply.unauthenticated" };
  if (reason === "ALREADY_APPLIED") return { id: "opportunities.apply.already" };
  if (reason === "OPPORTUNITY_NOT_ACTIVE" || code === "NOT_FOUND") return { id: "opportunities.apply.closed" };
  return { id: "opportunities.apply.failed" };
}
