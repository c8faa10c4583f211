import { optionalText } from "./rules.ts";

// The network's input rules: the API's ProfessionalFilter and the web's professional search use these.

/** Lengths of the professional search's texts (characters). */
export const NETWORK_LIMITS = { search: 100, organization: 100 } as const;

/** The professional search's free texts: part of a name, part of an organisation. */
export const professionalFilterRules = {
  search: optionalText(NETWORK_LIMITS.search),
  organization: optionalText(NETWORK_LIMITS.organization),
};
