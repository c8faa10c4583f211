import { describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createConnection, createServiceRequest } from "../support/network-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const OVERVIEW = /* GraphQL */ `
  {
    adminOverview {
      activeOpportunities totalOpportunities pendingApplications totalApplications pendingRequests totalRequests totalUsers connections
      recentActivity(limit: 4) { kind actor subject country createdAt }
      countryActivity { country applications requests }
    }
  }
`;

describe("admin overview", () => {
  it("counts real rows and merges the latest events newest first", async () => {
    const admin = await createAdmin(t);
    const member = await createUser(t, { fullName: "Overview Member", country: "NA" });
    const other = await createUser(t);
    const opp = await createOpportunity(t, { title: "Overview Opp", country: "NA", createdAt: new Date(Date.now() - 5000) });
    await createOpportunity(t, { status: "INACTIVE", createdAt: new Date(Date.now() - 6000) });
    await t.prisma.application.create({ data: { userId: member.user.id, opportunityId: opp.id, message: "hi", createdAt: new Date(Date.now() + 1000) } });
    await createServiceRequest(t, member.user.id, { name: "Overview Member", serviceType: "flights", userCountry: "NA", createdAt: new Date(Date.now() + 2000) });
    await createServiceRequest(t, member.user.id, { status: "COMPLETED", userCountry: "NA" });
    await createConnection(t, member.user.id, other.user.id);

    const res = await t.gql(OVERVIEW, {}, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const o = res.data.adminOverview;
    expect(o).toMatchObject({
      activeOpportunities: 1,
      totalOpportunities: 2,
      pendingApplications: 1,
      totalApplications: 1,
      pendingRequests: 1,
      totalRequests: 2,
      totalUsers: 3,
      connections: 1,
    });
    expect(o.recentActivity.slice(0, 2).map((a: any) => [a.kind, a.actor, a.subject])).toEqual([
      ["SERVICE_REQUEST", "Overview Member", "flights"],
      ["APPLICATION", "Overview Member", "Overview Opp"],
    ]);
    expect(o.countryActivity).toEqual([
      { country: "AO", applications: 0, requests: 0 },
      { country: "NA", applications: 1, requests: 2 },
      { country: "ZA", applications: 0, requests: 0 },
    ]);
  });

  it("is for administrators only", async () => {
    const { token } = await createUser(t);
    const res = await t.gql(OVERVIEW, {}, { token });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(res.data).toBeNull();
  });
});

describe("shell counts", () => {
  it("admins get organisation-wide counts from the database", async () => {
    const admin = await createAdmin(t);
    const client = await t.prisma.client.create({ data: { name: "C", email: `c-${Date.now()}@x.test`, country: "AO", sector: "HEALTH", organization: "Org" } });
    await t.prisma.project.create({ data: { name: "P", clientId: client.id, country: "AO", sector: "HEALTH" } });
    await t.prisma.staffMember.create({ data: { name: "S", role: "Dev", email: `s-${Date.now()}@x.test`, country: "NA", department: "TECHNOLOGY" } });
    const res = await t.gql(`{ shellCounts { projects clients teamMembers pendingApplications pendingRequests pendingTransactions } }`, {}, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.shellCounts).toEqual({
      projects: await t.prisma.project.count(),
      clients: await t.prisma.client.count(),
      teamMembers: await t.prisma.staffMember.count(),
      pendingApplications: await t.prisma.application.count({ where: { status: "PENDING" } }),
      pendingRequests: await t.prisma.serviceRequest.count({ where: { status: "PENDING" } }),
      pendingTransactions: 0,
    });
    expect(res.data.shellCounts.projects).toBeGreaterThan(0);
  });

  it("members get their own counts and cannot read the organisation's", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    await createServiceRequest(t, me.user.id);
    await createServiceRequest(t, me.user.id, { status: "COMPLETED" });
    await createServiceRequest(t, other.user.id);
    await createConnection(t, other.user.id, me.user.id);
    await createConnection(t, (await createUser(t)).user.id, me.user.id, "PENDING");
    const mine = await t.gql(`{ shellCounts { myApplications myOpenRequests myConnections myPendingConnectionRequests } }`, {}, { token: me.token });
    expect(mine.data.shellCounts).toEqual({ myApplications: 0, myOpenRequests: 1, myConnections: 1, myPendingConnectionRequests: 1 });
    const org = await t.gql(`{ shellCounts { projects clients } }`, {}, { token: me.token });
    expect(org.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(org.data?.shellCounts ?? null).toBeNull();
  });
});
