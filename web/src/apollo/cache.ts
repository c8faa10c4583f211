import { InMemoryCache, type TypePolicies } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";

/**
 * Every connection field of the schema's Query type. Each pages through the
 * relayStylePagination policy: `fetchMore({ variables: { after } })` appends,
 * any other argument (filter, orderBy, search, and the page size) keys a list
 * of its own, so two screens asking one connection for different page sizes
 * (the network tab's five, its modal's twenty) never cut each other's list.
 * tests/meta/apollo-connections.test.ts fails when a connection is missing.
 */
export const CONNECTION_FIELDS = [
  "adminOpportunities",
  "adminUsers",
  "apiTokens",
  "applications",
  "auditLog",
  "budgets",
  "clients",
  "contactMessages",
  "exchangeRateHistory",
  "financeClients",
  "financeProjects",
  "incomingConnectionRequests",
  "invoices",
  "myApplications",
  "myConnections",
  "myNotifications",
  "mySavedOpportunities",
  "myServiceRequests",
  "opportunities",
  "projects",
  "searchProfessionals",
  "serviceRequests",
  "staffMembers",
  "transactions",
  "webhookDeliveries",
  "webhookEndpoints",
] as const;

/** the cursors move through one list; everything else names the list */
const CURSORS = new Set(["after", "before"]);

/** The arguments that tell one list from another: all but the cursors. */
const listKey = (args: Record<string, unknown> | null) =>
  args
    ? Object.keys(args)
        .filter((k) => !CURSORS.has(k))
        .sort()
    : [];

export const typePolicies: TypePolicies = {
  Query: {
    fields: Object.fromEntries(CONNECTION_FIELDS.map((f) => [f, relayStylePagination((args) => listKey(args))])),
  },
};

/** The app's cache; tests render with the same one (web/src/test). */
export const createCache = () => new InMemoryCache({ typePolicies });
