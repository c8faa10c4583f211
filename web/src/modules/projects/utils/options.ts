import type { IntlShape } from "react-intl";

export const PROJECT_STATUSES = ["PLANNING", "ACTIVE", "PAUSED", "COMPLETED", "CANCELLED"] as const;
export const PRIORITIES = ["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const;
export const RISK_LEVELS = ["LOW", "MEDIUM", "HIGH", "CRITICAL"] as const;
export const RISK_STATUSES = ["OPEN", "MITIGATED", "CLOSED"] as const;
/** the spec's three countries; another SADC country is possible too */
export const COUNTRIES = ["AO", "NA", "ZA", "OTHER"] as const;
/** the spec's sectors first, then the platform's others */
export const SECTORS = [
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
  "EXECUTIVE_MANAGEMENT",
  "GOVERNMENT",
  "NGO",
  "GENERAL",
  "OTHER",
] as const;
export const CURRENCIES = ["USD", "AOA", "NAD", "ZAR", "EUR"] as const;

/** Select options whose labels come from the catalogue, e.g. prefix "common.country". */
export const optionsOf = (intl: IntlShape, values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, label: intl.formatMessage({ id: `${prefix}.${value}` }) }));
