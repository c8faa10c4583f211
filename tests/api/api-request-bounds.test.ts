import type { AddressInfo } from "node:net";
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_LIMITS } from "../../api/src/graphql/limits.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// What one request may ask for, judged before graphql-js does any work:
// variables, cost (with variables and introspection), the errors in an answer.
const t = useTestApp();
let base: string;
let member: string;

beforeAll(async () => {
  member = (await createUser(t)).token;
  await createOpportunity(t, { title: "Estágio em Windhoek" });
  const server = t.app.server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void t.app.server.close());

const INPUT_QUERY = `mutation($input: OpportunityInput!) { createOpportunity(input: $input) { id } }`;

async function post(body: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started, json: JSON.parse(text) as { data?: any; errors?: any[] } };
}

describe("variables are bounded before graphql-js coerces them", () => {
  it("40,000 unknown keys: one short refusal, fast, and other callers are not held up", async () => {
    const input = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`campo_desconhecido_${i}`, "valor"]));
    const body = JSON.stringify({ query: INPUT_QUERY, variables: { input } });
    expect(body.length).toBeGreaterThan(600_000);

    const big = post(body);
    // a small query sent at the same time
    const small = post(JSON.stringify({ query: `{ opportunities(first: 1) { totalCount } }` }));
    const [b, s] = await Promise.all([big, small]);

    // refused unread: the body alone is past API_LIMITS.maxJsonBodyBytes
    expect(b.status).toBe(413);
    expect(b.json.errors).toHaveLength(1);
    expect(b.json.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "REQUEST_TOO_LARGE" });
    expect(b.text.length).toBeLessThan(2000);
    expect(b.text).not.toContain("campo_desconhecido");
    expect(s.json.errors).toBeUndefined();
    // before, this took ~3 s and answered 29 MB; generous bounds for a busy machine
    expect(b.ms).toBeLessThan(2500);
    expect(s.ms).toBeLessThan(2500);
  });

  it("25,000 keys in a body under the JSON bound are refused by the variable bounds, before coercion", async () => {
    // short keys: 25,000 of them fit in about 200 KB
    const input = Object.fromEntries(Array.from({ length: 25_000 }, (_, i) => [i.toString(36), 0]));
    const body = JSON.stringify({ query: INPUT_QUERY, variables: { input } });
    expect(body.length).toBeLessThan(API_LIMITS.maxJsonBodyBytes);
    const [b, s] = await Promise.all([post(body), post(JSON.stringify({ query: `{ opportunities(first: 1) { totalCount } }` }))]);
    expect(b.status).toBe(400);
    expect(b.json.errors).toHaveLength(1);
    expect(b.json.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "VARIABLES_TOO_LARGE" });
    expect(b.text.length).toBeLessThan(2000);
    expect(s.json.errors).toBeUndefined();
    expect(b.ms).toBeLessThan(2500);
    expect(s.ms).toBeLessThan(2500);
  });

  it("refuses too many keys, too deep, too long a list and too many bytes, naming the bound but not the value", async () => {
    const { maxKeysPerObject, maxDepth, maxListLength, maxBytes } = API_LIMITS.variables;
    let deep: unknown = "fundo";
    for (let i = 0; i < maxDepth + 1; i++) deep = { d: deep };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ input: Object.fromEntries(Array.from({ length: maxKeysPerObject + 1 }, (_, i) => [`k${i}`, 1])) }, /more than \d+ keys/],
      [{ input: deep }, /deeper than/],
      [{ input: { tags: Array.from({ length: maxListLength + 1 }, () => "x") } }, /longer than/],
      [{ input: { description: "segredo".repeat(Math.ceil(maxBytes / 7) + 10) } }, /larger than/],
    ];
    for (const [variables, message] of cases) {
      const res = await t.gql(INPUT_QUERY, variables, { token: member });
      expect(res.status).toBe(400);
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "VARIABLES_TOO_LARGE" });
      expect(res.errors?.[0].message).toMatch(message);
      expect(JSON.stringify(res.errors)).not.toMatch(/segredo|fundo|k99/);
    }
  });

  it("a variable graphql-js refuses is named with its path, never with its value", async () => {
    const res = await t.gql(INPUT_QUERY, { input: { title: 12, segredoDesconhecido: "valor-secreto-123", description: { x: "valor-secreto-456" } } }, { token: member });
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(res.errors?.length).toBeLessThanOrEqual(API_LIMITS.maxErrors);
    const text = JSON.stringify(res.errors);
    expect(text).not.toContain("valor-secreto");
    expect(text).not.toContain("segredoDesconhecido");
    for (const e of res.errors ?? []) {
      expect(e.message).toMatch(/^Variable "\$input" at "input[.\w[\]]*" /);
      expect(e.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  it("an answer holds at most API_LIMITS.maxErrors errors and says how many were left out", async () => {
    // 60 invoice lines, each with a field its type lacks: graphql-js reports 50 coercion errors
    const admin = await createAdmin(t);
    const items = Array.from({ length: 60 }, (_, i) => ({ desconhecido: `valor-${i}` }));
    const res = await t.gql(`mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }`, { input: { items } }, { token: admin.token });
    expect(res.errors).toHaveLength(API_LIMITS.maxErrors);
    expect((res as any).extensions.errorsOmitted).toBeGreaterThan(0);
    expect(JSON.stringify(res)).not.toContain("valor-");
    expect(res.errors?.[0].message).toMatch(/^Variable "\$input" at "input/);
  });
});

describe("cost sees variables and introspection", () => {
  const aliased = (n: number, fields = "id title description country sector type") =>
    `query($n: Int) { ${Array.from({ length: n }, (_, i) => `a${i}: opportunities(first: $n) { edges { node { ${fields} } } }`).join(" ")} }`;

  it("15 aliased pages of 100 through a variable are refused (QUERY_TOO_COSTLY); the same with 5 rows runs", async () => {
    const refused = await t.gql(aliased(15), { n: 100 });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "QUERY_TOO_COSTLY" });
    expect(refused.errors?.[0].message).toMatch(/cost \d+, more than the \d+/);
    expect(refused.data ?? null).toBeNull();

    const ok = await t.gql(aliased(15), { n: 5 });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.a0.edges[0].node.title).toBe("Estágio em Windhoek");
    // 15 × (1 + 5 × (edges 1 + node 1 + 6 fields))
    expect((ok as any).extensions.cost.requested).toBe(15 * (1 + 5 * 8));
  });

  it("a missing page size counts as the default; a variable's declared default counts as given", async () => {
    const none = await t.gql(`{ opportunities { edges { node { id } } } }`);
    expect((none as any).extensions.cost.requested).toBe(1 + API_LIMITS.pageSize.default * 3);
    const declared = await t.gql(`query($n: Int = 50) { opportunities(first: $n) { edges { node { id } } } }`);
    expect((declared as any).extensions.cost.requested).toBe(1 + 50 * 3);
    const capped = await t.gql(`query($n: Int) { opportunities(first: $n) { edges { node { id } } } }`, { n: 100_000 });
    expect((capped as any).extensions.cost.requested).toBe(1 + API_LIMITS.pageSize.max * 3);
  });

  it("GraphiQL's introspection query runs; 15 aliased schema walks are refused", async () => {
    const one = await t.gql(getIntrospectionQuery());
    expect(one.errors).toBeUndefined();
    expect(one.data.__schema.queryType.name).toBe("Query");
    expect((one as any).extensions.cost.requested).toBeGreaterThan(API_LIMITS.cost.introspectionSchema);

    const walks = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { name fields { name type { name } } } }`).join(" ")} }`;
    const refused = await t.gql(walks);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "QUERY_TOO_COSTLY" });
    expect(refused.data ?? null).toBeNull();
  });
});

describe("batching", () => {
  it("a batched array is refused (one operation per request)", async () => {
    const res = await post(JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.json.data ?? null).toBeNull();
    expect(res.json.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});
