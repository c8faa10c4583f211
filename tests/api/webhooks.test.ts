import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeId } from "../../api/src/graphql/node-id.ts";
import { EXPIRE_OPPORTUNITIES } from "../../api/src/modules/opportunities/opportunity-expiry.ts";
import { attemptDelivery, DELIVER_WEBHOOK, PRUNE_WEBHOOK_EVENTS, SWEEP_WEBHOOKS } from "../../api/src/modules/webhooks/webhook-delivery.ts";
import { webhookSecretKey } from "../../api/src/modules/webhooks/webhook-secret-box.ts";
import { WEBHOOK_RECEIVER_EXAMPLE } from "../../web/src/modules/developers/utils/webhookExample.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// The loopback receiver needs the test-only setting; workers on, so deliveries go through the real queue.
const t = useTestApp({ WEBHOOKS_ALLOW_LOOPBACK: "true", JOB_WORKERS: "true" });

interface Received {
  path: string;
  at: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** Status codes a path answers with, in turn (then 200). */
const scripted = new Map<string, number[]>();
let receiver: http.Server;
let base: string;
let adminToken: string;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", at: Date.now(), headers: req.headers, body });
      const queue = scripted.get(req.url ?? "");
      res.statusCode = queue?.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  adminToken = (await createAdmin(t, { fullName: "Gestora de Integrações" })).token;
  await t.app.start();
  // a short backoff for the test (production: 450 s doubling); jobs take the queue's policy when sent
  await t.app.jobs.pgBoss.updateQueue(DELIVER_WEBHOOK, { retryBackoff: true, retryDelay: 1, retryDelayMax: 4 });
}, 60_000);
afterAll(async () => {
  await t.app?.stop();
  await new Promise((r) => receiver?.close(r));
});

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { secret endpoint { id name url events enabled } }
  }
`;
const SET_ENABLED = /* GraphQL */ `mutation Set($id: ID!, $enabled: Boolean!) { setWebhookEndpointEnabled(id: $id, enabled: $enabled) { id enabled disabledReason } }`;
const DELETE = /* GraphQL */ `mutation Delete($id: ID!) { deleteWebhookEndpoint(id: $id) }`;
const LIST = /* GraphQL */ `
  query List {
    webhookEndpoints(first: 10) {
      totalCount
      edges { node { id name url events enabled deliveries(first: 5) { totalCount edges { node { id eventId eventType status attempts lastStatusCode payload } } } } }
    }
  }
`;
const RESEND = /* GraphQL */ `mutation Resend($id: ID!) { resendWebhookDelivery(id: $id) { id status } }`;

async function register(path: string, events: string[], name = `Parceiro ${path}`) {
  const res = await t.gql(CREATE, { input: { name, url: `${base}${path}`, events } }, { token: adminToken });
  expect(res.errors).toBeUndefined();
  return res.data.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
}
const unregister = (id: string) => t.gql(DELETE, { id }, { token: adminToken });

const at = (path: string) => received.filter((r) => r.path === path);
async function until(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting for deliveries");
    await new Promise((r) => setTimeout(r, 100));
  }
}
/** The developers' page's own check, taken out of its example. */
const pageVerify = (() => {
  const source = /function verifyPonteSignature[\s\S]*?\n}\n/.exec(WEBHOOK_RECEIVER_EXAMPLE)![0];
  return new Function("crypto", "TOLERANCE_SECONDS", `${source}; return verifyPonteSignature;`)(crypto, 300) as (
    header: unknown,
    body: string,
    secret: string,
    now?: number,
  ) => boolean;
})();

/** What a partner's receiver does: recompute the HMAC over "t.body" and compare in constant time. */
function verify(r: Received, secret: string) {
  const header = String(r.headers["ponte-signature"]);
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=") as [string, string]));
  const expected = crypto.createHmac("sha256", secret).update(`${parts.t}.${r.body}`).digest("hex");
  expect(crypto.timingSafeEqual(Buffer.from(parts.v1!, "hex"), Buffer.from(expected, "hex"))).toBe(true);
  expect(Math.abs(Date.now() / 1000 - Number(parts.t))).toBeLessThan(300);
  // the example on /developers accepts it, and refuses it with another secret, a changed body or 6 minutes later
  expect(pageVerify(header, r.body, secret)).toBe(true);
  expect(pageVerify(header, r.body, `${secret}x`)).toBe(false);
  expect(pageVerify(header, `${r.body} `, secret)).toBe(false);
  expect(pageVerify(header, r.body, secret, Number(parts.t) + 360)).toBe(false);
  const body = JSON.parse(r.body);
  expect(r.headers["ponte-event-id"]).toBe(body.id);
  expect(r.headers["ponte-event-type"]).toBe(body.type);
  expect(r.headers["content-type"]).toBe("application/json");
  return body as { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

describe("partner webhooks", () => {
  it("managing endpoints is for administrators; the secret is shown once and never readable again", async () => {
    const { token: memberToken } = await createUser(t);
    const input = { name: "Universidade", url: `${base}/x`, events: ["OPPORTUNITY_PUBLISHED"] };
    const asMember = await t.gql(CREATE, { input }, { token: memberToken });
    expect(asMember.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const anonymous = await t.gql(CREATE, { input });
    expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(anonymous.errors?.[0].extensions?.code);
    expect((await t.gql(LIST, {}, { token: memberToken })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(await t.prisma.webhookEndpoint.count()).toBe(0);

    const created = await register("/once", ["OPPORTUNITY_PUBLISHED"]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await t.gql(LIST, {}, { token: adminToken });
    expect(listed.errors).toBeUndefined();
    expect(JSON.stringify(listed.data)).not.toContain(created.secret);
    const askSecret = await t.gql(`{ webhookEndpoints(first: 1) { edges { node { secret } } } }`, {}, { token: adminToken });
    expect(askSecret.errors?.[0].message).toMatch(/Cannot query field "secret"/);
    expect(await t.prisma.auditLog.count({ where: { action: "webhook.create" } })).toBe(1);
    expect((await t.gql(DELETE, { id: created.endpoint.id }, { token: memberToken })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await unregister(created.endpoint.id)).data.deleteWebhookEndpoint).toBe(created.endpoint.id);
    expect(await t.prisma.webhookEndpoint.count()).toBe(0);
  });

  it("refuses URLs that are not https (http only on loopback, with the test-only setting)", async () => {
    for (const url of ["http://example.com/hook", "ftp://127.0.0.1/x", "not a url"]) {
      const res = await t.gql(CREATE, { input: { name: "X", url, events: ["OPPORTUNITY_CLOSED"] } }, { token: adminToken });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(["WEBHOOK_URL_NOT_ALLOWED", "INVALID_URL"]).toContain(res.errors?.[0].extensions?.reason);
    }
  });

  it("published, closed and deleted: one signed delivery per subscribed endpoint, none for other events or disabled endpoints", async () => {
    const all = await register("/all", ["OPPORTUNITY_PUBLISHED", "OPPORTUNITY_CLOSED", "OPPORTUNITY_DELETED"]);
    const publishedOnly = await register("/published", ["OPPORTUNITY_PUBLISHED"]);
    const disabled = await register("/disabled", ["OPPORTUNITY_PUBLISHED", "OPPORTUNITY_CLOSED", "OPPORTUNITY_DELETED", "OPPORTUNITY_UPDATED"]);
    const off = await t.gql(SET_ENABLED, { id: disabled.endpoint.id, enabled: false }, { token: adminToken });
    expect(off.data.setWebhookEndpointEnabled).toMatchObject({ enabled: false, disabledReason: "ADMIN" });

    const opp = await createOpportunity(t, { title: "Bolsa Windhoek 2031", country: "ZA", deadline: new Date("2031-05-01T00:00:00Z") });
    await until(() => at("/all").length === 1 && at("/published").length === 1);
    const published = verify(at("/all")[0]!, all.secret);
    expect(published).toMatchObject({
      type: "opportunity.published",
      data: { id: nodeId("Opportunity", opp.id), title: "Bolsa Windhoek 2031", status: "ACTIVE", country: "ZA" },
    });
    expect(published.data.deadline).toBe("2031-05-01");
    expect(published.data.createdAt).toBe(opp.createdAt.toISOString());
    expect(published.data).not.toHaveProperty("createdById");
    expect(verify(at("/published")[0]!, publishedOnly.secret).id).toBe(published.id); // same event, same id

    // the expiry job closes it at the end of its deadline day
    await t.app.jobs.runNow(EXPIRE_OPPORTUNITIES, {}, new Date("2031-05-02T00:00:00Z"));
    await until(() => at("/all").length === 2);
    expect(verify(at("/all")[1]!, all.secret)).toMatchObject({ type: "opportunity.closed", data: { status: "EXPIRED" } });

    const deleted = await t.gql(`mutation D($id: ID!) { deleteOpportunity(id: $id) }`, { id: nodeId("Opportunity", opp.id) }, { token: adminToken });
    expect(deleted.errors).toBeUndefined();
    await until(() => at("/all").length === 3);
    expect(verify(at("/all")[2]!, all.secret)).toMatchObject({ type: "opportunity.deleted", data: { id: nodeId("Opportunity", opp.id), title: "Bolsa Windhoek 2031" } });

    await new Promise((r) => setTimeout(r, 2500)); // a sweep and a poll later, still nothing more
    expect(at("/published")).toHaveLength(1);
    expect(at("/disabled")).toHaveLength(0);
    expect(at("/all")).toHaveLength(3);
    // exactly one delivery row, and one job, per (event, endpoint)
    const byUrl = await t.prisma.webhookDelivery.findMany({
      where: { endpoint: { url: { in: [`${base}/all`, `${base}/published`, `${base}/disabled`] } } },
      include: { endpoint: true },
    });
    expect(byUrl.map((d) => [d.endpoint.url.slice(base.length), d.status, d.attempts]).sort()).toEqual([
      ["/all", "SUCCEEDED", 1],
      ["/all", "SUCCEEDED", 1],
      ["/all", "SUCCEEDED", 1],
      ["/published", "SUCCEEDED", 1],
    ]);
    const jobs = await t.prisma.$queryRaw<
      Array<{ n: bigint }>
    >`SELECT count(*) AS n FROM pgboss.job WHERE name = ${DELIVER_WEBHOOK} AND id = ANY(${byUrl.map((d) => d.id)}::uuid[])`;
    expect(Number(jobs[0]!.n)).toBe(4);
    // a process that died between queueing and marking: the next sweep queues the same job ids, which pg-boss ignores
    await t.prisma.webhookDelivery.updateMany({ where: { id: { in: byUrl.map((d) => d.id) } }, data: { queuedAt: null, status: "PENDING" } });
    await Promise.all([t.app.jobs.runNow(SWEEP_WEBHOOKS, {}), t.app.jobs.runNow(SWEEP_WEBHOOKS, {})]);
    const again = await t.prisma.$queryRaw<Array<{ n: bigint }>>`SELECT count(*) AS n FROM pgboss.job WHERE name = ${DELIVER_WEBHOOK}`;
    expect(Number(again[0]!.n)).toBe(4);
    expect(await t.prisma.webhookDelivery.count({ where: { id: { in: byUrl.map((d) => d.id) }, queuedAt: null } })).toBe(0);
    for (const e of [all, publishedOnly, disabled]) await unregister(e.endpoint.id);
  });

  it("updated: only visible opportunities whose public fields changed", async () => {
    const opp = await createOpportunity(t, { title: "Estágio Luanda" });
    const hook = await register("/updated", ["OPPORTUNITY_UPDATED"]);
    await t.prisma.opportunity.update({ where: { id: opp.id }, data: { title: "Estágio Luanda (remunerado)" } });
    await t.prisma.opportunity.update({ where: { id: opp.id }, data: { status: "INACTIVE" } }); // closed, not updated
    await t.prisma.opportunity.update({ where: { id: opp.id }, data: { location: "Benguela" } }); // not visible
    await until(() => at("/updated").length === 1);
    await new Promise((r) => setTimeout(r, 2500));
    expect(at("/updated")).toHaveLength(1);
    expect(verify(at("/updated")[0]!, hook.secret)).toMatchObject({ type: "opportunity.updated", data: { title: "Estágio Luanda (remunerado)" } });
    await unregister(hook.endpoint.id);
  });

  it("a failing receiver is retried with growing delays until it answers 2xx; the log shows it, and resend sends the same event again", async () => {
    scripted.set("/flaky", [500, 503]);
    const hook = await register("/flaky", ["OPPORTUNITY_PUBLISHED"]);
    await createOpportunity(t, { title: "Consultoria Namíbia" });
    await until(() => at("/flaky").length === 3, 40_000);
    const [first, second, third] = at("/flaky") as [Received, Received, Received];
    const bodies = [first, second, third].map((r) => verify(r, hook.secret));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(second.at - first.at).toBeGreaterThanOrEqual(1000); // 1–2 s
    expect(third.at - second.at).toBeGreaterThanOrEqual(2000); // 2–4 s

    let node: any;
    await until(async () => {
      const list = await t.gql(LIST, {}, { token: adminToken });
      expect(list.errors).toBeUndefined();
      node = list.data.webhookEndpoints.edges.find((e: any) => e.node.id === hook.endpoint.id).node.deliveries.edges[0].node;
      return node.status === "SUCCEEDED";
    });
    expect(node).toMatchObject({ status: "SUCCEEDED", attempts: 3, lastStatusCode: 200, eventType: "OPPORTUNITY_PUBLISHED", eventId: bodies[0]!.id });
    expect(JSON.parse(node.payload)).toEqual(bodies[0]);

    const resent = await t.gql(RESEND, { id: node.id }, { token: adminToken });
    expect(resent.errors).toBeUndefined();
    await until(() => at("/flaky").length === 4);
    expect(verify(at("/flaky")[3]!, hook.secret).id).toBe(bodies[0]!.id);
    await unregister(hook.endpoint.id);
  }, 60_000);

  it("an endpoint whose attempts have all failed for 72 hours is disabled and gets nothing more", async () => {
    scripted.set("/down", [500, 500, 500]);
    const hook = await register("/down", ["OPPORTUNITY_PUBLISHED"]);
    await t.gql(SET_ENABLED, { id: hook.endpoint.id, enabled: false }, { token: adminToken }); // keep the queue out of it
    const endpoint = await t.prisma.webhookEndpoint.findFirstOrThrow({ where: { url: `${base}/down` } });
    const event = await t.prisma.webhookEvent.create({
      data: { type: "opportunity.published", opportunityId: crypto.randomUUID(), data: { id: crypto.randomUUID(), title: "x" } },
    });
    const delivery = await t.prisma.webhookDelivery.create({ data: { eventId: event.id, endpointId: endpoint.id, queuedAt: new Date() } });
    const deps = { prisma: t.prisma, log: t.app.services.log, jobs: t.app.jobs, allowPrivate: true, secretKey: webhookSecretKey(t.config) };
    const since = new Date("2031-01-01T00:00:00Z");
    await t.prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { enabled: true, disabledReason: null } });

    await expect(attemptDelivery(deps, delivery.id, since, false)).rejects.toThrow(/HTTP 500/);
    expect(await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({ enabled: true, failingSince: since });
    await expect(attemptDelivery(deps, delivery.id, new Date(since.getTime() + 71 * 3600_000), false)).rejects.toThrow();
    expect((await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).enabled).toBe(true);
    await expect(attemptDelivery(deps, delivery.id, new Date(since.getTime() + 72 * 3600_000), false)).rejects.toThrow();
    expect(await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({ enabled: false, disabledReason: "FAILING" });

    const before = at("/down").length;
    await createOpportunity(t, { title: "Depois da desativação" });
    await new Promise((r) => setTimeout(r, 2500));
    expect(at("/down")).toHaveLength(before);
    expect(await t.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
  });

  it("the daily pruning forgets events older than 30 days once none of their deliveries is pending", async () => {
    const endpoint = await t.prisma.webhookEndpoint.create({
      data: { name: "Arquivo", url: `${base}/archive`, events: ["opportunity.closed"], secret: "whsec_x", enabled: false },
    });
    const event = (createdAt: Date, status: "SUCCEEDED" | "PENDING" | "FAILED") =>
      t.prisma.webhookEvent.create({
        data: {
          type: "opportunity.closed",
          opportunityId: crypto.randomUUID(),
          data: { id: crypto.randomUUID() },
          createdAt,
          deliveries: { create: { endpointId: endpoint.id, status, queuedAt: createdAt } },
        },
      });
    const now = new Date("2031-06-30T04:10:00Z");
    const old = await event(new Date("2031-05-30T00:00:00Z"), "SUCCEEDED");
    const oldFailed = await event(new Date("2031-05-01T00:00:00Z"), "FAILED");
    const oldPending = await event(new Date("2031-05-01T00:00:00Z"), "PENDING");
    const recent = await event(new Date("2031-06-01T00:00:00Z"), "SUCCEEDED");
    await t.app.jobs.runNow(PRUNE_WEBHOOK_EVENTS, {}, now);
    const left = (await t.prisma.webhookEvent.findMany({ where: { id: { in: [old.id, oldFailed.id, oldPending.id, recent.id] } } })).map((e) => e.id);
    expect(left.sort()).toEqual([oldPending.id, recent.id].sort());
    expect(await t.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(2);
    expect((await t.app.jobs.pgBoss.getSchedules(PRUNE_WEBHOOK_EVENTS)).map((s) => s.cron)).toEqual(["10 4 * * *"]);
  });
});
