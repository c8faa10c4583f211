import { choice, optionalText, requiredText } from "./rules.ts";

/** A person's name and organisation, as registration and the profile edit accept them (API: users/profile-fields). */
export const USER_LIMITS = { fullName: 120, organization: 160 } as const;

export const userRules = {
  fullName: requiredText(USER_LIMITS.fullName),
  organization: optionalText(USER_LIMITS.organization),
};

/** The preferences a person may choose (the API's Language and Theme enums). */
export const preferenceRules = {
  language: choice(["pt", "en"]),
  theme: choice(["light", "dark"]),
};
