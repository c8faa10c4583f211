import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../api/src/graphql/errors.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Limits on what one request may ask for, in production mode. Every refusal
// is an answer with a code from the closed set, never a crash.
const MAX_REQUEST_BYTES = 64 * 1024;
const t = useTestApp({ NODE_ENV: "production", PUBLIC_URL: "https://ponte.example", MAX_REQUEST_BYTES: String(MAX_REQUEST_BYTES) });
let base: string;
let member: string;

beforeAll(async () => {
  member = (await createUser(t)).token;
  const server = t.app.server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void t.app.server.close());

/** a chain of `levels` opportunity → myApplication → opportunity … fields */
function nested(levels: number): string {
  let inner = "title";
  for (let i = 0; i < levels; i++) inner = i % 2 === 0 ? `myApplication { opportunity { ${inner} } }` : inner;
  return `{ opportunities { edges { node { ${inner} } } } }`;
}

function expectRefusal(res: { data?: any; errors?: any[] }, reason: string) {
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason });
  expect(res.data ?? null).toBeNull();
}

describe("operation limits", () => {
  it("refuses a query deeper than 12 levels (QUERY_TOO_DEEP) and runs one of 12", async () => {
    // opportunities, edges, node = 3; each myApplication { opportunity } pair adds 2; title 1
    const twelve = nested(8);
    const ok = await t.gql(twelve, {}, { token: member });
    expect(ok.errors).toBeUndefined();
    const res = await t.gql(nested(10), {}, { token: member });
    expectRefusal(res, "QUERY_TOO_DEEP");
    expect(res.errors![0].message).toContain("depth limit of 12");
  });

  it("refuses more than 15 aliases (TOO_MANY_ALIASES)", async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: authSettings { demoMode }`).join(" ")} }`;
    expect((await t.gql(aliases(15))).errors).toBeUndefined();
    expectRefusal(await t.gql(aliases(16)), "TOO_MANY_ALIASES");
  });

  it("refuses huge query text (QUERY_TOO_LONG, over 3000 tokens)", async () => {
    const huge = `{ ${"__typename ".repeat(3100)}}`;
    expectRefusal(await t.gql(huge), "QUERY_TOO_LONG");
  });

  it("refuses an operation whose literal page sizes make it too costly (QUERY_TOO_COSTLY)", async () => {
    const fields =
      "title description country sector type organization location budget currency deadline requirements status featured imageUrl applicationCount createdAt updatedAt savedByMe";
    const page = (alias: string) => `${alias}: opportunities(first: 100) { totalCount edges { cursor node { id ${fields} } } }`;
    expectRefusal(await t.gql(`{ ${page("a")} ${page("b")} }`), "QUERY_TOO_COSTLY");
  });

  it("caps a page at 100 rows even when `first` comes as a variable the cost limit cannot see", async () => {
    await t.prisma.opportunity.createMany({
      data: Array.from({ length: 105 }, (_, i) => ({
        title: `Limite ${i}`,
        description: "d",
        country: "AO" as const,
        sector: "EDUCATION" as const,
        type: "PROJECT" as const,
        organization: "o",
        location: "l",
        deadline: new Date(Date.now() + 86_400_000),
        requirements: [],
      })),
    });
    const res = await t.gql(`query($first: Int) { opportunities(first: $first) { totalCount edges { node { id } } } }`, { first: 100_000 });
    expect(res.errors).toBeUndefined();
    expect(res.data.opportunities.totalCount).toBeGreaterThanOrEqual(105);
    expect(res.data.opportunities.edges).toHaveLength(100);
  });
});

describe("malformed requests get a clear code", () => {
  it("syntax errors, unknown fields, wrong types and bad variables are BAD_USER_INPUT", async () => {
    expectRefusal(await t.gql(`{ opportunities(first: 1) { totalCount }`), "GRAPHQL_PARSE_FAILED");
    expectRefusal(await t.gql(`{ opportunitys { totalCount } }`), "GRAPHQL_VALIDATION_FAILED");
    expectRefusal(await t.gql(`{ opportunities(first: "x") { totalCount } }`), "GRAPHQL_VALIDATION_FAILED");
    const variable = await t.gql(`query($n: Int) { opportunities(first: $n) { totalCount } }`, { n: "many" });
    expect(variable.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(variable.data ?? null).toBeNull();
  });

  it("unreadable ids and cursors are BAD_USER_INPUT, not internal errors", async () => {
    // the opportunities list pages by hand (orderBy, after+before) and names its own reasons
    const cursor = await t.gql(`{ opportunities(first: 1, after: "not-a-cursor") { totalCount } }`);
    expect(cursor.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_CURSOR" });
    const negative = await t.gql(`{ opportunities(first: -1) { totalCount } }`);
    expect(negative.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "NEGATIVE_PAGE_SIZE" });
    const id = await t.gql(`mutation { respondToConnection(id: "garbage", accept: true) { id } }`, {}, { token: member });
    expect(id.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("hides field suggestions in production (no probing of the schema through typos)", async () => {
    const res = await t.gql(`{ opportunitie { totalCount } }`);
    expect(res.errors?.[0].message).not.toMatch(/Did you mean/);
  });

  it("keeps introspection for partners and GraphiQL", async () => {
    const res = await t.gql(`{ __schema { queryType { name } } }`);
    expect(res.data.__schema.queryType.name).toBe("Query");
  });

  it("refuses batched operations (one operation per request)", async () => {
    const res = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ authSettings { demoMode } }" }, { query: "{ authSettings { demoMode } }" }]),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(body.data).toBeUndefined();
  });

  it("answers invalid JSON with BAD_USER_INPUT and nothing of the parser's internals", async () => {
    const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    const body = (await res.json()) as any;
    expect(body.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", reason: "BAD_REQUEST" });
  });
});

describe("request size", () => {
  it(`answers 413 PAYLOAD_TOO_LARGE above MAX_REQUEST_BYTES, without reading the body`, async () => {
    const padding = "x".repeat(MAX_REQUEST_BYTES);
    const res = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ authSettings { demoMode } }", variables: { padding } }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).errors[0].extensions.code).toBe("PAYLOAD_TOO_LARGE");

    const small = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ authSettings { demoMode } }" }),
    });
    expect(small.status).toBe(200);
  });

  it("refuses a body without a declared length (chunked), which could grow past any limit", async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } }, (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on("error", reject);
      req.write(JSON.stringify({ query: "{ authSettings { demoMode } }" }));
      req.end();
    });
    expect(status).toBe(411);
    expect(JSON.parse(body).errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", reason: "LENGTH_REQUIRED" });
  });
});

it("every refusal above used a code from the closed set (PAYLOAD_TOO_LARGE is HTTP-level only)", async () => {
  const samples = await Promise.all([
    t.gql(nested(10)),
    t.gql(`{ ${"__typename ".repeat(3100)}}`),
    t.gql(`{ nope }`),
    t.gql(`{`),
    t.gql(`{ opportunities(after: "x") { totalCount } }`),
  ]);
  for (const s of samples) expect(ERROR_CODES).toContain(s.errors?.[0].extensions?.code);
});

describe("abuse limits cannot be dodged with a forged X-Forwarded-For", () => {
  it("counts contact messages per real address when not behind our balancer (TRUST_PROXY off)", async () => {
    const submit = (i: number) =>
      t.gql(
        `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }`,
        { input: { name: "Spam", email: "spam@example.test", country: "AO", subject: `Oferta ${i}`, message: "Compre já" } },
        { headers: { "x-forwarded-for": `203.0.113.${i}` } },
      );
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await submit(i));
    expect(answers.slice(0, 5).every((a) => !a.errors)).toBe(true);
    expect(answers[5].errors?.[0].extensions?.code).toBe("RATE_LIMITED");
  });
});

it("a staff photo is an upload: no address, whether another host's, protocol-relative or on this site, is taken in its place", async () => {
  const { createAdmin } = await import("../support/factories.ts");
  const admin = (await createAdmin(t)).token;
  const create = (avatarUrl: string) =>
    t.gql(
      `mutation($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { id } }`,
      { input: { name: "Nova Pessoa", role: "Analista", email: `p${Math.random()}@example.test`, country: "AO", department: "TECHNOLOGY", avatarUrl } },
      { token: admin },
    );
  for (const address of ["//tracker.example/pixel.png", "https://cdn.example/ana.png", "/images/team/ana.png"]) {
    const refused = await create(address);
    expect(refused.errors?.[0].extensions, address).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_AVATAR_URL" });
  }
  expect((await create("")).errors).toBeUndefined();
});
describe("CORS", () => {
  it("lets other origins call with a Bearer token but never with our cookies (no Allow-Credentials)", async () => {
    const preflight = await fetch(`${base}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: "https://evil.ponte.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, x-ponte-csrf",
      },
    });
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const res = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { origin: "https://partner.example", "content-type": "application/json" },
      body: JSON.stringify({ query: "{ opportunities(first: 1) { totalCount } }" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });
});
