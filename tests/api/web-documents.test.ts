import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

// Every operation the web app can send, read from its source (tests
// excluded), with the fragments it spreads. The API's validation (schema,
// armour limits: cost, depth, aliases, tokens) runs before any resolver, so
// sending each one as an administrator without variables shows whether the server
// would refuse the document itself. A literal `first: 100` once made the
// saved-opportunities view fail for everybody this way.
const web = path.resolve(import.meta.dirname, "../../web/src");

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "gql" && e.name !== "testing") sources(p, out);
    } else if (/\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)) out.push(p);
  }
  return out;
}

function documents() {
  const operations = new Map<string, string>();
  const fragments = new Map<string, string>();
  for (const file of sources(web)) {
    for (const m of fs.readFileSync(file, "utf8").matchAll(/graphql\(`([\s\S]*?)`\)/g)) {
      const op = /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(m[1]);
      const fragment = /^\s*fragment\s+(\w+)/.exec(m[1]);
      if (op) operations.set(op[1], m[1]);
      else if (fragment) fragments.set(fragment[1], m[1]);
    }
  }
  const withFragments = (doc: string) => {
    const used = new Set<string>();
    const visit = (text: string) => {
      for (const [, name] of text.matchAll(/\.\.\.\s*(\w+)/g)) {
        if (name === "on" || used.has(name) || !fragments.has(name)) continue;
        used.add(name);
        visit(fragments.get(name)!);
      }
    };
    visit(doc);
    return [doc, ...[...used].map((n) => fragments.get(n)!)].join("\n");
  };
  return { operations, withFragments };
}

// Errors that come after validation: missing variables, authorisation and
// other resolver errors (those carry a path).
const afterValidation = (e: { message: string; path?: unknown }) => Boolean(e.path) || /^Variable "\$\w+"/.test(e.message);

// The session refresh (web/src/session/accessToken.ts) answers only to the refresh cookie, which
// this test does not hold: its answer is the ended session, given once the document was found valid.
const refreshWithoutCookie = (name: string, e: { extensions?: Record<string, unknown> }) =>
  name === "AccessToken_Refresh" && e.extensions?.code === "UNAUTHENTICATED" && e.extensions.reason === "SESSION_EXPIRED";

describe("the web app's GraphQL documents", () => {
  it("are found in the source", () => {
    const { operations } = documents();
    expect(operations.size).toBeGreaterThan(50);
    expect(operations.has("MemberOpportunitiesTab_Saved")).toBe(true);
  });

  it("all pass the API's validation, including the query-cost limit", async () => {
    const { operations, withFragments } = documents();
    const { token } = await createAdmin(t);
    const refused: string[] = [];
    for (const [name, doc] of operations) {
      if (/^\s*subscription/.test(doc)) continue; // subscriptions run over the WebSocket
      const res = await t.gql(withFragments(doc), {}, { token });
      for (const e of res.errors ?? []) if (!afterValidation(e) && !refreshWithoutCookie(name, e)) refused.push(`${name}: ${e.message} ${JSON.stringify(e.extensions)}`);
    }
    expect(refused).toEqual([]);
  });
});
