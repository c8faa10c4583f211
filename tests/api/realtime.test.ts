import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createApplication, createNotification, gid, opportunityInput, sleep, subscribe, whenLive, wsClient } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const OPPORTUNITY_EVENTS = /* GraphQL */ `
  subscription Live { opportunityEvents { op id entered opportunity { id title status } } }
`;
const APPLICATION_UPDATES = /* GraphQL */ `
  subscription Mine { myApplicationUpdates { previousStatus status application { id status opportunity { title } } } }
`;
const NOTIFICATIONS = /* GraphQL */ `subscription Notes { notificationAdded { id type data readAt } }`;

let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let baseUrl: string;
const clients: Client[] = [];

const client = (token?: string) => {
  const c = wsClient(baseUrl, token);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t, { fullName: "Membro Atento" });
  other = await createUser(t, { fullName: "Outro Membro" });
  baseUrl = (await t.app.start()).replace("localhost", "127.0.0.1");
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await t.app?.stop();
});

type OppEvent = { opportunityEvents: { op: string; id: string; entered: boolean; opportunity: { id: string; title: string; status: string } | null } };

/** An opportunity subscription that is known to be live (a probe insert came through). */
async function liveOpportunityEvents(token?: string) {
  const sub = subscribe<OppEvent>(client(token), OPPORTUNITY_EVENTS);
  await whenLive(
    sub,
    () => createOpportunity(t, { title: `Sonda ${Math.random()}` }),
    (e) => e.opportunityEvents.op === "INSERT",
  );
  return sub;
}

/** Flip a probe application of `userId` so a status event is emitted for that person only. */
async function probeApplication(userId: string) {
  const o = await createOpportunity(t);
  const a = await createApplication(t, { userId, opportunityId: o.id });
  let status: "PENDING" | "REJECTED" = "PENDING";
  return {
    id: a.id,
    flip: async () => {
      status = status === "PENDING" ? "REJECTED" : "PENDING";
      await t.prisma.application.update({ where: { id: a.id }, data: { status } });
    },
  };
}

describe("opportunityEvents", () => {
  it("pushes a new opportunity to a visitor, then its pause and delete (without the row)", async () => {
    const sub = await liveOpportunityEvents();
    const input = opportunityInput({ title: "Feira de Comércio de Durban" });
    const created = await t.gql(`mutation($input: OpportunityInput!) { createOpportunity(input: $input) { id } }`, { input }, { token: admin.token });
    const id = created.data.createOpportunity.id;

    const inserted = await sub.next((e) => e.opportunityEvents.id === id && e.opportunityEvents.op === "INSERT");
    expect(inserted.opportunityEvents.opportunity).toEqual({ id, title: "Feira de Comércio de Durban", status: "ACTIVE" });

    await t.gql(`mutation($id: ID!) { setOpportunityStatus(id: $id, status: INACTIVE) { id } }`, { id }, { token: admin.token });
    const paused = await sub.next((e) => e.opportunityEvents.id === id && e.opportunityEvents.op === "UPDATE");
    // no longer active: a visitor gets the id (to drop it from the list), not the row
    expect(paused.opportunityEvents.opportunity).toBeNull();

    // deleting it while inactive names it to nobody who could not see it (the visitor already dropped it);
    // events arrive in commit order, so once a later insert is here, a DELETE would have been too
    await t.gql(`mutation($id: ID!) { deleteOpportunity(id: $id) }`, { id }, { token: admin.token });
    const marker = await createOpportunity(t, { title: `Marcador ${Math.random()}` });
    await sub.next((e) => e.opportunityEvents.id === gid("Opportunity", marker.id) && e.opportunityEvents.op === "INSERT");
    expect(sub.events.filter((e) => e.opportunityEvents.id === id && e.opportunityEvents.op === "DELETE")).toEqual([]);
    expect(sub.errors).toEqual([]);
    await sub.dispose();
  });

  it("tells a member that a reactivated opportunity entered their view (with the row), and that an edit of a listed one did not", async () => {
    const member = await createUser(t);
    const sub = await liveOpportunityEvents(member.token);
    const o = await createOpportunity(t, { title: "Bolsa reativada", status: "INACTIVE" });
    const id = gid("Opportunity", o.id);
    const setStatus = `mutation($id: ID!, $status: OpportunityStatus!) { setOpportunityStatus(id: $id, status: $status) { id } }`;
    await t.gql(setStatus, { id, status: "ACTIVE" }, { token: admin.token });
    const back = await sub.next((e) => e.opportunityEvents.id === id && e.opportunityEvents.op === "UPDATE");
    expect(back.opportunityEvents).toMatchObject({ entered: true, opportunity: { id, status: "ACTIVE" } });
    await t.gql(
      `mutation($id: ID!, $input: OpportunityUpdateInput!) { updateOpportunity(id: $id, input: $input) { id } }`,
      { id, input: { title: "Bolsa reativada e editada" } },
      { token: admin.token },
    );
    const edited = await sub.next((e) => e.opportunityEvents.id === id && e.opportunityEvents.entered === false);
    expect(edited.opportunityEvents.opportunity).toMatchObject({ title: "Bolsa reativada e editada" });
    await sub.dispose();
  });

  it("shows administrators the row of an inactive opportunity", async () => {
    const sub = await liveOpportunityEvents(admin.token);
    const o = await createOpportunity(t, { title: "Turismo em Swakopmund" });
    await t.gql(`mutation($id: ID!) { setOpportunityStatus(id: $id, status: INACTIVE) { id } }`, { id: gid("Opportunity", o.id) }, { token: admin.token });
    const paused = await sub.next((e) => e.opportunityEvents.id === gid("Opportunity", o.id) && e.opportunityEvents.op === "UPDATE");
    expect(paused.opportunityEvents.opportunity).toMatchObject({ title: "Turismo em Swakopmund", status: "INACTIVE" });
    await sub.dispose();
  });

  it("sends nothing for a rolled-back change", async () => {
    const sub = await liveOpportunityEvents();
    let rolledBackId = "";
    await t.prisma
      .$transaction(async (tx) => {
        const o = await tx.opportunity.create({
          data: {
            title: "Revertida",
            description: "x",
            country: "AO",
            sector: "HEALTH",
            organization: "x",
            deadline: new Date(Date.now() + 86400000),
            requirements: ["x"],
          },
        });
        rolledBackId = o.id;
        throw new Error("roll back");
      })
      .catch(() => {});
    const committed = await createOpportunity(t, { title: "Confirmada" });
    // NOTIFY is delivered in commit order: the committed one arriving means the other never will.
    await sub.next((e) => e.opportunityEvents.id === gid("Opportunity", committed.id));
    expect(rolledBackId).not.toBe("");
    expect(sub.events.map((e) => e.opportunityEvents.id)).not.toContain(gid("Opportunity", rolledBackId));
    expect(sub.events.map((e) => e.opportunityEvents.opportunity?.title)).not.toContain("Revertida");
    await sub.dispose();
  });
});

describe("myApplicationUpdates", () => {
  it("delivers the member's own decision with the previous and new status, and nothing to other members", async () => {
    const mineProbe = await probeApplication(member.user.id);
    const theirsProbe = await probeApplication(other.user.id);
    const mine = subscribe<any>(client(member.token), APPLICATION_UPDATES);
    const theirs = subscribe<any>(client(other.token), APPLICATION_UPDATES);
    await whenLive(mine, mineProbe.flip, (e) => e.myApplicationUpdates.application.id === gid("Application", mineProbe.id));
    await whenLive(theirs, theirsProbe.flip, (e) => e.myApplicationUpdates.application.id === gid("Application", theirsProbe.id));

    const o = await createOpportunity(t, { title: "Bolsa de Benguela" });
    const application = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
    const appId = gid("Application", application.id);
    const decided = await t.gql(`mutation($id: ID!) { decideApplication(id: $id, decision: APPROVED) { id } }`, { id: appId }, { token: admin.token });
    expect(decided.errors).toBeUndefined();

    const update = await mine.next((e) => e.myApplicationUpdates.application.id === appId);
    expect(update.myApplicationUpdates).toEqual({
      previousStatus: "PENDING",
      status: "APPROVED",
      application: { id: appId, status: "APPROVED", opportunity: { title: "Bolsa de Benguela" } },
    });

    // The other member's stream is live (probed above) yet receives nothing about it.
    await theirsProbe.flip();
    await theirs.next((e) => e.myApplicationUpdates.application.id === gid("Application", theirsProbe.id));
    expect(theirs.events.map((e) => e.myApplicationUpdates.application.id)).not.toContain(appId);
    expect(theirs.errors).toEqual([]);
    await mine.dispose();
    await theirs.dispose();
  });

  it("only fires when the status changed", async () => {
    const probe = await probeApplication(member.user.id);
    const mine = subscribe<any>(client(member.token), APPLICATION_UPDATES);
    await whenLive(mine, probe.flip, () => true);
    const o = await createOpportunity(t);
    const a = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
    await t.prisma.application.update({ where: { id: a.id }, data: { message: "Mensagem editada" } });
    await t.prisma.application.update({ where: { id: a.id }, data: { status: "REJECTED" } });
    const change = await mine.next((e) => e.myApplicationUpdates.application.id === gid("Application", a.id));
    expect(change.myApplicationUpdates).toMatchObject({ previousStatus: "PENDING", status: "REJECTED" });
    expect(mine.events.filter((e) => e.myApplicationUpdates.application.id === gid("Application", a.id))).toHaveLength(1);
    await mine.dispose();
  });

  it("refuses visitors", async () => {
    const sub = subscribe<any>(client(), APPLICATION_UPDATES);
    await expect.poll(() => sub.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.stringify(sub.errors)).toContain("UNAUTHENTICATED");
    expect(sub.events).toEqual([]);
  });
});

describe("notificationAdded", () => {
  it("delivers stored notifications to their owner only (decisions, new opportunities, other modules' rows)", async () => {
    const mine = subscribe<any>(client(member.token), NOTIFICATIONS);
    const theirs = subscribe<any>(client(other.token), NOTIFICATIONS);
    await whenLive(
      mine,
      () => createNotification(t, member.user.id, { probe: true }),
      (e) => e.notificationAdded.data.probe === true,
    );
    await whenLive(
      theirs,
      () => createNotification(t, other.user.id, { probe: true }),
      (e) => e.notificationAdded.data.probe === true,
    );

    const o = await createOpportunity(t, { title: "Clínica de Rundu" });
    const a = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
    await t.gql(`mutation($id: ID!) { decideApplication(id: $id, decision: REJECTED) { id } }`, { id: gid("Application", a.id) }, { token: admin.token });
    const decision = await mine.next((e) => e.notificationAdded.type === "APPLICATION");
    expect(decision.notificationAdded).toMatchObject({
      type: "APPLICATION",
      readAt: null,
      data: { applicationId: gid("Application", a.id), opportunityTitle: "Clínica de Rundu", status: "REJECTED" },
    });

    const input = opportunityInput({ title: "Intercâmbio em Pretória", country: "ZA" });
    await t.gql(`mutation($input: OpportunityInput!) { createOpportunity(input: $input) { id } }`, { input }, { token: admin.token });
    const news = await mine.next((e) => e.notificationAdded.type === "OPPORTUNITY");
    expect(news.notificationAdded.data).toMatchObject({ title: "Intercâmbio em Pretória", country: "ZA" });
    await theirs.next((e) => e.notificationAdded.type === "OPPORTUNITY");

    // a row inserted by another module (e.g. a connection request) reaches its owner too
    await t.prisma.notification.create({ data: { userId: member.user.id, type: "CONNECTION", data: { fromName: "Outro Membro" } } });
    expect((await mine.next((e) => e.notificationAdded.type === "CONNECTION")).notificationAdded.data).toEqual({ fromName: "Outro Membro" });

    expect(theirs.events.map((e) => e.notificationAdded.type)).not.toContain("APPLICATION");
    expect(theirs.events.map((e) => e.notificationAdded.type)).not.toContain("CONNECTION");
    await mine.dispose();
    await theirs.dispose();
  });
});

describe("the LISTEN connection", () => {
  it("comes back after the database drops it, and /readyz reports it", async () => {
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(await ready.json()).toMatchObject({ status: "ready", realtime: "listening" });

    const sub = await liveOpportunityEvents();
    const killed = await t.prisma.$queryRaw<Array<{ ok: boolean }>>`
      SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN ponte_events' AND pid <> pg_backend_pid()`;
    expect(killed.length).toBe(1);

    // Events flow again once the listener has reconnected (with backoff).
    let arrived = false;
    for (let i = 0; i < 50 && !arrived; i++) {
      const o = await createOpportunity(t, { title: `Depois da queda ${i}` });
      arrived = await sub
        .next((e) => e.opportunityEvents.id === gid("Opportunity", o.id), 300)
        .then(
          () => true,
          () => false,
        );
    }
    expect(arrived).toBe(true);
    await sleep(50);
    expect(await (await fetch(`${baseUrl}/readyz`)).json()).toMatchObject({ realtime: "listening" });
    await sub.dispose();
  });
});
