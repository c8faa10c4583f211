import { AppError } from "./errors.ts";
import type { Viewer } from "./context.ts";

/**
 * What a partner API token's scopes mean.
 *
 * Visitors read the public API (the opportunity list, one opportunity, the
 * live opportunity events) without any token. A partner uses a token for
 * what a visitor lacks: its own cost budget (API_LIMITS.budgetPerMinute.apiToken,
 * counted per token instead of per IP address) and a name the team can
 * revoke. A token says what it is for through its scopes, and a request made
 * with it may only use the partner fields its scopes cover: a token without
 * `opportunities:read` that asks for opportunities is refused (FORBIDDEN,
 * reason MISSING_SCOPE) before anything runs, instead of being quietly
 * served as a visitor. Fields no scope covers answer as they would for a
 * visitor (a token is never a signed-in person). Signed-in people and
 * visitors are not affected by scopes at all.
 *
 * The check is on the operation's root fields, before execution, so a
 * refusal costs nothing and names the missing scope.
 */
export const ROOT_FIELD_SCOPES: Readonly<Record<"query" | "subscription" | "mutation", Readonly<Record<string, string>>>> = {
  query: { opportunities: "opportunities:read", opportunity: "opportunities:read" },
  subscription: { opportunityEvents: "opportunities:read" },
  mutation: {},
};

/** The refusal for the first root field the token's scopes do not cover, or null. */
export function missingScope(viewer: Viewer | null | undefined, operation: "query" | "subscription" | "mutation", rootFields: string[]): AppError | null {
  if (viewer?.kind !== "apiToken") return null;
  for (const field of rootFields) {
    const scope = ROOT_FIELD_SCOPES[operation][field];
    if (scope && !viewer.scopes.includes(scope)) {
      return new AppError("FORBIDDEN", `This API token lacks the scope "${scope}" needed for "${field}"`, { reason: "MISSING_SCOPE" });
    }
  }
  return null;
}
