import { describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createConnection, gid } from "../support/network-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const SEND = /* GraphQL */ `mutation Send($userId: ID!) { sendConnectionRequest(userId: $userId) { id status direction person { fullName } } }`;
const RESPOND = /* GraphQL */ `mutation Respond($id: ID!, $accept: Boolean!) { respondToConnection(id: $id, accept: $accept) { id status } }`;
const REMOVE = /* GraphQL */ `mutation Remove($id: ID!) { removeConnection(id: $id) }`;
const MINE = /* GraphQL */ `
  query Mine($status: ConnectionStatus) {
    myConnections(status: $status, first: 50) { totalCount edges { node { id status person { id fullName sector country organization avatarUrl } } } }
  }
`;

describe("connection requests", () => {
  it("send → incoming for the addressee → accept → both see each other, with notifications", async () => {
    const ana = await createUser(t, { fullName: "Ana Flow" });
    const ben = await createUser(t, { fullName: "Ben Flow", country: "ZA", sector: "HEALTH", organization: "Clinic" });

    const sent = await t.gql(SEND, { userId: gid("User", ben.user.id) }, { token: ana.token });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendConnectionRequest).toMatchObject({ status: "PENDING", direction: "OUTGOING", person: { fullName: "Ben Flow" } });

    const incoming = await t.gql(
      `{ incomingConnectionRequests(first: 10) { totalCount edges { node { id direction person { fullName } } } } }`,
      {},
      { token: ben.token },
    );
    expect(incoming.data.incomingConnectionRequests.totalCount).toBe(1);
    expect(incoming.data.incomingConnectionRequests.edges[0].node).toMatchObject({ direction: "INCOMING", person: { fullName: "Ana Flow" } });
    const requestNote = await t.prisma.notification.findFirstOrThrow({ where: { userId: ben.user.id } });
    expect(requestNote).toMatchObject({ type: "CONNECTION", data: { fromName: "Ana Flow", kind: "REQUESTED" } });

    const accepted = await t.gql(RESPOND, { id: sent.data.sendConnectionRequest.id, accept: true }, { token: ben.token });
    expect(accepted.data.respondToConnection.status).toBe("ACCEPTED");
    const acceptNote = await t.prisma.notification.findFirstOrThrow({ where: { userId: ana.user.id } });
    expect(acceptNote).toMatchObject({ type: "CONNECTION", data: { fromName: "Ben Flow", kind: "ACCEPTED" } });

    const anaList = await t.gql(MINE, {}, { token: ana.token });
    expect(anaList.data.myConnections.edges.map((e: any) => e.node.person)).toEqual([
      { id: gid("User", ben.user.id), fullName: "Ben Flow", sector: "HEALTH", country: "ZA", organization: "Clinic", avatarUrl: null },
    ]);
    const benList = await t.gql(MINE, {}, { token: ben.token });
    expect(benList.data.myConnections.edges.map((e: any) => e.node.person.fullName)).toEqual(["Ana Flow"]);

    const stats = await t.gql(`{ connectionStats { total pendingIncoming byCountry { country count } } }`, {}, { token: ana.token });
    expect(stats.data.connectionStats).toEqual({
      total: 1,
      pendingIncoming: 0,
      byCountry: [
        { country: "AO", count: 0 },
        { country: "NA", count: 0 },
        { country: "ZA", count: 1 },
      ],
    });
  });

  it("refuses self, duplicates and already-connected pairs", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const self = await t.gql(SEND, { userId: gid("User", a.user.id) }, { token: a.token });
    expect(self.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "SELF_CONNECTION" });
    await t.gql(SEND, { userId: gid("User", b.user.id) }, { token: a.token });
    const again = await t.gql(SEND, { userId: gid("User", b.user.id) }, { token: a.token });
    expect(again.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "REQUEST_PENDING" });
    // the other person asking back accepts the pending request instead of duplicating it
    const back = await t.gql(SEND, { userId: gid("User", a.user.id) }, { token: b.token });
    expect(back.data.sendConnectionRequest.status).toBe("ACCEPTED");
    expect(await t.prisma.connection.count({ where: { OR: [{ requesterId: a.user.id }, { requesterId: b.user.id }] } })).toBe(1);
    const connected = await t.gql(SEND, { userId: gid("User", b.user.id) }, { token: a.token });
    expect(connected.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "ALREADY_CONNECTED" });
  });

  it("cannot ask an administrator (staff are not listed among professionals)", async () => {
    const member = await createUser(t);
    const admin = await createAdmin(t);
    const res = await t.gql(SEND, { userId: gid("User", admin.user.id) }, { token: member.token });
    expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await t.prisma.connection.count({ where: { addresseeId: admin.user.id } })).toBe(0);
  });

  it("only the addressee can answer; the requester cannot accept their own request", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const c = await createUser(t);
    const row = await createConnection(t, a.user.id, b.user.id, "PENDING");
    for (const token of [a.token, c.token]) {
      const res = await t.gql(RESPOND, { id: gid("Connection", row.id), accept: true }, { token });
      expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    }
    expect((await t.prisma.connection.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("PENDING");
    const declined = await t.gql(RESPOND, { id: gid("Connection", row.id), accept: false }, { token: b.token });
    expect(declined.data.respondToConnection.status).toBe("DECLINED");
    const twice = await t.gql(RESPOND, { id: gid("Connection", row.id), accept: true }, { token: b.token });
    expect(twice.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "ALREADY_ANSWERED" });
  });

  it("a stranger can neither read nor remove someone else's connection", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const stranger = await createUser(t);
    const row = await createConnection(t, a.user.id, b.user.id);
    const list = await t.gql(MINE, {}, { token: stranger.token });
    expect(list.data.myConnections.totalCount).toBe(0);
    const removed = await t.gql(REMOVE, { id: gid("Connection", row.id) }, { token: stranger.token });
    expect(removed.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await t.prisma.connection.count({ where: { id: row.id } })).toBe(1);

    const ok = await t.gql(REMOVE, { id: gid("Connection", row.id) }, { token: b.token });
    expect(ok.data.removeConnection).toBe(gid("Connection", row.id));
    expect(await t.prisma.connection.count({ where: { id: row.id } })).toBe(0);
  });

  it("visitors cannot use the network", async () => {
    const res = await t.gql(`{ myConnections { totalCount } }`);
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("searching professionals", () => {
  it("finds other members by name, sector, country and organisation, never self, never e-mails", async () => {
    const me = await createUser(t, { fullName: "Zed Searcher" });
    const hit = await createUser(t, { fullName: "Zed Engineer", sector: "TECHNOLOGY", country: "NA", organization: "Namib Tech" });
    await createUser(t, { fullName: "Zed Doctor", sector: "HEALTH", country: "AO" });
    await createAdmin(t, { fullName: "Zed Admin" });
    await createConnection(t, hit.user.id, me.user.id, "PENDING");

    const Q = /* GraphQL */ `
      query S($filter: ProfessionalFilter) {
        searchProfessionals(filter: $filter, first: 20) { totalCount edges { node { id fullName country sector organization connectionState } } }
      }
    `;
    const byName = await t.gql(Q, { filter: { search: "zed" } }, { token: me.token });
    const names = byName.data.searchProfessionals.edges.map((e: any) => e.node.fullName);
    expect(names).toEqual(["Zed Doctor", "Zed Engineer"]);

    const filtered = await t.gql(Q, { filter: { search: "zed", sector: "TECHNOLOGY", country: "NA", organization: "namib" } }, { token: me.token });
    expect(filtered.data.searchProfessionals.edges).toEqual([
      {
        node: {
          id: gid("User", hit.user.id),
          fullName: "Zed Engineer",
          country: "NA",
          sector: "TECHNOLOGY",
          organization: "Namib Tech",
          connectionState: "REQUEST_RECEIVED",
        },
      },
    ]);

    const leak = await t.gql(`{ searchProfessionals(first: 5) { edges { node { email } } } }`, {}, { token: me.token });
    expect(leak.errors?.[0].message).toMatch(/Cannot query field "email"/);
    const raw = JSON.stringify((await t.gql(`{ searchProfessionals(first: 100) { edges { node { id fullName organization } } } }`, {}, { token: me.token })).data);
    expect(raw).not.toContain("@example.test");
  });

  it("loads connections with their people in a fixed number of SQL statements (no N+1)", async () => {
    const count = async (n: number) => {
      const me = await createUser(t);
      for (let i = 0; i < n; i++) await createConnection(t, me.user.id, (await createUser(t, { fullName: `Peer ${i}` })).user.id);
      t.sql.reset();
      const res = await t.gql(MINE, {}, { token: me.token });
      expect(res.data.myConnections.edges).toHaveLength(n);
      return t.sql.count;
    };
    expect(await count(8)).toBe(await count(1));
  });
});
