import type { AddressInfo } from "node:net";
import { type Client, createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { SIGN_OUT, signIn } from "../support/auth-factories.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// WebSocket connections authenticate in connection_init (DESIGN.md §7):
// the same viewer rules as HTTP, checked over a real socket.
const t = useTestApp();
let url = "";
const clients: Client[] = [];

beforeAll(async () => {
  await t.app.start();
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await t.app.stop();
});

function connect(authorization?: string): Client {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: authorization ? { authorization } : {},
  });
  clients.push(client);
  return client;
}

type Result = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

/** The first result of an operation, or its errors; `pending` if nothing arrives within `waitMs`. */
function first(client: Client, query: string, waitMs = 1500): Promise<Result | "pending"> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      dispose();
      resolve("pending");
    }, waitMs);
    const dispose = client.subscribe<any>(
      { query },
      {
        next: (r) => {
          clearTimeout(timer);
          dispose();
          resolve(r as Result);
        },
        error: (e) => {
          clearTimeout(timer);
          resolve({ errors: Array.isArray(e) ? e : [{ message: String((e as Error)?.message ?? e) }] });
        },
        complete: () => {},
      },
    );
  });
}

const MEMBER_SUBSCRIPTION = /* GraphQL */ `subscription { myApplicationUpdates { status } }`;

describe("graphql-ws authentication", () => {
  it("refuses a member-only subscription without a token", async () => {
    // generous wait: the first operation of the file also opens the database pool (its cost budget)
    const res = await first(connect(), MEMBER_SUBSCRIPTION, 5000);
    expect(res).not.toBe("pending");
    expect((res as Result).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("accepts it with a valid access token in connection_init, and knows who is connected", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    const client = connect(`Bearer ${s.accessToken}`);
    const me = (await first(client, `query { me { email role } }`)) as Result;
    expect(me.data.me).toEqual({ email: user.email, role: "USER" });
    // subscribed and waiting for events, not refused
    expect(await first(client, MEMBER_SUBSCRIPTION, 500)).toBe("pending");
  });

  it("refuses it for an access token whose session was signed out", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    await t.gql(SIGN_OUT, {}, { headers: { cookie: `ponte_rt=${s.refreshToken}` } });
    const res = (await first(connect(`Bearer ${s.accessToken}`), MEMBER_SUBSCRIPTION)) as Result;
    expect(res.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" });
  });

  it("answers a revoked partner token with UNAUTHENTICATED and keeps the socket usable", async () => {
    const { token: adminToken } = await createAdmin(t);
    const created = await t.gql(
      `mutation { createApiToken(input: { name: "Parceiro WS", expiresInDays: 30, scopes: ["opportunities:read"] }) { token apiToken { id } } }`,
      {},
      { token: adminToken },
    );
    const { token, apiToken } = created.data.createApiToken;
    await t.gql(`mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }`, { id: apiToken.id }, { token: adminToken });
    const res = (await first(connect(`Bearer ${token}`), `query { opportunities { totalCount } }`)) as Result;
    expect(res.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "API_TOKEN_REVOKED" });
  });
});
