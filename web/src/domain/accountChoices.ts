/** Spec §3: login country codes AO, NA, ZA and OTHER (another SADC country). */
export const LOGIN_COUNTRIES = ["AO", "NA", "ZA", "OTHER"] as const;

/** Spec §3: the six sectors, the three registration adds, and the default Geral. */
export const REGISTRATION_SECTORS = [
  "HEALTH",
  "EDUCATION",
  "TOURISM",
  "COMMERCE",
  "TRANSPORT",
  "TECHNOLOGY",
  "EXECUTIVE_MANAGEMENT",
  "GOVERNMENT",
  "NGO",
  "GENERAL",
] as const;
