import { describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createStaff } from "../support/management-factories.ts";
import { createConnection } from "../support/network-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const MEMBER_SEARCH = /* GraphQL */ `
  query S($q: String!) { search(query: $q) { opportunities { title } people { fullName organization connectionState } } }
`;
const ADMIN_SEARCH = /* GraphQL */ `
  query S($q: String!) { search(query: $q) { opportunities { title } users { fullName email } projects { title subtitle } clients { title subtitle } } }
`;

describe("header search", () => {
  it("members find opportunities and other members' public profiles, connections first, never e-mails", async () => {
    const me = await createUser(t, { fullName: "Kalahari Viewer" });
    const friend = await createUser(t, { fullName: "Kalahari Zulu", organization: "Friends Org", email: "friend-secret@example.test" });
    await createUser(t, { fullName: "Kalahari Alpha", email: "alpha-secret@example.test" });
    await createAdmin(t, { fullName: "Kalahari Admin" });
    await createConnection(t, me.user.id, friend.user.id);
    await createOpportunity(t, { title: "Kalahari solar grant" });

    const res = await t.gql(MEMBER_SEARCH, { q: "kalahari" }, { token: me.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.search.opportunities.map((o: any) => o.title)).toEqual(["Kalahari solar grant"]);
    expect(res.data.search.people).toEqual([
      { fullName: "Kalahari Zulu", organization: "Friends Org", connectionState: "CONNECTED" },
      { fullName: "Kalahari Alpha", organization: null, connectionState: "NONE" },
    ]);
    expect(JSON.stringify(res.data)).not.toContain("secret@");
  });

  it("members cannot read the admin sections", async () => {
    const me = await createUser(t);
    const res = await t.gql(`query { search(query: "ka") { users { email } } }`, {}, { token: me.token });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(JSON.stringify(res.data ?? {})).not.toContain("@");
  });

  it("admins find projects, clients and every account with e-mail", async () => {
    const admin = await createAdmin(t);
    await createUser(t, { fullName: "Okavango Person", email: "okavango@example.test" });
    const client = await t.prisma.client.create({
      data: { name: "Okavango Client", email: "client@okavango.test", country: "NA", sector: "TOURISM", organization: "Delta Lodges" },
    });
    await t.prisma.project.create({ data: { name: "Okavango Lodge Upgrade", clientId: client.id, country: "NA", sector: "TOURISM" } });
    const res = await t.gql(ADMIN_SEARCH, { q: "okavango" }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.search.users).toEqual([{ fullName: "Okavango Person", email: "okavango@example.test" }]);
    expect(res.data.search.projects).toEqual([{ title: "Okavango Lodge Upgrade", subtitle: "Okavango Client" }]);
    expect(res.data.search.clients).toEqual([{ title: "Okavango Client", subtitle: "Delta Lodges" }]);
  });

  it("admins find regional staff by part of the name, accents and case ignored, at most five", async () => {
    const admin = await createAdmin(t);
    await createStaff(t, { name: "Joaquim Gonçalves Mbundu", role: "Coordenador" });
    for (const n of ["Foxtrot", "Alpha", "Echo", "Bravo", "Delta", "Charlie"]) await createStaff(t, { name: `Zambeze ${n}` });
    const q = `query S($q: String!) { search(query: $q) { staff { id name role country } } }`;

    const res = await t.gql(q, { q: "GONCALVES" }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.search.staff).toEqual([{ id: expect.any(String), name: "Joaquim Gonçalves Mbundu", role: "Coordenador", country: "AO" }]);
    // the id is the one the team screen's detail dialog asks for
    const detail = await t.gql(`query D($id: ID!) { staffMember(id: $id) { name } }`, { id: res.data.search.staff[0].id }, { token: admin.token });
    expect(detail.data.staffMember.name).toBe("Joaquim Gonçalves Mbundu");

    const many = await t.gql(q, { q: "zambeze" }, { token: admin.token });
    expect(many.data.search.staff.map((s: { name: string }) => s.name)).toEqual(["Zambeze Alpha", "Zambeze Bravo", "Zambeze Charlie", "Zambeze Delta", "Zambeze Echo"]);
  });

  it("members get no regional staff, as on the team screen", async () => {
    const me = await createUser(t);
    await createStaff(t, { name: "Kuando Staff" });
    const res = await t.gql(`query { search(query: "kuando") { opportunities { title } staff { name } } }`, {}, { token: me.token });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(JSON.stringify(res.data ?? {})).not.toContain("Kuando");
  });

  it("needs at least two characters and a signed-in person", async () => {
    const me = await createUser(t);
    const short = await t.gql(MEMBER_SEARCH, { q: "k" }, { token: me.token });
    expect(short.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const anon = await t.gql(MEMBER_SEARCH, { q: "kalahari" });
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
