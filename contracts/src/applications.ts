import { LIMITS, optionalText } from "./rules.ts";

/** An application's input rules: the API's applyToOpportunity arguments and the web's apply form use these. */
export const applicationRules = {
  /** optional: the API puts the spec's default message in when it is blank */
  message: optionalText(LIMITS.notes),
};
