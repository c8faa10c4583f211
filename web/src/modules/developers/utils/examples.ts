/**
 * The developers' page's examples, as data: the page shows them with the
 * reader's origin, and tests/api/developers-examples.test.ts runs every one
 * (curl with the real binary, JavaScript with node) against a real server,
 * so an example that stops working fails a test instead of a partner.
 *
 * `{{ORIGIN}}` is the site's origin (https://…), `{{TOKEN}}` an API token.
 */
export type ExampleLanguage = "shell" | "javascript";

export interface ApiExample {
  /** stable id; the page's message ids are `developers.example.<id>` */
  id: string;
  language: ExampleLanguage;
  code: string;
  /** a subscription: prints each event as it comes, until stopped */
  streams?: boolean;
}

export const ORIGIN_PLACEHOLDER = "{{ORIGIN}}";
export const TOKEN_PLACEHOLDER = "{{TOKEN}}";

/** The one-line call the token dialog shows beside a new token. */
export const FIRST_CALL_EXAMPLE: ApiExample = {
  id: "firstCall",
  language: "shell",
  code: `curl -s {{ORIGIN}}/graphql -H "Authorization: Bearer {{TOKEN}}" -H "Content-Type: application/json" -d '{"query":"{ opportunities(first: 5) { totalCount edges { node { id title country deadline } } } }"}'`,
};

export const CURL_LIST_EXAMPLE: ApiExample = {
  id: "curlList",
  language: "shell",
  code: `curl -s {{ORIGIN}}/graphql \\
  -H "Authorization: Bearer {{TOKEN}}" \\
  -H "Content-Type: application/json" \\
  -d '{
    "query": "query List($filter: OpportunityFilter, $first: Int, $after: String) { opportunities(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id title organization country sector type deadline budget currency } } } }",
    "variables": { "filter": { "country": "AO", "type": "PROJECT" }, "first": 20 }
  }'`,
};

export const CURL_SYNC_EXAMPLE: ApiExample = {
  id: "curlSync",
  language: "shell",
  code: `curl -s {{ORIGIN}}/graphql \\
  -H "Authorization: Bearer {{TOKEN}}" \\
  -H "Content-Type: application/json" \\
  -d '{
    "query": "query Changes($since: DateTime, $after: String) { opportunities(updatedSince: $since, orderBy: { field: UPDATED_AT, direction: ASC }, first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id title status deadline updatedAt } } } }",
    "variables": { "since": "2026-01-01T00:00:00Z" }
  }'`,
};

export const CURL_LIMITS_EXAMPLE: ApiExample = {
  id: "curlLimits",
  language: "shell",
  code: `curl -s -i {{ORIGIN}}/graphql \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ apiLimits { pageSizeMax maxCost budgetPerMinuteApiToken } }"}'`,
};

/** How the JavaScript examples connect: graphql-request with the token. */
const JS_CLIENT = `// npm install graphql-request graphql
import { GraphQLClient, gql } from "graphql-request";

const client = new GraphQLClient("{{ORIGIN}}/graphql", {
  headers: { Authorization: "Bearer {{TOKEN}}" },
});`;

export const JS_LIST_EXAMPLE: ApiExample = {
  id: "jsList",
  language: "javascript",
  code: `${JS_CLIENT}

const List = gql\`
  query List($filter: OpportunityFilter, $after: String) {
    opportunities(filter: $filter, first: 100, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { id title country sector deadline } }
    }
  }
\`;

// Every page, following endCursor while hasNextPage.
const all = [];
let after = null;
do {
  const { opportunities } = await client.request(List, { filter: { sector: "EDUCATION" }, after });
  all.push(...opportunities.edges.map((e) => e.node));
  after = opportunities.pageInfo.hasNextPage ? opportunities.pageInfo.endCursor : null;
} while (after);
console.log(JSON.stringify({ count: all.length, first: all[0] ?? null }));`,
};

export const JS_SYNC_EXAMPLE: ApiExample = {
  id: "jsSync",
  language: "javascript",
  code: `${JS_CLIENT}

const Changes = gql\`
  query Changes($since: DateTime, $after: String) {
    opportunities(updatedSince: $since, orderBy: { field: UPDATED_AT, direction: ASC }, first: 100, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { id title status deadline updatedAt } }
    }
  }
\`;

// Store "since" with your copy; start with null for everything.
let since = null;
let after = null;
do {
  const { opportunities } = await client.request(Changes, { since, after });
  for (const { node } of opportunities.edges) {
    // save node in your copy here
    since = node.updatedAt;
  }
  after = opportunities.pageInfo.hasNextPage ? opportunities.pageInfo.endCursor : null;
} while (after);
console.log(JSON.stringify({ since }));`,
};

export const JS_SUBSCRIPTION_EXAMPLE: ApiExample = {
  id: "jsSubscription",
  language: "javascript",
  streams: true,
  code: `// npm install graphql-ws (Node 22+ and browsers have WebSocket built in)
import { createClient } from "graphql-ws";

const client = createClient({
  url: "{{ORIGIN}}/graphql".replace(/^http/, "ws"),
  connectionParams: { authorization: "Bearer {{TOKEN}}" },
});

client.subscribe(
  {
    // the same filter as the list: changes to Angolan opportunities only
    query: \`subscription {
      opportunityEvents(filter: { country: AO }) { op id opportunity { id title status deadline updatedAt } }
    }\`,
  },
  {
    next: ({ data, errors }) => console.log(JSON.stringify({ data, errors })),
    error: (err) => console.error(err),
    complete: () => console.log("done"),
  },
);`,
};

/** In the order the page shows them. */
export const API_EXAMPLES: readonly ApiExample[] = [
  FIRST_CALL_EXAMPLE,
  CURL_LIST_EXAMPLE,
  CURL_SYNC_EXAMPLE,
  CURL_LIMITS_EXAMPLE,
  JS_LIST_EXAMPLE,
  JS_SYNC_EXAMPLE,
  JS_SUBSCRIPTION_EXAMPLE,
];

/** The example with the reader's origin and token (or a placeholder the reader replaces). */
export function fillExample(code: string, origin: string, token: string): string {
  return code.split(ORIGIN_PLACEHOLDER).join(origin).split(TOKEN_PLACEHOLDER).join(token);
}
