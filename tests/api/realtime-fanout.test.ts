// opportunityEvents loads an event's row once for all its subscribers
// (api/src/infra/realtime/event-rows.ts); each subscriber must still see
// only its own application and saved state, and members never an inactive row.
import type { Client } from "graphql-ws";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UseOpportunityEvents_EventsDocument } from "../../web/src/gql/graphql.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createApplication, gid, subscribe, whenLive, wsClient } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
// The web app's own subscription (opportunity fields, myApplication, savedByMe).
const WEB_SUBSCRIPTION = print(UseOpportunityEvents_EventsDocument);

type Ev = {
  opportunityEvents: {
    op: string;
    id: string;
    opportunity: { id: string; title: string; status: string; myApplication: { id: string; status: string } | null; savedByMe: boolean } | null;
  };
};

const clients: Client[] = [];
let baseUrl: string;

beforeAll(async () => {
  baseUrl = (await t.app.start()).replace("localhost", "127.0.0.1");
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await t.app?.stop();
});

async function live(token?: string) {
  const c = wsClient(baseUrl, token);
  clients.push(c);
  const sub = subscribe<Ev>(c, WEB_SUBSCRIPTION);
  await whenLive(
    sub,
    () => createOpportunity(t, { title: `Sonda ${Math.random()}` }),
    (e) => e.opportunityEvents.op === "INSERT",
  );
  return sub;
}

describe("opportunityEvents fan-out", () => {
  it("gives each subscriber of one event its own application and saved state, and hides inactive rows from members", async () => {
    const admin = await createAdmin(t);
    const applicant = await createUser(t, { fullName: "Candidata" });
    const saver = await createUser(t, { fullName: "Guardador" });
    const bystander = await createUser(t, { fullName: "Espectador" });
    const opportunity = await createOpportunity(t, { title: "Missão empresarial a Maputo" });
    const application = await createApplication(t, { userId: applicant.user.id, opportunityId: opportunity.id });
    await t.prisma.savedOpportunity.create({ data: { userId: saver.user.id, opportunityId: opportunity.id } });
    await t.prisma.savedOpportunity.create({ data: { userId: applicant.user.id, opportunityId: opportunity.id } });

    const subs = {
      applicant: await live(applicant.token),
      saver: await live(saver.token),
      bystander: await live(bystander.token),
      // two connections of the same person share nothing they should not
      applicantAgain: await live(applicant.token),
      admin: await live(admin.token),
      visitor: await live(),
    };
    const crowd = [];
    for (let i = 0; i < 8; i++) crowd.push(await live((await createUser(t, { fullName: `Membro ${i}` })).token));
    const id = gid("Opportunity", opportunity.id);

    // The setup's own events (the opportunity's insert) may still be reaching the subscribers on a
    // busy machine: count only once the statements have stopped.
    for (let last = -1; last !== t.sql.count; ) {
      last = t.sql.count;
      await new Promise((r) => setTimeout(r, 300));
    }
    t.sql.reset();
    await t.prisma.opportunity.update({ where: { id: opportunity.id }, data: { description: "Agora com agenda." } });
    const got = Object.fromEntries(
      await Promise.all(
        Object.entries(subs).map(async ([who, sub]) => [
          who,
          (await sub.next((e) => e.opportunityEvents.id === id && e.opportunityEvents.op === "UPDATE")).opportunityEvents.opportunity,
        ]),
      ),
    );
    const mine = { id: gid("Application", application.id), status: "PENDING" };
    expect(got.applicant).toMatchObject({ id, title: "Missão empresarial a Maputo", myApplication: mine, savedByMe: true });
    expect(got.applicantAgain).toMatchObject({ id, myApplication: mine, savedByMe: true });
    expect(got.saver).toMatchObject({ id, myApplication: null, savedByMe: true });
    expect(got.bystander).toMatchObject({ id, myApplication: null, savedByMe: false });
    expect(got.visitor).toMatchObject({ id, myApplication: null, savedByMe: false });
    expect(got.admin).toMatchObject({ id, myApplication: null, savedByMe: false });
    for (const sub of crowd) {
      const e = await sub.next((x) => x.opportunityEvents.id === id && x.opportunityEvents.op === "UPDATE");
      expect(e.opportunityEvents.opportunity).toMatchObject({ id, myApplication: null, savedByMe: false });
    }
    // 14 subscribers, one event: one group per distinct selection and filter — members (row + their
    // applications + their bookmarks: 3), administrators (3), visitors (the row: 1) — plus the UPDATE,
    // plus one look-up of which members have rows of their own on it (the others share one answer:
    // server/shared-subscription-results.ts). A query per subscriber would be 14 or more.
    expect(t.sql.count).toBeLessThanOrEqual(9);

    await t.prisma.opportunity.update({ where: { id: opportunity.id }, data: { status: "INACTIVE" } });
    const paused = async (who: keyof typeof subs) =>
      (await subs[who].next((e) => e.opportunityEvents.id === id && e.opportunityEvents.opportunity?.status !== "ACTIVE")).opportunityEvents;
    expect((await paused("applicant")).opportunity).toBeNull();
    expect((await paused("visitor")).opportunity).toBeNull();
    expect((await paused("admin")).opportunity).toMatchObject({ id, status: "INACTIVE" });
  });
});
