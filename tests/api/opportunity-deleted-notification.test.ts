import type { Client } from "graphql-ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createApplication, createNotification, gid, subscribe, whenLive, wsClient } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// An applicant whose opportunity is deleted hears of it at once (the stored
// notification reaches the notifications dropdown live), with the title,
// since the opportunity itself is gone; someone who did not apply hears nothing.
const t = useTestApp();
const clients: Client[] = [];
let baseUrl: string;

beforeAll(async () => {
  baseUrl = (await t.app.start()).replace("localhost", "127.0.0.1");
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await t.app?.stop();
});

const NOTIFICATIONS = /* GraphQL */ `subscription Notes { notificationAdded { id type data readAt } }`;

it("each applicant gets a live notification naming the deleted opportunity; the list keeps it after the row is gone", async () => {
  const admin = await createAdmin(t);
  const [ana, bento, carla] = await Promise.all([createUser(t, { fullName: "Ana" }), createUser(t, { fullName: "Bento" }), createUser(t, { fullName: "Carla" })]);
  const opportunity = await createOpportunity(t, { title: "Estágio em Windhoek" });
  await createApplication(t, { userId: ana.user.id, opportunityId: opportunity.id });
  await createApplication(t, { userId: bento.user.id, opportunityId: opportunity.id, status: "APPROVED" });

  const subs = [ana, bento, carla].map((p) => {
    const c = wsClient(baseUrl, p.token);
    clients.push(c);
    return { person: p, sub: subscribe<any>(c, NOTIFICATIONS) };
  });
  for (const { person, sub } of subs) {
    await whenLive(
      sub,
      () => createNotification(t, person.user.id, { probe: true }),
      (e) => e.notificationAdded.data.probe === true,
    );
  }

  const res = await t.gql(`mutation($id: ID!) { deleteOpportunity(id: $id) }`, { id: gid("Opportunity", opportunity.id) }, { token: admin.token });
  expect(res.errors).toBeUndefined();

  for (const { sub, status } of [
    { sub: subs[0].sub, status: "PENDING" },
    { sub: subs[1].sub, status: "APPROVED" },
  ]) {
    const e = await sub.next((x) => x.notificationAdded.data.kind === "OPPORTUNITY_DELETED");
    expect(e.notificationAdded).toMatchObject({
      type: "APPLICATION",
      readAt: null,
      data: { kind: "OPPORTUNITY_DELETED", opportunityTitle: "Estágio em Windhoek", opportunityId: gid("Opportunity", opportunity.id), status },
    });
  }
  // Carla did not apply: a later notification of hers arrives, and nothing about the deletion came before it
  await createNotification(t, carla.user.id, { marker: true });
  await subs[2].sub.next((x) => x.notificationAdded.data.marker === true);
  expect(subs[2].sub.events.filter((x: any) => x.notificationAdded.data.kind === "OPPORTUNITY_DELETED")).toEqual([]);

  const list = await t.gql(`{ myNotifications(first: 10) { edges { node { type data } } } }`, {}, { token: ana.token });
  expect(list.data.myNotifications.edges.map((e: any) => e.node.data.kind)).toContain("OPPORTUNITY_DELETED");
  for (const { sub } of subs) expect(sub.errors).toEqual([]);
});
