import { describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createNotification, gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const LIST = /* GraphQL */ `
  query Notes($unreadOnly: Boolean) {
    myNotifications(first: 20, unreadOnly: $unreadOnly) { totalCount edges { node { id type data readAt createdAt } } }
    unreadNotificationCount
  }
`;
const READ = /* GraphQL */ `mutation Read($id: ID!) { markNotificationRead(id: $id) { id readAt } }`;
const READ_ALL = /* GraphQL */ `mutation { markAllNotificationsRead }`;

describe("stored notifications", () => {
  it("lists only the viewer's own, newest first, with unread filtering and a count", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const older = await t.prisma.notification.create({
      data: { userId: me.user.id, type: "OPPORTUNITY", data: { title: "Antiga" }, createdAt: new Date(Date.now() - 60000) },
    });
    const newer = await createNotification(t, me.user.id, { title: "Nova" });
    await createNotification(t, other.user.id, { title: "Alheia" });
    await t.prisma.notification.create({
      data: { userId: me.user.id, type: "SYSTEM", data: {}, readAt: new Date(Date.now() - 120000), createdAt: new Date(Date.now() - 120000) },
    });

    const res = await t.gql(LIST, {}, { token: me.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.myNotifications.totalCount).toBe(3);
    expect(res.data.myNotifications.edges.map((e: any) => e.node.id)).toEqual([gid("Notification", newer.id), gid("Notification", older.id), expect.any(String)]);
    expect(res.data.myNotifications.edges[1].node).toMatchObject({ type: "OPPORTUNITY", data: { title: "Antiga" }, readAt: null });
    expect(res.data.unreadNotificationCount).toBe(2);

    const unread = await t.gql(LIST, { unreadOnly: true }, { token: me.token });
    expect(unread.data.myNotifications.totalCount).toBe(2);
  });

  it("marks one read (keeping the first time), refuses other people's, and marks all read", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const a = await createNotification(t, me.user.id);
    await createNotification(t, me.user.id);
    await createNotification(t, me.user.id);
    const theirs = await createNotification(t, other.user.id);

    const first = await t.gql(READ, { id: gid("Notification", a.id) }, { token: me.token });
    expect(first.errors).toBeUndefined();
    const readAt = first.data.markNotificationRead.readAt;
    expect(readAt).not.toBeNull();
    const again = await t.gql(READ, { id: gid("Notification", a.id) }, { token: me.token });
    expect(again.data.markNotificationRead.readAt).toBe(readAt);

    const foreign = await t.gql(READ, { id: gid("Notification", theirs.id) }, { token: me.token });
    expect(foreign.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await t.prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).readAt).toBeNull();

    const all = await t.gql(READ_ALL, {}, { token: me.token });
    expect(all.data.markAllNotificationsRead).toBe(2);
    expect((await t.gql(LIST, {}, { token: me.token })).data.unreadNotificationCount).toBe(0);
    expect(await t.prisma.notification.count({ where: { userId: other.user.id, readAt: null } })).toBe(1);
  });

  it("keeps other people's notifications from administrators too, and needs a session", async () => {
    const admin = await createAdmin(t);
    const member = await createUser(t);
    const n = await createNotification(t, member.user.id);
    const adminRead = await t.gql(READ, { id: gid("Notification", n.id) }, { token: admin.token });
    expect(adminRead.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const anonymous = await t.gql(LIST, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
