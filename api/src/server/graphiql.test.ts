import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../schema.ts";
import { GRAPHIQL_TABS, graphiqlPolicy } from "./graphiql.ts";

describe("GraphiQL", () => {
  it("opens on tabs that are valid against the schema (list, sync, subscription)", () => {
    expect(GRAPHIQL_TABS.map((t) => /^(query|subscription) \w+/m.exec(t.query)?.[1])).toEqual(["query", "query", "subscription"]);
    for (const tab of GRAPHIQL_TABS) expect(validate(schema, parse(tab.query)).map((e) => e.message)).toEqual([]);
  });

  it("allows no inline script, no framing, and only this origin's WebSocket", () => {
    const policy = graphiqlPolicy("https://ponte.example", "evil.example");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' wss://ponte.example");
    expect(policy).not.toContain("evil.example");
    // without PUBLIC_URL (development) the request's host, when it is one
    expect(graphiqlPolicy(undefined, "localhost:4000")).toContain("connect-src 'self' ws://localhost:4000");
    expect(graphiqlPolicy(undefined, "a b; script-src *")).toContain("connect-src 'self';");
  });
});
