import type { Client } from "graphql-ws";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobQueue } from "../../api/src/infra/jobs/job-queue.ts";
import { closedRefusal } from "../../api/src/modules/applications/application-mutations.ts";
import { EXPIRE_OPPORTUNITIES, EXPIRY_CRON, registerOpportunityExpiry } from "../../api/src/modules/opportunities/opportunity-expiry.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { gid, subscribe, whenLive, wsClient } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;
let baseUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t, { fullName: "Membro Pontual" });
  baseUrl = (await t.app.start()).replace("localhost", "127.0.0.1");
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await t.app?.stop();
});

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const statusOf = async (id: string) => (await t.prisma.opportunity.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
/** Runs the expiry job's handler as the queue would, at `now`. */
const runExpiry = (now: string) => t.app.jobs.runNow(EXPIRE_OPPORTUNITIES, {}, new Date(now));
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("opportunities close at the end of their deadline day, in their country's time zone", () => {
  it("closes at local midnight in Luanda (WAT, UTC+1), Windhoek (CAT, UTC+2) and Johannesburg (SAST, UTC+2), not a minute before", async () => {
    const deadline = day("2031-03-10");
    const ao = await createOpportunity(t, { country: "AO", deadline, title: "Prazo Luanda" });
    const na = await createOpportunity(t, { country: "NA", deadline, title: "Prazo Windhoek" });
    const za = await createOpportunity(t, { country: "ZA", deadline, title: "Prazo Joanesburgo" });

    await runExpiry("2031-03-10T21:59:00Z"); // 23:59 in Windhoek and Johannesburg, 22:59 in Luanda
    expect([await statusOf(ao.id), await statusOf(na.id), await statusOf(za.id)]).toEqual(["ACTIVE", "ACTIVE", "ACTIVE"]);

    await runExpiry("2031-03-10T22:00:00Z"); // 00:00 on the 11th in Windhoek and Johannesburg
    expect([await statusOf(ao.id), await statusOf(na.id), await statusOf(za.id)]).toEqual(["ACTIVE", "EXPIRED", "EXPIRED"]);

    await runExpiry("2031-03-10T22:59:00Z"); // 23:59 in Luanda
    expect(await statusOf(ao.id)).toBe("ACTIVE");
    await runExpiry("2031-03-10T23:00:00Z"); // 00:00 on the 11th in Luanda
    expect(await statusOf(ao.id)).toBe("EXPIRED");
  });

  it("agrees with the database's closing instant per country (the one the insert trigger uses)", async () => {
    const rows = await t.prisma.$queryRaw<Array<{ country: string; closes: Date }>>`
      SELECT c::text AS country, ponte_opportunity_closes_at(c, DATE '2031-07-01') AS closes
      FROM unnest(ARRAY['AO', 'NA', 'ZA', 'OTHER']::"Country"[]) AS c ORDER BY 1`;
    expect(rows.map((r) => [r.country, r.closes.toISOString()])).toEqual([
      ["AO", "2031-07-01T23:00:00.000Z"],
      ["NA", "2031-07-01T22:00:00.000Z"],
      ["OTHER", "2031-07-02T00:00:00.000Z"],
      ["ZA", "2031-07-01T22:00:00.000Z"],
    ]);
  });

  it("is idempotent, leaves paused ones alone, and audits each closing once (no actor: the system closed it)", async () => {
    const open = await createOpportunity(t, { country: "ZA", deadline: day("2032-01-05"), title: "Fecho auditado" });
    const paused = await createOpportunity(t, { country: "ZA", deadline: day("2032-01-05"), title: "Pausada", status: "INACTIVE" });
    await runExpiry("2032-01-06T08:00:00Z");
    await runExpiry("2032-01-06T08:05:00Z");
    expect(await statusOf(open.id)).toBe("EXPIRED");
    expect(await statusOf(paused.id)).toBe("INACTIVE");
    const entries = await t.prisma.auditLog.findMany({ where: { entity: "Opportunity", entityId: open.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      action: "opportunity.status",
      data: { status: "EXPIRED", reason: "DEADLINE_PASSED", deadline: "2032-01-05", timeZone: "Africa/Johannesburg" },
    });
    expect(await t.prisma.auditLog.count({ where: { entityId: paused.id } })).toBe(0);
  });

  it("tells live subscribers, as an administrator's status change does, and drops it from the members' and partners' lists", async () => {
    const o = await createOpportunity(t, { country: "NA", deadline: day("2033-02-01"), title: "Bolsa em Windhoek" });
    const live = async (token: string) => {
      const c = wsClient(baseUrl, token);
      clients.push(c);
      const sub = subscribe<{ opportunityEvents: { op: string; id: string; opportunity: { status: string } | null } }>(
        c,
        `subscription { opportunityEvents { op id opportunity { status } } }`,
      );
      await whenLive(
        sub,
        () => createOpportunity(t, { title: `Sonda ${Math.random()}`, deadline: day("2040-01-01") }),
        (e) => e.opportunityEvents.op === "INSERT",
      );
      return sub;
    };
    const [asMember, asAdmin] = [await live(member.token), await live(admin.token)];
    await runExpiry("2033-02-01T22:00:00Z");
    const id = gid("Opportunity", o.id);
    // the member's live list drops it (it left their view); the admin's shows it closed
    expect((await asMember.next((e) => e.opportunityEvents.id === id)).opportunityEvents).toEqual({ op: "UPDATE", id, opportunity: null });
    expect((await asAdmin.next((e) => e.opportunityEvents.id === id)).opportunityEvents).toEqual({ op: "UPDATE", id, opportunity: { status: "EXPIRED" } });

    const list = `query { opportunities(first: 100) { edges { node { id } } } }`;
    const visible = (res: { data?: { opportunities: { edges: Array<{ node: { id: string } }> } } }) => res.data!.opportunities.edges.map((e) => e.node.id);
    expect(visible(await t.gql(list, {}, { token: member.token }))).not.toContain(id);
    expect(visible(await t.gql(list))).not.toContain(id);
    const adminView = await t.gql(`query($id: ID!) { opportunity(id: $id) { status } }`, { id }, { token: admin.token });
    expect(adminView.data.opportunity).toEqual({ status: "EXPIRED" });
  });

  it("runs through the queue on its schedule's queue with the queue's clock (pg-boss, the app's database)", async () => {
    const o = await createOpportunity(t, { country: "AO", deadline: day("2034-06-30"), title: "Fecho pela fila" });
    let now = new Date("2034-06-30T22:59:00Z");
    const jobs = new JobQueue({ databaseUrl: t.databaseUrl, log: pino({ level: "silent" }), workers: true, clock: () => now, pollingIntervalSeconds: 0.5 });
    registerOpportunityExpiry(jobs, t.prisma, pino({ level: "silent" }));
    try {
      await jobs.start();
      expect((await jobs.pgBoss.getSchedules(EXPIRE_OPPORTUNITIES)).map((s) => [s.cron, s.timezone])).toEqual([[EXPIRY_CRON, "UTC"]]);
      const done = async (jobId: string | null) => {
        for (let i = 0; i < 100; i++) {
          const [job] = await jobs.pgBoss.findJobs(EXPIRE_OPPORTUNITIES, { id: jobId! });
          if (job?.state === "completed") return;
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error("the expiry job did not complete");
      };
      await done(await jobs.send(EXPIRE_OPPORTUNITIES));
      expect(await statusOf(o.id)).toBe("ACTIVE");
      now = new Date("2034-06-30T23:00:00Z");
      await done(await jobs.send(EXPIRE_OPPORTUNITIES));
      expect(await statusOf(o.id)).toBe("EXPIRED");
    } finally {
      await jobs.stop();
    }
  });
});

describe("reopening a closed opportunity", () => {
  const SET_STATUS = `mutation($id: ID!, $status: OpportunityStatus!) { setOpportunityStatus(id: $id, status: $status) { status deadline } }`;
  const UPDATE = `mutation($id: ID!, $input: OpportunityUpdateInput!) { updateOpportunity(id: $id, input: $input) { status deadline } }`;

  it("needs a later deadline (DEADLINE_PASSED otherwise), so the job does not close it again minutes later", async () => {
    const o = await createOpportunity(t, { country: "AO", deadline: daysAgo(3), status: "EXPIRED", title: "Reabertura" });
    const id = gid("Opportunity", o.id);
    const refused = await t.gql(SET_STATUS, { id, status: "ACTIVE" }, { token: admin.token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "DEADLINE_PASSED" });
    const alsoRefused = await t.gql(UPDATE, { id, input: { status: "ACTIVE" } }, { token: admin.token });
    expect(alsoRefused.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "DEADLINE_PASSED" });
    expect(await statusOf(o.id)).toBe("EXPIRED");
    expect(await t.prisma.auditLog.count({ where: { entityId: o.id } })).toBe(0);

    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const reopened = await t.gql(UPDATE, { id, input: { status: "ACTIVE", deadline: later } }, { token: admin.token });
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data.updateOpportunity).toEqual({ status: "ACTIVE", deadline: later });
    // pausing a closed one stays possible
    const paused = await t.gql(SET_STATUS, { id, status: "INACTIVE" }, { token: admin.token });
    expect(paused.data.setOpportunityStatus.status).toBe("INACTIVE");
  });
});

describe("late applications are refused", () => {
  const APPLY = `mutation($id: ID!) { applyToOpportunity(opportunityId: $id) { id status } }`;

  it("by the API, with OPPORTUNITY_CLOSED, once the deadline day has ended even before the job ran", async () => {
    const late = await createOpportunity(t, { country: "AO", deadline: daysAgo(2), title: "Prazo passado" });
    const res = await t.gql(APPLY, { id: gid("Opportunity", late.id) }, { token: member.token });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "OPPORTUNITY_CLOSED" });
    expect(await t.prisma.application.count({ where: { opportunityId: late.id } })).toBe(0);

    const closed = await createOpportunity(t, { status: "EXPIRED", title: "Já encerrada" });
    const again = await t.gql(APPLY, { id: gid("Opportunity", closed.id) }, { token: member.token });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "OPPORTUNITY_NOT_ACTIVE" });

    const open = await createOpportunity(t, { country: "ZA", deadline: new Date(Date.now() + 2 * 86_400_000), title: "Ainda aberta" });
    const ok = await t.gql(APPLY, { id: gid("Opportunity", open.id) }, { token: member.token });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.applyToOpportunity.status).toBe("PENDING");
  });

  it("by the database itself: a raw insert after the deadline day, or into a closed opportunity, fails", async () => {
    const insert = (opportunityId: string) =>
      t.prisma.$executeRaw`INSERT INTO "Application" ("id", "userId", "opportunityId", "message", "updatedAt")
        VALUES (gen_random_uuid(), ${member.user.id}::uuid, ${opportunityId}::uuid, 'tarde', now())`;
    const late = await createOpportunity(t, { country: "NA", deadline: daysAgo(2), title: "Inserção tardia" });
    await expect(insert(late.id)).rejects.toThrow(/OPPORTUNITY_CLOSED/);
    const expired = await createOpportunity(t, { status: "EXPIRED", title: "Inserção encerrada" });
    await expect(insert(expired.id)).rejects.toThrow(/OPPORTUNITY_NOT_ACTIVE/);
    const open = await createOpportunity(t, { country: "NA", title: "Inserção a tempo" });
    await expect(insert(open.id)).resolves.toBe(1);
  });

  it("and the API maps the trigger's refusal to its error reason (when the row changed between its check and the insert)", async () => {
    const late = await createOpportunity(t, { country: "ZA", deadline: daysAgo(2), title: "Corrida tardia" });
    const expired = await createOpportunity(t, { status: "EXPIRED", title: "Corrida encerrada" });
    const create = (opportunityId: string) =>
      t.prisma.application.create({ data: { userId: member.user.id, opportunityId, message: "x" } }).then(
        () => null,
        (e: unknown) => e,
      );
    expect(closedRefusal(await create(late.id))).toBe("OPPORTUNITY_CLOSED");
    expect(closedRefusal(await create(expired.id))).toBe("OPPORTUNITY_NOT_ACTIVE");
    expect(closedRefusal(new Error("unrelated"))).toBeNull();
  });
});
