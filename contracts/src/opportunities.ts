import { z } from "zod";
import { LIMITS, optionalText, requiredText } from "./rules.ts";

/** An opportunity's text limits (characters). */
export const OPPORTUNITY_LIMITS = {
  title: LIMITS.title,
  description: 5000,
  organization: LIMITS.name,
  location: 200,
  requirement: LIMITS.shortText,
  requirements: 50,
  imageUrl: 300,
} as const;

/** An opportunity's input rules: the API's OpportunityInput / OpportunityUpdateInput and the web's wizard and edit form use these. */
export const opportunityRules = {
  title: requiredText(OPPORTUNITY_LIMITS.title),
  description: requiredText(OPPORTUNITY_LIMITS.description),
  organization: requiredText(OPPORTUNITY_LIMITS.organization),
  /** required when creating; an edit may clear it */
  location: requiredText(OPPORTUNITY_LIMITS.location),
  optionalLocation: optionalText(OPPORTUNITY_LIMITS.location),
  /** blank items are dropped (the API then needs at least one) */
  requirements: z.array(optionalText(OPPORTUNITY_LIMITS.requirement)).max(OPPORTUNITY_LIMITS.requirements, "TOO_LONG"),
  imageUrl: optionalText(OPPORTUNITY_LIMITS.imageUrl),
};
