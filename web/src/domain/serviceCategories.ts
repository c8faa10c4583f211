import { Bus, Compass, GraduationCap, HeartPulse, type LucideIcon, Palmtree, Store } from "lucide-react";
import type { IntlShape } from "react-intl";
import type { ServiceCategory } from "../gql/graphql";

export interface CategoryDefinition {
  key: ServiceCategory;
  icon: LucideIcon;
  /** Chakra colour palette of the tile and modal */
  palette: string;
  /** option keys (message ids `serviceRequests.option.<key>`), stored as the request's serviceType */
  options: readonly string[];
}

const category = (key: ServiceCategory, icon: LucideIcon, palette: string, options: readonly string[]): CategoryDefinition => ({ key, icon, palette, options });

/** The six service categories and their six options each (spec §2.8), one a line. */
export const SERVICE_CATEGORIES: readonly CategoryDefinition[] = [
  category("EDUCATION", GraduationCap, "blue", ["universities", "highSchool", "technicalCourses", "exchange", "certifications", "scholarships"]),
  category("HEALTH", HeartPulse, "red", ["hospitals", "clinics", "telemedicine", "healthInsurance", "pharmacies", "emergencies"]),
  category("COMMERCE", Store, "orange", ["importExport", "licenses", "partnerships", "suppliers", "fairs", "consulting"]),
  category("TOURISM", Palmtree, "teal", ["hotels", "packages", "visas", "guides", "activities", "travelInsurance"]),
  category("TRANSPORT", Bus, "purple", ["flights", "transfers", "rental", "publicTransport", "logistics", "documentation"]),
  category("LOCAL_GUIDES", Compass, "green", ["cultural", "translation", "officialAccompaniment", "networking", "legal", "emergency"]),
];

export const categoryDefinition = (key: ServiceCategory): CategoryDefinition => SERVICE_CATEGORIES.find((c) => c.key === key) ?? SERVICE_CATEGORIES[0];

const overviewService = (category: ServiceCategory, option: string) => ({ category, option });

/** The six services the overview modal offers directly (spec §2.8), one a line. */
export const OVERVIEW_SERVICES: ReadonlyArray<{ category: ServiceCategory; option: string }> = [
  overviewService("EDUCATION", "universities"),
  overviewService("HEALTH", "hospitals"),
  overviewService("TRANSPORT", "transport"),
  overviewService("TOURISM", "hotels"),
  overviewService("COMMERCE", "consulting"),
  overviewService("LOCAL_GUIDES", "localGuides"),
];

const KNOWN_OPTIONS = new Set([...SERVICE_CATEGORIES.flatMap((c) => c.options), "transport", "localGuides"]);

/** The message id naming a stored serviceType, or null for a catalogue slug (shown as stored). */
export const serviceTypeMessageId = (serviceType: string): string | null => (KNOWN_OPTIONS.has(serviceType) ? `serviceRequests.option.${serviceType}` : null);

/**
 * What a request is for, in the reader's language: a catalogue service's own
 * title when the request came from the catalogue, the option's label for the
 * regional services' options, never a bare slug when either is known.
 */
export function serviceName(intl: IntlShape, serviceType: string, title?: { pt: string; en: string } | null): string {
  if (title) return intl.locale.startsWith("en") ? title.en : title.pt;
  const id = serviceTypeMessageId(serviceType);
  return id ? intl.formatMessage({ id }) : serviceType;
}
