import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createApplication, gid, isoDay, opportunityInput } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const CREATE = /* GraphQL */ `
  mutation Create($input: OpportunityInput!) {
    createOpportunity(input: $input) {
      id title status type budget deadline requirements featured imageUrl
      createdBy { id fullName }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: OpportunityUpdateInput!) {
    updateOpportunity(id: $id, input: $input) { id title status budget deadline requirements imageUrl location featured }
  }
`;
const SET_STATUS = /* GraphQL */ `
  mutation SetStatus($id: ID!, $status: OpportunityStatus!) { setOpportunityStatus(id: $id, status: $status) { id status } }
`;
const DELETE = /* GraphQL */ `mutation Delete($id: ID!) { deleteOpportunity(id: $id) }`;
const ADMIN_LIST = /* GraphQL */ `
  query AdminList($filter: AdminOpportunityFilter, $first: Int) {
    adminOpportunities(filter: $filter, first: $first) { totalCount edges { node { id title status } } }
  }
`;
const ONE = /* GraphQL */ `query One($id: ID!) { opportunity(id: $id) { id title status } }`;

let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t);
});

const reasonOf = (res: { errors?: Array<{ extensions?: { code?: string; reason?: string } }> }) => res.errors?.[0]?.extensions;

describe("createOpportunity", () => {
  it("publishes an active opportunity by the admin, audit-logged, and notifies members who want it", async () => {
    const quiet = await createUser(t, { notificationsEnabled: false });
    const input = opportunityInput({ budget: "15000.50", requirements: ["  Fluência em inglês ", "", "   "], featured: true });
    const res = await t.gql(CREATE, { input }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const created = res.data.createOpportunity;
    expect(created).toMatchObject({
      title: input.title,
      status: "ACTIVE",
      type: "PARTNERSHIP",
      budget: "15000.5",
      deadline: input.deadline,
      requirements: ["Fluência em inglês"],
      featured: true,
      createdBy: { id: gid("User", admin.user.id), fullName: "Test Admin" },
    });
    expect(new URL(created.imageUrl).pathname).toBe("/images/sectors/health.svg");

    const row = await t.prisma.opportunity.findUniqueOrThrow({ where: { title: input.title } });
    const log = await t.prisma.auditLog.findFirst({ where: { entity: "Opportunity", entityId: row.id, action: "opportunity.create" } });
    expect(log?.actorId).toBe(admin.user.id);

    const notes = await t.prisma.notification.findMany({ where: { type: "OPPORTUNITY" } });
    const owners = notes.map((n) => n.userId);
    expect(owners).toContain(member.user.id);
    expect(owners).not.toContain(quiet.user.id);
    expect(owners).not.toContain(admin.user.id);
    expect(notes.find((n) => n.userId === member.user.id)?.data).toEqual({
      opportunityId: created.id,
      title: input.title,
      country: "NA",
    });
  });

  it("defaults the type to PROJECT and stores no budget when it is 0 or absent", async () => {
    const { type: _type, ...withoutType } = opportunityInput({ budget: "0" });
    const res = await t.gql(CREATE, { input: withoutType }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.createOpportunity).toMatchObject({ type: "PROJECT", budget: null });
    const { budget: _b, ...withoutBudget } = opportunityInput();
    const res2 = await t.gql(CREATE, { input: withoutBudget }, { token: admin.token });
    expect(res2.data.createOpportunity.budget).toBeNull();
  });

  it("refuses a title that is already taken (DUPLICATE_TITLE)", async () => {
    const input = opportunityInput();
    await t.gql(CREATE, { input }, { token: admin.token });
    const again = await t.gql(CREATE, { input: { ...input, description: "Outra" } }, { token: admin.token });
    expect(reasonOf(again)).toMatchObject({ code: "CONFLICT", reason: "DUPLICATE_TITLE" });
    expect(await t.prisma.opportunity.count({ where: { title: input.title } })).toBe(1);
  });

  it("applies the wizard's rules: deadline not before today, one requirement, budget >= 0, stock images only", async () => {
    // deadlines are read in the country's time zone (Windhoek for NA, the factory's country)
    const windhoekToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Windhoek" }).format(new Date());
    const windhoekYesterday = new Date(Date.parse(`${windhoekToday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const past = await t.gql(CREATE, { input: opportunityInput({ country: "NA", deadline: windhoekYesterday }) }, { token: admin.token });
    expect(reasonOf(past)).toMatchObject({ code: "BAD_USER_INPUT", reason: "DEADLINE_IN_PAST" });

    const today = await t.gql(CREATE, { input: opportunityInput({ country: "NA", deadline: windhoekToday }) }, { token: admin.token });
    expect(today.errors).toBeUndefined();

    const blank = await t.gql(CREATE, { input: opportunityInput({ requirements: ["", "  "] }) }, { token: admin.token });
    expect(reasonOf(blank)).toMatchObject({ code: "BAD_USER_INPUT", reason: "REQUIREMENTS_REQUIRED" });

    const negative = await t.gql(CREATE, { input: opportunityInput({ budget: "-1000" }) }, { token: admin.token });
    expect(reasonOf(negative)).toMatchObject({ code: "BAD_USER_INPUT", reason: "BUDGET_NEGATIVE" });

    for (const imageUrl of ["https://evil.example/x.png", "/images/../secret.svg", "javascript:alert(1)"]) {
      const bad = await t.gql(CREATE, { input: opportunityInput({ imageUrl }) }, { token: admin.token });
      expect(reasonOf(bad)).toMatchObject({ code: "BAD_USER_INPUT", reason: "IMAGE_URL_NOT_ALLOWED" });
    }

    const missingImage = await t.gql(CREATE, { input: opportunityInput({ imageId: "00000000-0000-4000-8000-000000000000" }) }, { token: admin.token });
    expect(reasonOf(missingImage)).toMatchObject({ code: "BAD_USER_INPUT", reason: "IMAGE_NOT_FOUND" });

    const blankTitle = await t.gql(CREATE, { input: opportunityInput({ title: "   " }) }, { token: admin.token });
    expect(reasonOf(blankTitle)).toMatchObject({ code: "BAD_USER_INPUT", reason: "VALIDATION_FAILED" });
    expect(blankTitle.errors?.[0]?.extensions?.issues).toEqual([{ field: "input.title", reason: "REQUIRED" }]);
  });

  it("is for administrators only: members are FORBIDDEN, visitors UNAUTHENTICATED", async () => {
    const before = await t.prisma.opportunity.count();
    const asMember = await t.gql(CREATE, { input: opportunityInput() }, { token: member.token });
    expect(reasonOf(asMember)?.code).toBe("FORBIDDEN");
    const anonymous = await t.gql(CREATE, { input: opportunityInput() });
    expect(reasonOf(anonymous)?.code).toBe("UNAUTHENTICATED");
    expect(await t.prisma.opportunity.count()).toBe(before);
  });
});

describe("updateOpportunity and setOpportunityStatus", () => {
  it("edits fields, drops blank requirements, clears a zero budget and may expire it", async () => {
    const o = await createOpportunity(t, { budget: 5000 });
    const res = await t.gql(
      UPDATE,
      { id: gid("Opportunity", o.id), input: { title: `${o.title} (edit)`, budget: "0", requirements: ["A", " ", "B "], status: "EXPIRED", location: "" } },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateOpportunity).toMatchObject({ title: `${o.title} (edit)`, budget: null, requirements: ["A", "B"], status: "EXPIRED", location: "" });
    const log = await t.prisma.auditLog.findFirst({ where: { entityId: o.id, action: "opportunity.update" } });
    expect(log).not.toBeNull();
  });

  it("keeps an existing past deadline but refuses to move it into the past", async () => {
    const o = await createOpportunity(t, { deadline: new Date(`${isoDay(-10)}T00:00:00Z`) });
    const keep = await t.gql(UPDATE, { id: gid("Opportunity", o.id), input: { deadline: isoDay(-10), featured: true } }, { token: admin.token });
    expect(keep.errors).toBeUndefined();
    const move = await t.gql(UPDATE, { id: gid("Opportunity", o.id), input: { deadline: isoDay(-2) } }, { token: admin.token });
    expect(reasonOf(move)?.reason).toBe("DEADLINE_IN_PAST");
  });

  it("replaces an uploaded image with a stock image", async () => {
    const media = await t.prisma.media.create({
      data: { kind: "IMAGE", fileName: "a.png", mimeType: "image/png", byteSize: 1, sha256: "x", data: Buffer.from([1]) },
    });
    const o = await createOpportunity(t, { imageId: media.id });
    const res = await t.gql(UPDATE, { id: gid("Opportunity", o.id), input: { imageUrl: "/images/sectors/tourism.svg" } }, { token: admin.token });
    // absolute URLs on the configured public address (new URL throws on a relative one)
    expect(new URL(res.data.updateOpportunity.imageUrl).pathname).toBe("/images/sectors/tourism.svg");
    const back = await t.gql(UPDATE, { id: gid("Opportunity", o.id), input: { imageId: media.id } }, { token: admin.token });
    expect(new URL(back.data.updateOpportunity.imageUrl).pathname).toBe(`/media/${media.id}`);
  });

  it("answers DUPLICATE_TITLE and NOT_FOUND", async () => {
    const a = await createOpportunity(t);
    const b = await createOpportunity(t);
    const dup = await t.gql(UPDATE, { id: gid("Opportunity", b.id), input: { title: a.title } }, { token: admin.token });
    expect(reasonOf(dup)).toMatchObject({ code: "CONFLICT", reason: "DUPLICATE_TITLE" });
    const missing = await t.gql(UPDATE, { id: gid("Opportunity", crypto.randomUUID()), input: { title: "x" } }, { token: admin.token });
    expect(reasonOf(missing)?.code).toBe("NOT_FOUND");
    const garbage = await t.gql(UPDATE, { id: "not-an-id", input: { title: "x" } }, { token: admin.token });
    expect(reasonOf(garbage)).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_ID" });
  });

  it("pauses and re-activates; paused ones leave the public list; NOT_FOUND for unknown ids; members FORBIDDEN", async () => {
    const o = await createOpportunity(t, { title: "Pausável" });
    const paused = await t.gql(SET_STATUS, { id: gid("Opportunity", o.id), status: "INACTIVE" }, { token: admin.token });
    expect(paused.data.setOpportunityStatus.status).toBe("INACTIVE");
    const publicList = await t.gql(`{ opportunities(first: 100) { edges { node { title } } } }`);
    expect(publicList.data.opportunities.edges.map((e: any) => e.node.title)).not.toContain("Pausável");
    const active = await t.gql(SET_STATUS, { id: gid("Opportunity", o.id), status: "ACTIVE" }, { token: admin.token });
    expect(active.data.setOpportunityStatus.status).toBe("ACTIVE");

    const missing = await t.gql(SET_STATUS, { id: gid("Opportunity", crypto.randomUUID()), status: "ACTIVE" }, { token: admin.token });
    expect(reasonOf(missing)?.code).toBe("NOT_FOUND");
    const asMember = await t.gql(SET_STATUS, { id: gid("Opportunity", o.id), status: "INACTIVE" }, { token: member.token });
    expect(reasonOf(asMember)?.code).toBe("FORBIDDEN");
  });
});

describe("deleteOpportunity", () => {
  it("removes the opportunity with its applications and saved rows", async () => {
    const o = await createOpportunity(t);
    const app = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
    await t.prisma.savedOpportunity.create({ data: { userId: member.user.id, opportunityId: o.id } });
    const res = await t.gql(DELETE, { id: gid("Opportunity", o.id) }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteOpportunity).toBe(gid("Opportunity", o.id));
    expect(await t.prisma.opportunity.findUnique({ where: { id: o.id } })).toBeNull();
    expect(await t.prisma.application.findUnique({ where: { id: app.id } })).toBeNull();
    expect(await t.prisma.savedOpportunity.count({ where: { opportunityId: o.id } })).toBe(0);
    expect(await t.prisma.auditLog.count({ where: { entityId: o.id, action: "opportunity.delete" } })).toBe(1);

    const again = await t.gql(DELETE, { id: gid("Opportunity", o.id) }, { token: admin.token });
    expect(reasonOf(again)?.code).toBe("NOT_FOUND");
  });

  it("keeps the applications when deleting the opportunity fails (one transaction)", async () => {
    const o = await createOpportunity(t, { title: "Indelével" });
    const app = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
    // Make the second statement of the delete fail after the applications went.
    await t.prisma.$executeRawUnsafe(`
      CREATE FUNCTION test_block_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD."title" = 'Indelével' THEN RAISE EXCEPTION 'blocked by test'; END IF; RETURN OLD; END $$`);
    await t.prisma.$executeRawUnsafe(`CREATE TRIGGER test_block_delete BEFORE DELETE ON "Opportunity" FOR EACH ROW EXECUTE FUNCTION test_block_delete()`);
    try {
      const res = await t.gql(DELETE, { id: gid("Opportunity", o.id) }, { token: admin.token });
      expect(res.errors?.[0].extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      expect(await t.prisma.application.findUnique({ where: { id: app.id } })).not.toBeNull();
      expect(await t.prisma.opportunity.findUnique({ where: { id: o.id } })).not.toBeNull();
    } finally {
      await t.prisma.$executeRawUnsafe(`DROP TRIGGER test_block_delete ON "Opportunity"`);
      await t.prisma.$executeRawUnsafe(`DROP FUNCTION test_block_delete()`);
    }
  });

  it("is FORBIDDEN to members", async () => {
    const o = await createOpportunity(t);
    const res = await t.gql(DELETE, { id: gid("Opportunity", o.id) }, { token: member.token });
    expect(reasonOf(res)?.code).toBe("FORBIDDEN");
    expect(await t.prisma.opportunity.findUnique({ where: { id: o.id } })).not.toBeNull();
  });
});

describe("reading opportunities", () => {
  it("adminOpportunities lists every status newest first, with filters; members are FORBIDDEN", async () => {
    const inactive = await createOpportunity(t, { title: "Zona Inativa Kunene", status: "INACTIVE", country: "AO", sector: "TOURISM" });
    const expired = await createOpportunity(t, { title: "Zona Expirada Kunene", status: "EXPIRED", country: "AO", sector: "TOURISM" });
    const all = await t.gql(ADMIN_LIST, { filter: { search: "kunene" } }, { token: admin.token });
    expect(all.data.adminOpportunities.edges.map((e: any) => e.node.title)).toEqual([expired.title, inactive.title]);
    expect(all.data.adminOpportunities.totalCount).toBe(2);
    const onlyInactive = await t.gql(ADMIN_LIST, { filter: { search: "kunene", status: "INACTIVE" } }, { token: admin.token });
    expect(onlyInactive.data.adminOpportunities.edges.map((e: any) => e.node.title)).toEqual([inactive.title]);
    const bySector = await t.gql(ADMIN_LIST, { filter: { sector: "TOURISM", country: "AO" } }, { token: admin.token });
    expect(bySector.data.adminOpportunities.totalCount).toBe(2);

    const asMember = await t.gql(ADMIN_LIST, {}, { token: member.token });
    expect(reasonOf(asMember)?.code).toBe("FORBIDDEN");
  });

  it("opportunity(id) shows active ones to anyone, others only to administrators", async () => {
    const open = await createOpportunity(t);
    const closed = await createOpportunity(t, { status: "INACTIVE" });
    const anon = await t.gql(ONE, { id: gid("Opportunity", open.id) });
    expect(anon.data.opportunity.title).toBe(open.title);
    // ids are global ids only (every query and event carries them): a bare UUID, or another type's id, is INVALID_ID
    expect(reasonOf(await t.gql(ONE, { id: open.id }))).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_ID" });
    expect(reasonOf(await t.gql(ONE, { id: gid("Application", open.id) }))).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_ID" });

    const hidden = await t.gql(ONE, { id: gid("Opportunity", closed.id) }, { token: member.token });
    expect(reasonOf(hidden)?.code).toBe("NOT_FOUND");
    const asAdmin = await t.gql(ONE, { id: gid("Opportunity", closed.id) }, { token: admin.token });
    expect(asAdmin.data.opportunity.status).toBe("INACTIVE");
  });

  it("shows who published only to administrators", async () => {
    const o = await createOpportunity(t, { createdById: admin.user.id });
    const q = `query($id: ID!) { opportunity(id: $id) { createdBy { fullName } } }`;
    expect((await t.gql(q, { id: gid("Opportunity", o.id) }, { token: admin.token })).data.opportunity.createdBy.fullName).toBe("Test Admin");
    const asMember = await t.gql(q, { id: gid("Opportunity", o.id) }, { token: member.token });
    expect(asMember.errors).toBeUndefined();
    expect(asMember.data.opportunity.createdBy).toBeNull();
  });
});
