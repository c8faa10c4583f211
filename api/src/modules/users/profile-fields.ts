import { USER_LIMITS } from "@ponte/contracts/users";
import { badInput } from "../../graphql/errors.ts";

// A person's name and organisation, checked the same way at registration
// (auth/registration.ts) and on a profile edit (user.ts).
// (the same limits as the web forms: @ponte/contracts/users)
export const MAX_NAME_LENGTH = USER_LIMITS.fullName;
export const MAX_ORGANIZATION_LENGTH = USER_LIMITS.organization;

export function checkFullName(raw: string, field = "input.fullName"): string {
  const name = raw.trim().replace(/\s+/g, " ");
  if (!name) {
    throw badInput("Name and country are required to register", "NAME_AND_COUNTRY_REQUIRED", [{ field, reason: "NAME_AND_COUNTRY_REQUIRED" }]);
  }
  if (name.length > MAX_NAME_LENGTH) throw badInput("Name is too long", "NAME_TOO_LONG", [{ field, reason: "NAME_TOO_LONG" }]);
  return name;
}

export function checkOrganization(raw: string | null | undefined, field = "input.organization"): string | null {
  const org = raw?.trim() ?? "";
  if (org.length > MAX_ORGANIZATION_LENGTH) {
    throw badInput("Organisation name is too long", "ORGANIZATION_TOO_LONG", [{ field, reason: "ORGANIZATION_TOO_LONG" }]);
  }
  return org || null;
}
