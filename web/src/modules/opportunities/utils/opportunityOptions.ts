/**
 * The choices offered in opportunity forms and filters, in display order:
 * the three partner countries plus another SADC country, the six sectors of
 * the spec with their companions (agriculture, mining, sustainability,
 * innovation) and the general one.
 */
export const OPPORTUNITY_OPTIONS = {
  countries: ["AO", "NA", "ZA", "OTHER"],
  sectors: [
    "HEALTH",
    "EDUCATION",
    "TOURISM",
    "COMMERCE",
    "TRANSPORT",
    "TECHNOLOGY",
    "AGRICULTURE",
    "MINING",
    "SUSTAINABILITY",
    "INNOVATION",
    "GENERAL",
  ],
  types: ["PROJECT", "PARTNERSHIP", "FUNDING", "EDUCATION"],
  statuses: ["ACTIVE", "INACTIVE", "EXPIRED"],
} as const;
