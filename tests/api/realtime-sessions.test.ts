// Open subscriptions end with the credentials they were opened with, on every
// API process (issue 12 item 1): a sign-out, a password change or reset, a
// role change or an API token's revocation made through process B closes the
// WebSocket a subscriber holds on process A, and so does the access token's
// expiry. Server: api/src/server/websocket.ts; triggers:
// prisma/migrations/20261124000200_realtime_revocations.
import { type Client, createClient } from "graphql-ws";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { AccessTokens } from "../../api/src/infra/tokens/access-token.ts";
import { createOneTimeToken } from "../../api/src/modules/auth/one-time-tokens.ts";
import { SIGN_OUT, signIn } from "../support/auth-factories.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { gid } from "../support/opportunity-factories.ts";
import { type ApiProcess, startApiProcess } from "../support/api-process.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let urlA: string;
let urlB: string;
let second: ApiProcess;
const clients: Client[] = [];

beforeAll(async () => {
  urlA = (await t.app.start()).replace("localhost", "127.0.0.1");
  second = await startApiProcess(t);
  urlB = second.url;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});

afterAll(async () => {
  await second?.stop();
  await t.app?.stop();
});

/** A GraphQL call through process B, as a browser or partner would make it. */
async function gqlAt(url: string, query: string, variables: Record<string, unknown>, auth: { token?: string; cookie?: string }) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-ponte-csrf": "1",
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: Array<{ extensions?: Record<string, unknown> }> };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await sleep(50);
  }
}

interface Watched {
  client: Client;
  closed: { code: number; reason: string } | null;
  /** what the subscription's sink saw */
  ended: unknown;
  events: unknown[];
}

/** A graphql-ws connection to `url` holding one subscription, once acknowledged. */
async function watch(url: string, token: string | undefined, query: string): Promise<Watched> {
  const w: Watched = { client: null as unknown as Client, closed: null, ended: null, events: [] };
  let connected = false;
  w.client = createClient({
    url: `${url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: {
      connected: () => void (connected = true),
      closed: (e) => {
        const ev = e as { code: number; reason: string };
        w.closed ??= { code: ev.code, reason: String(ev.reason) };
      },
    },
  });
  clients.push(w.client);
  w.client.subscribe({ query }, { next: (r) => void w.events.push(r), error: (e) => void (w.ended = e), complete: () => void (w.ended = "complete") });
  await until(() => connected || w.closed !== null, 10000, "connection acknowledged");
  expect(w.closed).toBeNull();
  return w;
}

const MEMBER_SUBSCRIPTION = /* GraphQL */ `subscription { myApplicationUpdates { status } }`;
const PUBLIC_SUBSCRIPTION = /* GraphQL */ `subscription { opportunityEvents { op id } }`;

/** Waits (generously) for the server to close the connection, and returns how. */
async function closedWithin(w: Watched, ms = 5000) {
  const from = Date.now();
  await until(() => w.closed !== null, ms, "the server closes the connection");
  if (process.env.REPORT_CLOSE_LATENCY) console.info(`closed ${w.closed!.code} after ${Date.now() - from} ms`);
  return w.closed!;
}

describe("subscriptions end with the session, on every process", () => {
  it("sign-out through process B closes that sign-in's socket on process A, not the person's other sign-in", async () => {
    const { user, password } = await createUser(t);
    const first = await signIn(t, user.email, password);
    const second = await signIn(t, user.email, password);
    const signedOut = await watch(urlA, first.accessToken, MEMBER_SUBSCRIPTION);
    const other = await watch(urlA, second.accessToken, MEMBER_SUBSCRIPTION);

    const res = await gqlAt(urlB, SIGN_OUT, {}, { token: first.accessToken, cookie: `ponte_rt=${encodeURIComponent(first.refreshToken)}` });
    expect(res.errors).toBeUndefined();

    expect(await closedWithin(signedOut)).toMatchObject({ code: 4401 });
    expect(signedOut.ended).toMatchObject({ code: 4401 });
    await sleep(500);
    expect(other.closed).toBeNull();
  });

  it("a password change through process B closes the person's other sessions' sockets", async () => {
    const { user, password } = await createUser(t);
    const here = await signIn(t, user.email, password);
    const elsewhere = await signIn(t, user.email, password);
    const w = await watch(urlA, elsewhere.accessToken, MEMBER_SUBSCRIPTION);

    const res = await gqlAt(
      urlB,
      `mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }`,
      { c: password, n: "Outra-Senha-Forte-2026!" },
      { token: here.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(await closedWithin(w)).toMatchObject({ code: 4401 });
  });

  it("a password reset through process B closes every socket of the person", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    const w = await watch(urlA, s.accessToken, MEMBER_SUBSCRIPTION);

    const token = await createOneTimeToken(t.prisma, user.id, "PASSWORD_RESET", 3600_000);
    const res = await gqlAt(urlB, `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`, { t: token, p: "Minha-Conta-Roubada-9!" }, {});
    expect(res.errors).toBeUndefined();
    expect(await closedWithin(w)).toMatchObject({ code: 4401 });

    // the dead access token cannot subscribe again: refused, not served as that person
    const again = await watch(urlA, s.accessToken, MEMBER_SUBSCRIPTION);
    await until(() => again.events.length > 0, 5000, "the resubscription is answered");
    expect(again.events[0]).toMatchObject({ errors: [{ extensions: { code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" } }] });
  });

  it("demoting an administrator through process B closes their socket on process A with 4403", async () => {
    const { user, password } = await createAdmin(t);
    const other = await createAdmin(t);
    const s = await signIn(t, user.email, password);
    const w = await watch(urlA, s.accessToken, PUBLIC_SUBSCRIPTION);

    const res = await gqlAt(urlB, `mutation($id: ID!) { setUserRole(userId: $id, role: USER) { role } }`, { id: gid("User", user.id) }, { token: other.token });
    expect(res.errors).toBeUndefined();
    expect(await closedWithin(w)).toMatchObject({ code: 4403 });
  });

  it("revoking an API token through process B closes the partner's socket on process A", async () => {
    const admin = await createAdmin(t);
    const created = await t.gql(
      `mutation { createApiToken(input: { name: "Parceiro tempo real", expiresInDays: 30, scopes: ["opportunities:read"] }) { token apiToken { id } } }`,
      {},
      { token: admin.token },
    );
    expect(created.errors).toBeUndefined();
    const { token, apiToken } = created.data.createApiToken;
    const w = await watch(urlA, token, PUBLIC_SUBSCRIPTION);

    const res = await gqlAt(urlB, `mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }`, { id: apiToken.id }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(await closedWithin(w)).toMatchObject({ code: 4401 });
    expect(w.closed!.reason).toMatch(/revoked/i);
  });

  it("closes the socket when its access token expires", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    const sid = decodeJwt(s.accessToken).sid as string;
    // the same session, with an access token that lasts 3 seconds
    const shortLived = await new AccessTokens(t.config.JWT_SECRET!, 3).sign({ userId: user.id, role: "USER", sessionId: sid });
    const started = Date.now();
    const w = await watch(urlA, shortLived, MEMBER_SUBSCRIPTION);
    expect(await closedWithin(w, 10000)).toMatchObject({ code: 4401 });
    expect(w.closed!.reason).toMatch(/expired/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });
});

describe("limits per socket and per address", () => {
  it("refuses the 21st subscription on one socket with a stable code, and keeps the socket and its 20 subscriptions", async () => {
    const w = await watch(urlA, undefined, PUBLIC_SUBSCRIPTION);
    const outcomes: unknown[] = [];
    for (let i = 0; i < 19; i++) {
      w.client.subscribe({ query: PUBLIC_SUBSCRIPTION }, { next: () => {}, error: (e) => void outcomes.push(e), complete: () => {} });
    }
    let refused: unknown = null;
    w.client.subscribe({ query: PUBLIC_SUBSCRIPTION }, { next: () => {}, error: (e) => void (refused = e), complete: () => {} });
    await until(() => refused !== null, 5000, "the 21st subscription is answered");
    expect(refused).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: "RATE_LIMITED", reason: "TOO_MANY_SUBSCRIPTIONS" }) })]);
    expect(outcomes).toEqual([]);
    expect(w.closed).toBeNull();
    // the socket still answers
    const answer = await new Promise<any>((resolve) => {
      w.client.subscribe({ query: `query { __typename }` }, { next: resolve, error: resolve, complete: () => {} });
    });
    expect(answer.data).toEqual({ __typename: "Query" });
  });

  it("closes a socket that keeps asking after 100 refused subscriptions (4429), before any per-operation work", async () => {
    const w = await watch(urlA, undefined, PUBLIC_SUBSCRIPTION);
    for (let i = 0; i < 19; i++) w.client.subscribe({ query: PUBLIC_SUBSCRIPTION }, { next: () => {}, error: () => {}, complete: () => {} });
    let refused = 0;
    for (let i = 0; i < 150; i++) {
      w.client.subscribe({ query: PUBLIC_SUBSCRIPTION }, { next: () => {}, error: () => void refused++, complete: () => {} });
    }
    expect(await closedWithin(w)).toMatchObject({ code: 4429 });
    expect(w.closed!.reason).toMatch(/Too many subscriptions/);
    expect(refused).toBeGreaterThanOrEqual(99);
  });

  it("refuses a 21st socket from one address with 4429", async () => {
    const open: Watched[] = [];
    for (let i = 0; i < 20; i++) open.push(await watch(urlA, undefined, PUBLIC_SUBSCRIPTION));
    const refused: Watched = { client: null as unknown as Client, closed: null, ended: null, events: [] };
    refused.client = createClient({
      url: `${urlA.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: { closed: (e) => void (refused.closed ??= { code: (e as CloseEvent).code, reason: String((e as CloseEvent).reason) }) },
    });
    clients.push(refused.client);
    expect(await closedWithin(refused)).toMatchObject({ code: 4429 });
    expect(open.every((w) => w.closed === null)).toBe(true);
    // one of the 20 leaves: a new one gets in
    await open[0].client.dispose();
    await until(() => open[0].closed !== null, 5000, "the first socket is closed");
    await sleep(200);
    const next = await watch(urlA, undefined, PUBLIC_SUBSCRIPTION);
    expect(next.closed).toBeNull();
  });
});

describe("a subscriber that stops reading", () => {
  it("is disconnected while a reading subscriber on the same events stays", { timeout: 60000 }, async () => {
    const admin = await createAdmin(t);
    const opportunity = await createOpportunity(t);
    const reader = await watch(urlA, admin.token, `subscription { opportunityEvents { id opportunity { description } } }`);

    // A raw client: 20 subscriptions to the big rows, then it stops reading.
    const raw = new WebSocket(`${urlA.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    let closedAt = 0;
    let closeCode = 0;
    raw.on("close", (code) => {
      closedAt = Date.now();
      closeCode = code;
    });
    await new Promise<void>((resolve, reject) => {
      raw.once("error", reject);
      raw.once("open", () => {
        raw.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${admin.token}` } }));
        raw.once("message", () => resolve());
      });
    });
    for (let i = 0; i < 20; i++) {
      raw.send(JSON.stringify({ id: `s${i}`, type: "subscribe", payload: { query: `subscription { opportunityEvents { id opportunity { description } } }` } }));
    }
    await sleep(500);
    (raw as unknown as { _socket: import("node:net").Socket })._socket.pause();

    // Big events, 20 copies each for the stalled socket: far more than the kernel buffers.
    const started = Date.now();
    const big = "Descrição longa ".repeat(16_000);
    let n = 0;
    while (Date.now() - started < 12_000) {
      await t.prisma.opportunity.update({ where: { id: opportunity.id }, data: { description: `${big}${n++}` } });
      await sleep(250);
    }
    (raw as unknown as { _socket: import("node:net").Socket })._socket.resume();
    await until(() => closedAt !== 0, 15000, "the stalled socket is dropped");
    // dropped by the server's stall check, before graphql-ws's keep-alive (no pong for 12 s after a ping at 12 s) would have
    expect(closedAt - started).toBeLessThan(24_000);
    expect([1013, 1006]).toContain(closeCode);
    expect(reader.closed).toBeNull();
    expect(reader.events.length).toBeGreaterThan(0);
  });
});
