/**
 * English descriptions of every type, field, argument, input field and enum
 * value of the public schema: GraphiQL's docs panel and the printed
 * schema.graphql are the partner developer's manual.
 *
 * Keys are schema coordinates (see keys.ts):
 *   "Opportunity"                   a type
 *   "Opportunity.title"             a field, or an input type's field
 *   "Query.opportunities(first)"    an argument
 *   "OpportunityStatus.ACTIVE"      an enum value
 *
 * One file per feature area. The texts live here, not in the Pothos modules,
 * so they can be written without touching code others are changing; a
 * `description:` written inline in a module wins over the map. A key that
 * names nothing (a renamed or removed field) is reported by applyDescriptions
 * and fails tests/meta/schema-descriptions.test.ts, so the texts cannot rot.
 */
import type { GraphQLSchema } from "graphql";
import { applyDescriptions } from "./apply.ts";
import type { DescriptionMap } from "./keys.ts";
import { adminDescriptions } from "./admin.ts";
import { analyticsDescriptions } from "./analytics.ts";
import { applicationsDescriptions } from "./applications.ts";
import { auditDescriptions } from "./audit.ts";
import { authDescriptions } from "./auth.ts";
import { catalogueDescriptions } from "./catalogue.ts";
import { clientsDescriptions } from "./clients.ts";
import { commonDescriptions } from "./common.ts";
import { contactDescriptions } from "./contact.ts";
import { emailNotificationsDescriptions } from "./email-notifications.ts";
import { financeDescriptions } from "./finance.ts";
import { networkDescriptions } from "./network.ts";
import { notificationsDescriptions } from "./notifications.ts";
import { opportunitiesDescriptions } from "./opportunities.ts";
import { privacyDescriptions } from "./privacy.ts";
import { projectsDescriptions } from "./projects.ts";
import { savedSearchesDescriptions } from "./saved-searches.ts";
import { serviceRequestsDescriptions } from "./service-requests.ts";
import { teamDescriptions } from "./team.ts";
import { webhooksDescriptions } from "./webhooks.ts";

export type { DescriptionMap } from "./keys.ts";

const areas: Record<string, DescriptionMap> = {
  admin: adminDescriptions,
  analytics: analyticsDescriptions,
  applications: applicationsDescriptions,
  audit: auditDescriptions,
  auth: authDescriptions,
  catalogue: catalogueDescriptions,
  clients: clientsDescriptions,
  common: commonDescriptions,
  contact: contactDescriptions,
  "email-notifications": emailNotificationsDescriptions,
  finance: financeDescriptions,
  network: networkDescriptions,
  notifications: notificationsDescriptions,
  opportunities: opportunitiesDescriptions,
  privacy: privacyDescriptions,
  projects: projectsDescriptions,
  "saved-searches": savedSearchesDescriptions,
  "service-requests": serviceRequestsDescriptions,
  team: teamDescriptions,
  webhooks: webhooksDescriptions,
};

/** Every area's map in one; a key written in two areas is a mistake and throws. */
export const descriptions: DescriptionMap = (() => {
  const merged: Record<string, string> = {};
  const owner: Record<string, string> = {};
  for (const [area, map] of Object.entries(areas)) {
    for (const [key, text] of Object.entries(map)) {
      if (key in merged) throw new Error(`Schema description "${key}" is written in both ${owner[key]}.ts and ${area}.ts`);
      merged[key] = text;
      owner[key] = area;
    }
  }
  return merged;
})();

/** Keys of the map that name nothing in the schema; set by describeSchema. */
export let staleDescriptionKeys: readonly string[] = [];

/** Describes `schema` in place from the map (inline descriptions win) and returns it. */
export const describeSchema = (schema: GraphQLSchema): GraphQLSchema => {
  staleDescriptionKeys = applyDescriptions(schema, descriptions);
  return schema;
};
