import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createApplication, gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const APPLY = /* GraphQL */ `
  mutation Apply($opportunityId: ID!, $message: String) {
    applyToOpportunity(opportunityId: $opportunityId, message: $message) {
      id status message createdAt
      opportunity { id title }
      applicant { id fullName }
      history { status actor { id } }
    }
  }
`;
const DECIDE = /* GraphQL */ `
  mutation Decide($id: ID!, $decision: ApplicationDecision!) {
    decideApplication(id: $id, decision: $decision) {
      id status decidedAt decidedBy { id }
      history { status actor { id fullName } }
    }
  }
`;
const MINE = /* GraphQL */ `
  query Mine { myApplications(first: 50) { totalCount edges { node { id status opportunity { title } applicant { id } } } } }
`;
const ADMIN_LIST = /* GraphQL */ `
  query AdminApplications($filter: ApplicationFilter, $first: Int) {
    applications(filter: $filter, first: $first) {
      totalCount
      edges { node { id status message createdAt opportunity { title country sector organization location deadline } applicant { fullName email } } }
    }
  }
`;
const ONE = /* GraphQL */ `query One($id: ID!) { application(id: $id) { id status applicant { email } decidedBy { id } } }`;
const STATS = /* GraphQL */ `{ applicationStats { total pending approved rejected } }`;

let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t, { fullName: "Ana Membro" });
  other = await createUser(t, { fullName: "Outro Membro" });
});

const ext = (res: { errors?: Array<{ extensions?: { code?: string; reason?: string } }> }) => res.errors?.[0]?.extensions;

describe("applyToOpportunity", () => {
  it("creates a pending application with the message and a history entry", async () => {
    const o = await createOpportunity(t);
    const res = await t.gql(APPLY, { opportunityId: gid("Opportunity", o.id), message: " Tenho 5 anos de experiência. " }, { token: member.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.applyToOpportunity).toMatchObject({
      status: "PENDING",
      message: "Tenho 5 anos de experiência.",
      opportunity: { id: gid("Opportunity", o.id), title: o.title },
      applicant: { id: gid("User", member.user.id), fullName: "Ana Membro" },
      history: [{ status: "PENDING", actor: { id: gid("User", member.user.id) } }],
    });
    const card = await t.gql(
      `query($id: ID!) { opportunity(id: $id) { applicationCount myApplication { status } } }`,
      { id: gid("Opportunity", o.id) },
      { token: member.token },
    );
    expect(card.data.opportunity).toEqual({ applicationCount: 1, myApplication: { status: "PENDING" } });
  });

  it("uses the panel's default text when no message is written", async () => {
    const o = await createOpportunity(t);
    const res = await t.gql(APPLY, { opportunityId: gid("Opportunity", o.id), message: "  " }, { token: member.token });
    expect(res.data.applyToOpportunity.message).toBe("Candidatura enviada através do painel.");
  });

  it("refuses a second application (ALREADY_APPLIED), visitors (UNAUTHENTICATED) and closed opportunities", async () => {
    const o = await createOpportunity(t);
    await t.gql(APPLY, { opportunityId: gid("Opportunity", o.id) }, { token: member.token });
    const again = await t.gql(APPLY, { opportunityId: gid("Opportunity", o.id) }, { token: member.token });
    expect(ext(again)).toMatchObject({ code: "CONFLICT", reason: "ALREADY_APPLIED" });

    const anonymous = await t.gql(APPLY, { opportunityId: gid("Opportunity", o.id) });
    expect(ext(anonymous)?.code).toBe("UNAUTHENTICATED");

    const closed = await createOpportunity(t, { status: "INACTIVE" });
    const toClosed = await t.gql(APPLY, { opportunityId: gid("Opportunity", closed.id) }, { token: member.token });
    expect(ext(toClosed)).toMatchObject({ code: "CONFLICT", reason: "OPPORTUNITY_NOT_ACTIVE" });

    const missing = await t.gql(APPLY, { opportunityId: gid("Opportunity", crypto.randomUUID()) }, { token: member.token });
    expect(ext(missing)?.code).toBe("NOT_FOUND");
    expect(await t.prisma.application.count({ where: { opportunityId: o.id } })).toBe(1);
  });

  it("turns a concurrent double click into exactly one application", async () => {
    const o = await createOpportunity(t);
    const results = await Promise.all(Array.from({ length: 4 }, () => t.gql(APPLY, { opportunityId: gid("Opportunity", o.id) }, { token: other.token })));
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(refused.map((r) => ext(r)?.reason)).toEqual(["ALREADY_APPLIED", "ALREADY_APPLIED", "ALREADY_APPLIED"]);
    expect(await t.prisma.application.count({ where: { opportunityId: o.id, userId: other.user.id } })).toBe(1);
  });
});

describe("reading applications", () => {
  it("a member sees only their own applications, newest first", async () => {
    const viewer = await createUser(t);
    const stranger = await createUser(t);
    const o1 = await createOpportunity(t, { title: "Primeira candidatura" });
    const o2 = await createOpportunity(t, { title: "Segunda candidatura" });
    await createApplication(t, { userId: viewer.user.id, opportunityId: o1.id, createdAt: new Date(Date.now() - 60000) });
    await createApplication(t, { userId: viewer.user.id, opportunityId: o2.id });
    const foreign = await createApplication(t, { userId: stranger.user.id, opportunityId: o1.id });

    const mine = await t.gql(MINE, {}, { token: viewer.token });
    expect(mine.data.myApplications.totalCount).toBe(2);
    expect(mine.data.myApplications.edges.map((e: any) => e.node.opportunity.title)).toEqual(["Segunda candidatura", "Primeira candidatura"]);
    expect(mine.data.myApplications.edges.every((e: any) => e.node.applicant.id === gid("User", viewer.user.id))).toBe(true);

    const peek = await t.gql(ONE, { id: gid("Application", foreign.id) }, { token: viewer.token });
    expect(ext(peek)?.code).toBe("NOT_FOUND");
    const list = await t.gql(ADMIN_LIST, {}, { token: viewer.token });
    expect(ext(list)?.code).toBe("FORBIDDEN");
    // nor through an opportunity: myApplication is the viewer's own
    const card = await t.gql(`query($id: ID!) { opportunity(id: $id) { myApplication { id } } }`, { id: gid("Opportunity", o1.id) }, { token: stranger.token });
    expect(card.data.opportunity.myApplication.id).toBe(gid("Application", foreign.id));
    const anonymousCard = await t.gql(`query($id: ID!) { opportunity(id: $id) { myApplication { id } savedByMe } }`, { id: gid("Opportunity", o1.id) });
    expect(anonymousCard.errors).toBeUndefined();
    expect(anonymousCard.data.opportunity).toEqual({ myApplication: null, savedByMe: false });
  });

  it("the owner and administrators can open one application; decidedBy is for administrators", async () => {
    const o = await createOpportunity(t);
    const a = await createApplication(t, { userId: member.user.id, opportunityId: o.id, status: "APPROVED", decidedById: admin.user.id, decidedAt: new Date() });
    const own = await t.gql(ONE, { id: gid("Application", a.id) }, { token: member.token });
    expect(own.errors).toBeUndefined();
    expect(own.data.application).toMatchObject({ status: "APPROVED", applicant: { email: member.user.email }, decidedBy: null });
    const asAdmin = await t.gql(ONE, { id: gid("Application", a.id) }, { token: admin.token });
    expect(asAdmin.data.application.decidedBy.id).toBe(gid("User", admin.user.id));
  });

  it("administrators list all applications with opportunity and applicant, filter by status, opportunity and text", async () => {
    const o = await createOpportunity(t, { title: "Clínica de Oshakati", country: "NA", sector: "HEALTH", location: "Oshakati" });
    const x = await createUser(t, { fullName: "Xavier Nangolo", email: `xavier-${Date.now()}@example.test` });
    await createApplication(t, { userId: x.user.id, opportunityId: o.id, message: "Sou enfermeiro." });
    await createApplication(t, { userId: member.user.id, opportunityId: o.id, status: "REJECTED" });

    const byOpportunity = await t.gql(ADMIN_LIST, { filter: { opportunityId: gid("Opportunity", o.id) } }, { token: admin.token });
    expect(byOpportunity.data.applications.totalCount).toBe(2);

    const pending = await t.gql(ADMIN_LIST, { filter: { opportunityId: gid("Opportunity", o.id), status: "PENDING" } }, { token: admin.token });
    expect(pending.data.applications.edges).toHaveLength(1);
    expect(pending.data.applications.edges[0].node).toMatchObject({
      status: "PENDING",
      message: "Sou enfermeiro.",
      opportunity: { title: "Clínica de Oshakati", country: "NA", sector: "HEALTH", location: "Oshakati" },
      applicant: { fullName: "Xavier Nangolo", email: x.user.email },
    });

    const byName = await t.gql(ADMIN_LIST, { filter: { search: "nangolo" } }, { token: admin.token });
    expect(byName.data.applications.edges.map((e: any) => e.node.applicant.fullName)).toEqual(["Xavier Nangolo"]);
    const byTitle = await t.gql(ADMIN_LIST, { filter: { search: "OSHAKATI" } }, { token: admin.token });
    expect(byTitle.data.applications.totalCount).toBe(2);
  });
});

describe("decideApplication", () => {
  it("approves a pending application, records who and when, and notifies the applicant", async () => {
    const o = await createOpportunity(t, { title: "Parceria Durban" });
    const a = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
    const res = await t.gql(DECIDE, { id: gid("Application", a.id), decision: "APPROVED" }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const decided = res.data.decideApplication;
    expect(decided.status).toBe("APPROVED");
    expect(decided.decidedBy.id).toBe(gid("User", admin.user.id));
    expect(Date.now() - new Date(decided.decidedAt).getTime()).toBeLessThan(60000);
    expect(decided.history.map((h: any) => h.status)).toEqual(["PENDING", "APPROVED"]);
    expect(decided.history[1].actor.fullName).toBe("Test Admin");

    const note = await t.prisma.notification.findFirst({ where: { userId: member.user.id, type: "APPLICATION" }, orderBy: { createdAt: "desc" } });
    expect(note?.data).toEqual({
      applicationId: gid("Application", a.id),
      opportunityId: gid("Opportunity", o.id),
      opportunityTitle: "Parceria Durban",
      status: "APPROVED",
    });
    expect(await t.prisma.auditLog.count({ where: { entityId: a.id, action: "application.decide" } })).toBe(1);

    // the member sees the decision but not the deciding administrator
    const mine = await t.gql(
      `query($id: ID!) { application(id: $id) { status history { status actor { id } } } }`,
      { id: gid("Application", a.id) },
      { token: member.token },
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data.application.history).toEqual([
      { status: "PENDING", actor: { id: gid("User", member.user.id) } },
      { status: "APPROVED", actor: null },
    ]);
  });

  it("rejects, then refuses to decide again (APPLICATION_NOT_PENDING)", async () => {
    const o = await createOpportunity(t);
    const a = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
    const rejected = await t.gql(DECIDE, { id: gid("Application", a.id), decision: "REJECTED" }, { token: admin.token });
    expect(rejected.data.decideApplication.status).toBe("REJECTED");
    const again = await t.gql(DECIDE, { id: gid("Application", a.id), decision: "APPROVED" }, { token: admin.token });
    expect(ext(again)).toMatchObject({ code: "CONFLICT", reason: "APPLICATION_NOT_PENDING" });
    expect((await t.prisma.application.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("REJECTED");
    expect(await t.prisma.applicationEvent.count({ where: { applicationId: a.id } })).toBe(2);
  });

  it("is for administrators only, and NOT_FOUND for unknown ids", async () => {
    const o = await createOpportunity(t);
    const a = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
    const asMember = await t.gql(DECIDE, { id: gid("Application", a.id), decision: "APPROVED" }, { token: member.token });
    expect(ext(asMember)?.code).toBe("FORBIDDEN");
    expect((await t.prisma.application.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("PENDING");
    const missing = await t.gql(DECIDE, { id: gid("Application", crypto.randomUUID()), decision: "APPROVED" }, { token: admin.token });
    expect(ext(missing)?.code).toBe("NOT_FOUND");
  });

  it("counts applications by status for the dashboard", async () => {
    const res = await t.gql(STATS, {}, { token: admin.token });
    const rows = await t.prisma.application.groupBy({ by: ["status"], _count: { _all: true } });
    const count = (s: string) => rows.find((r) => r.status === s)?._count._all ?? 0;
    expect(res.data.applicationStats).toEqual({
      total: count("PENDING") + count("APPROVED") + count("REJECTED"),
      pending: count("PENDING"),
      approved: count("APPROVED"),
      rejected: count("REJECTED"),
    });
    expect(res.data.applicationStats.total).toBeGreaterThan(5);
    expect(ext(await t.gql(STATS, {}, { token: member.token }))?.code).toBe("FORBIDDEN");
  });
});
