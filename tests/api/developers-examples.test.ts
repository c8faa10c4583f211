import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_EXAMPLES, type ApiExample, FIRST_CALL_EXAMPLE, fillExample } from "../../web/src/modules/developers/utils/examples.ts";
import { ERROR_REASONS } from "../../api/src/graphql/error-reasons.ts";
import { ERROR_CODES } from "../../api/src/graphql/errors.ts";
import { API_LIMITS } from "../../api/src/graphql/limits.ts";
import { createAdmin, createOpportunity } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * Every example of the developers' page (/developers), run as a partner would
 * run it: curl with the real binary, JavaScript with node and the libraries
 * the page names, against the API listening on a real port.
 */
const t = useTestApp();
const ROOT = path.resolve(import.meta.dirname, "../..");
let origin = "";
let token = "";
let dir = "";

beforeAll(async () => {
  await t.app.start();
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { token: adminToken } = await createAdmin(t);
  const created = await t.gql(
    `mutation { createApiToken(input: { name: "Exemplos do guia", expiresInDays: 30, scopes: ["opportunities:read"] }) { token } }`,
    {},
    { token: adminToken },
  );
  expect(created.errors).toBeUndefined();
  token = created.data.createApiToken.token;
  // what the examples filter on: Angola, projects, education
  for (let i = 0; i < 3; i++) await createOpportunity(t, { title: `Bolsa em Luanda ${i}`, country: "AO", type: "PROJECT", sector: "EDUCATION" });
  await createOpportunity(t, { title: "Parceria em Windhoek", country: "NA", type: "PARTNERSHIP", sector: "COMMERCE" });
  // node resolves graphql-request / graphql-ws from the repository's node_modules
  dir = fs.mkdtempSync(path.join(ROOT, "node_modules", ".developers-examples-"));
});
afterAll(async () => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  await t.app?.stop();
});

const filled = (e: ApiExample) => fillExample(e.code, origin, token);

function run(command: string, args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: dir, timeout: 20000, maxBuffer: 4 << 20 }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? (typeof error.code === "number" ? error.code : 1) : 0 }),
    );
  });
}

/** The JSON body of curl's output (after the headers when the example asks for them with -i). */
function curlBody(stdout: string): { status: number | null; body: any } {
  const split = stdout.split(/\r\n\r\n/);
  const status = /^HTTP\/[\d.]+ (\d+)/.exec(stdout);
  return { status: status ? Number(status[1]) : null, body: JSON.parse(status ? split.slice(1).join("\r\n\r\n") : stdout) };
}

describe("developers' page examples", () => {
  it("lists every example once, curl and JavaScript both", () => {
    const ids = API_EXAMPLES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(API_EXAMPLES.some((e) => e.language === "shell")).toBe(true);
    expect(API_EXAMPLES.some((e) => e.language === "javascript")).toBe(true);
  });

  for (const example of API_EXAMPLES.filter((e) => e.language === "shell")) {
    it(`curl: ${example.id} answers data without errors`, async () => {
      // the shell example as the page shows it, run by bash (quotes and line continuations included)
      const { stdout, stderr, code } = await run("bash", ["-c", filled(example)]);
      expect(code, stderr).toBe(0);
      const { status, body } = curlBody(stdout);
      if (status !== null) expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data).toBeTruthy();
      if (example.id === "curlList") {
        expect(body.data.opportunities.totalCount).toBe(3);
        expect(body.data.opportunities.edges.map((e: any) => e.node.country)).toEqual(["AO", "AO", "AO"]);
      }
      if (example.id === "curlLimits") expect(stdout).toMatch(/^ratelimit-/im);
    });
  }

  it("the token dialog's first call is one line a partner pastes as it is", async () => {
    expect(FIRST_CALL_EXAMPLE.code).not.toContain("\n");
    const { stdout } = await run("bash", ["-c", filled(FIRST_CALL_EXAMPLE)]);
    expect(JSON.parse(stdout).data.opportunities.totalCount).toBe(4);
  });

  for (const example of API_EXAMPLES.filter((e) => e.language === "javascript" && !e.streams)) {
    it(`JavaScript: ${example.id} answers data without errors`, async () => {
      const file = path.join(dir, `${example.id}.mjs`);
      fs.writeFileSync(file, filled(example));
      const { stdout, stderr, code } = await run(process.execPath, [file]);
      expect(code, stderr).toBe(0);
      const out = JSON.parse(stdout.trim().split("\n").at(-1)!);
      if (example.id === "jsList") {
        expect(out.count).toBe(3);
        expect(out.first.sector).toBe("EDUCATION");
      }
      if (example.id === "jsSync") expect(Date.parse(out.since)).toBeGreaterThan(0);
    });
  }

  for (const example of API_EXAMPLES.filter((e) => e.streams)) {
    it(`JavaScript: ${example.id} receives a live change`, async () => {
      const file = path.join(dir, `${example.id}.mjs`);
      fs.writeFileSync(file, filled(example));
      const child: ChildProcess = spawn(process.execPath, [file], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout!.on("data", (b) => (stdout += b));
      child.stderr!.on("data", (b) => (stderr += b));
      const opportunity = await createOpportunity(t, { title: "Muda ao vivo" });
      try {
        // The example prints each event; change the opportunity until one arrives
        // (the socket may take a moment to subscribe on a busy machine).
        const deadline = Date.now() + 25000;
        let n = 0;
        while (!stdout.includes("\n") && Date.now() < deadline && child.exitCode === null) {
          await t.prisma.opportunity.update({ where: { id: opportunity.id }, data: { location: `Luanda ${n++}` } });
          await new Promise((r) => setTimeout(r, 300));
        }
        expect(stdout, stderr).toContain("\n");
        const event = JSON.parse(stdout.split("\n")[0]);
        expect(event.errors).toBeUndefined();
        expect(event.data.opportunityEvents.op).toBe("UPDATE");
        expect(event.data.opportunityEvents.opportunity.title).toBe("Muda ao vivo");
      } finally {
        child.kill();
      }
    }, 40000);
  }

  it("a bad token is refused with HTTP 401, as the page says", async () => {
    const bad = fillExample(FIRST_CALL_EXAMPLE.code, origin, "pnt_not-a-real-token").replace("curl -s", "curl -s -i");
    const { stdout } = await run("bash", ["-c", bad]);
    const { status, body } = curlBody(stdout);
    expect(status).toBe(401);
    expect(body.errors[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "API_TOKEN_INVALID" });
  });
});

describe("what the developers' page reads from the server", () => {
  it("apiLimits are API_LIMITS, errorCodes and errorReasons the closed sets, ErrorReason an enum with descriptions", async () => {
    const res = await t.gql(`{
      apiLimits { pageSizeDefault pageSizeMax maxDepth maxAliases maxCost budgetPerMinuteAnonymous budgetPerMinuteApiToken budgetPerMinuteUser costPerField variablesMaxBytes subscriptionsPerSocket maxErrors }
      errorCodes { code description }
      errorReasons { reason code description }
      apiTokenScopes { scope query subscription }
      reasonEnum: __type(name: "ErrorReason") { enumValues { name description } }
    }`);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data.apiLimits).toEqual({
      pageSizeDefault: API_LIMITS.pageSize.default,
      pageSizeMax: API_LIMITS.pageSize.max,
      maxDepth: API_LIMITS.maxDepth,
      maxAliases: API_LIMITS.maxAliases,
      maxCost: API_LIMITS.maxCost,
      budgetPerMinuteAnonymous: API_LIMITS.budgetPerMinute.anonymous,
      budgetPerMinuteApiToken: API_LIMITS.budgetPerMinute.apiToken,
      budgetPerMinuteUser: API_LIMITS.budgetPerMinute.user,
      costPerField: API_LIMITS.cost.field,
      variablesMaxBytes: API_LIMITS.variables.maxBytes,
      subscriptionsPerSocket: API_LIMITS.websocket.subscriptionsPerSocket,
      maxErrors: API_LIMITS.maxErrors,
    });
    expect(res.data.errorCodes.map((c: any) => c.code)).toEqual([...ERROR_CODES]);
    const reasons = res.data.errorReasons as { reason: keyof typeof ERROR_REASONS; code: string; description: string }[];
    expect(reasons.map((r) => r.reason).sort()).toEqual(Object.keys(ERROR_REASONS).sort());
    expect(reasons.find((r) => r.reason === "API_TOKEN_REVOKED")).toMatchObject({ code: "UNAUTHENTICATED" });
    const enumValues = res.data.reasonEnum.enumValues as { name: string; description: string }[];
    expect(enumValues.map((v) => v.name).sort()).toEqual(Object.keys(ERROR_REASONS).sort());
    expect(enumValues.every((v) => v.description.length > 15)).toBe(true);
    expect(res.data.apiTokenScopes).toContainEqual({ scope: "opportunities:read", query: ["opportunities", "opportunity"], subscription: ["opportunityEvents"] });
  });

  it("apiLimits exposes every number of API_LIMITS (a new limit cannot be left off the page)", async () => {
    const leaves = (o: object): number[] => Object.values(o).flatMap((v) => (typeof v === "number" ? [v] : leaves(v)));
    const fields = (await t.gql(`{ __type(name: "ApiLimits") { fields { name } } }`)).data.__type.fields.map((f: { name: string }) => f.name);
    const values = Object.values((await t.gql(`{ apiLimits { ${fields.join(" ")} } }`)).data.apiLimits as Record<string, number>);
    expect(values.sort((a, b) => a - b)).toEqual(leaves(API_LIMITS).sort((a, b) => a - b));
  });

  it("the reasons the API answers with are in the set (bad token, bad cursor, too deep)", async () => {
    const bad = await t.gql(`{ opportunities(first: 1) { totalCount } }`, {}, { token: "pnt_unknown" });
    const cursor = await t.gql(`{ opportunities(after: "not-a-cursor") { totalCount } }`);
    let deep = "name";
    for (let i = 0; i < API_LIMITS.maxDepth + 2; i++) deep = `ofType { ${deep} }`;
    const tooDeep = await t.gql(`{ __type(name: "Opportunity") { fields { type { ${deep} } } } }`);
    for (const r of [bad, cursor, tooDeep]) {
      const reason = r.errors?.[0]?.extensions?.reason;
      expect(reason, JSON.stringify(r.errors)).toBeDefined();
      expect(Object.keys(ERROR_REASONS)).toContain(reason);
    }
  });
});
