import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { buildSchema, getNamedType, isInterfaceType, isObjectType } from "graphql";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { LOG_REDACT } from "../../api/src/app.ts";
import { createAdmin } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Passwords, tokens, their hashes and salaries never leave the server
// through GraphQL, and credentials never reach the logs.
const t = useTestApp();
const printed = buildSchema(fs.readFileSync(path.resolve(import.meta.dirname, "../../schema.graphql"), "utf8"));

/** every field of every output type (object or interface), as Type.field */
const outputFields = () =>
  Object.values(printed.getTypeMap())
    .filter((type) => (isObjectType(type) || isInterfaceType(type)) && !type.name.startsWith("__"))
    .flatMap((type) => Object.values((type as import("graphql").GraphQLObjectType).getFields()).map((f) => ({ owner: type.name, field: f })));

describe("no secret in the API's output types", () => {
  it("has no passwordHash, tokenHash, salary, password, secret or hash field in any output type", () => {
    const bad = outputFields()
      .filter(({ field }) => /passwordHash|tokenHash|salary|^password$|secret|hash/i.test(field.name))
      .map(({ owner, field }) => `${owner}.${field.name}`);
    // The spec's demo accounts (a public, seeded password shown on the login
    // screen) exist only in demo mode; see the next test. A webhook's signing
    // secret is returned once, to the administrator who creates the endpoint
    // (tests/api/webhooks.test.ts checks it is never returned again).
    expect(bad.sort()).toEqual(["CreatedWebhookEndpoint.secret", "DemoAccount.password"]);
  });

  it("lists no demo account (and so no password) outside demo mode", async () => {
    const res = await t.gql(`{ authSettings { demoMode demoAccounts { email password } } }`);
    expect(res.data.authSettings).toEqual({ demoMode: false, demoAccounts: [] });
  });

  it("returns raw tokens only where they are handed over once: the access token and a newly created API token", () => {
    const tokens = outputFields()
      .filter(({ field }) => /token$/i.test(field.name) && getNamedType(field.type).name === "String")
      .map(({ owner, field }) => `${owner}.${field.name}`);
    expect(tokens.sort()).toEqual(["AuthPayload.accessToken", "CreatedApiToken.token"]);
  });

  it("salary may be written (staff inputs) but no output type carries it", () => {
    expect(printed.getType("CreateStaffMemberInput")).toBeTruthy();
    const staff = printed.getType("StaffMember") as import("graphql").GraphQLObjectType;
    expect(Object.keys(staff.getFields()).filter((f) => /salary/i.test(f))).toEqual([]);
  });

  it("an API token created by an admin is stored as a hash and never listed again", async () => {
    const { token: admin } = await createAdmin(t);
    const created = await t.gql(
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }`,
      { input: { name: "Parceiro", expiresInDays: 30, scopes: ["opportunities:read"] } },
      { token: admin },
    );
    const secret: string = created.data.createApiToken.token;
    const rows = await t.prisma.apiToken.findMany();
    expect(JSON.stringify(rows)).not.toContain(secret);
    const listed = await t.gql(`{ apiTokens(first: 10) { edges { node { id name prefix } } } }`, {}, { token: admin });
    expect(JSON.stringify(listed)).not.toContain(secret);
  });
});

describe("logs", () => {
  it("redact credentials and tokens wherever they appear in a logged object", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: LOG_REDACT }, sink);
    log.info(
      {
        req: { headers: { authorization: "Bearer eyJhbGciOi.secret.jwt", cookie: "ponte_refresh=rt-secret" } },
        res: { headers: { "set-cookie": "ponte_refresh=rt-secret-2; HttpOnly" } },
        input: { email: "a@b.test", password: "Plain-Passw0rd", passwordHash: "scrypt$hash", token: "reset-token" },
        row: { tokenHash: "abc123hash", refreshToken: "rt-3", accessToken: "at-4" },
        ws: { connectionParams: { authorization: "Bearer ws-secret" } },
      },
      "probe",
    );
    const out = lines.join("");
    for (const secret of ["secret.jwt", "rt-secret", "rt-secret-2", "Plain-Passw0rd", "scrypt$hash", "reset-token", "abc123hash", "rt-3", "at-4", "ws-secret"]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("a@b.test");
  });
});
