import fs from "node:fs";
import path from "node:path";
import { buildSchema, isInputObjectType, isObjectType } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createProject, createStaff, day, gid } from "../support/management-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let admin: string;
let member: string;

beforeAll(async () => {
  admin = (await createAdmin(t)).token;
  member = (await createUser(t)).token;
});

const CREATE = `mutation($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { id name role email country department status skills } }`;

describe("regional team", () => {
  it("never exposes the salary: no output type of the schema has it, only the write inputs accept it", () => {
    const sdl = fs.readFileSync(path.resolve(import.meta.dirname, "../../schema.graphql"), "utf8");
    const schema = buildSchema(sdl);
    const outputsWithSalary: string[] = [];
    const inputsWithSalary: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (isObjectType(type)) {
        for (const f of Object.values(type.getFields())) if (/salary/i.test(f.name)) outputsWithSalary.push(`${type.name}.${f.name}`);
      }
      if (isInputObjectType(type) && Object.keys(type.getFields()).some((f) => /salary/i.test(f))) inputsWithSalary.push(type.name);
    }
    expect(outputsWithSalary).toEqual([]);
    expect(inputsWithSalary.sort()).toEqual(["CreateStaffMemberInput", "UpdateStaffMemberInput"]);
  });

  it("creates a member (required fields enforced, e-mail unique), stores the salary without returning it", async () => {
    const input = {
      name: "Ndapewa Shikongo",
      role: "Coordenadora de Saúde",
      email: "Ndapewa@ponte.example",
      country: "NA",
      department: "HEALTH",
      skills: ["Telemedicina", " Saúde Pública ", "Telemedicina"],
      salary: "7200.00",
    };
    const res = await t.gql(CREATE, { input }, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data.createStaffMember).toMatchObject({
      name: "Ndapewa Shikongo",
      email: "ndapewa@ponte.example",
      status: "ACTIVE",
      skills: ["Telemedicina", "Saúde Pública"],
    });
    expect(JSON.stringify(res)).not.toContain("7200");
    const row = await t.prisma.staffMember.findUniqueOrThrow({ where: { email: "ndapewa@ponte.example" } });
    expect(row.salary?.toString()).toBe("7200");
    const auditRow = await t.prisma.auditLog.findFirstOrThrow({ where: { entityId: row.id, action: "staff.create" } });
    expect(JSON.stringify(auditRow.data)).not.toContain("7200");

    const dup = await t.gql(CREATE, { input: { ...input, email: "NDAPEWA@ponte.example" } }, { token: admin });
    expect(dup.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "EMAIL_TAKEN" });
    for (const bad of [{ name: "" }, { role: "  " }, { email: "nope" }]) {
      const r = await t.gql(CREATE, { input: { ...input, email: "x@ponte.example", ...bad } }, { token: admin });
      expect(r.errors?.[0].extensions?.code, JSON.stringify(bad)).toBe("BAD_USER_INPUT");
    }
    const noDept = await t.gql(CREATE, { input: { name: "A", role: "B", email: "y@ponte.example", country: "AO" } }, { token: admin });
    expect(noDept.errors).toBeDefined();
    expect(await t.prisma.staffMember.count()).toBe(1);
  });

  it("updates a member and sets the status, with audit rows", async () => {
    const s = await createStaff(t, { name: "Thabo", email: "thabo@update.example" });
    const upd = await t.gql(
      `mutation($id: ID!) { updateStaffMember(id: $id, input: { role: "Engenheiro Sênior", skills: ["Go"], phone: "+27 82 000" }) { role skills phone } }`,
      { id: gid("StaffMember", s.id) },
      { token: admin },
    );
    expect(upd.data.updateStaffMember).toEqual({ role: "Engenheiro Sênior", skills: ["Go"], phone: "+27 82 000" });
    const st = await t.gql(`mutation($id: ID!) { setStaffStatus(id: $id, status: VACATION) { status } }`, { id: gid("StaffMember", s.id) }, { token: admin });
    expect(st.data.setStaffStatus.status).toBe("VACATION");
    expect(await t.prisma.auditLog.count({ where: { entityId: s.id } })).toBe(2);
  });

  it("summarises by country and department, and filters the directory", async () => {
    await createStaff(t, { country: "ZA", department: "MARKETING", status: "ACTIVE", name: "Lerato" });
    await createStaff(t, { country: "ZA", department: "MARKETING", status: "INACTIVE", name: "Sipho" });
    const all = await t.prisma.staffMember.findMany();
    const res = await t.gql(
      `query { teamSummary { total active byCountry { country count } } departmentSummary { department count } za: teamSummary(country: ZA) { total active byCountry { country count } } }`,
      {},
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.teamSummary.total).toBe(all.length);
    expect(res.data.teamSummary.active).toBe(all.filter((s) => s.status === "ACTIVE").length);
    expect(res.data.teamSummary.byCountry.map((c: any) => c.country)).toEqual(["AO", "NA", "ZA"]);
    expect(res.data.za).toEqual({
      total: 2,
      active: 1,
      byCountry: [
        { country: "AO", count: 0 },
        { country: "NA", count: 0 },
        { country: "ZA", count: 2 },
      ],
    });
    expect(res.data.departmentSummary).toHaveLength(6);
    expect(res.data.departmentSummary.find((d: any) => d.department === "MARKETING").count).toBe(all.filter((s) => s.department === "MARKETING").length);

    const dir = await t.gql(`query { staffMembers(filter: { country: ZA, status: INACTIVE }) { totalCount edges { node { name } } } }`, {}, { token: admin });
    expect(dir.data.staffMembers.edges.map((e: any) => e.node.name)).toEqual(["Sipho"]);
  });

  it("computes performance from real project data", async () => {
    const s = await createStaff(t, { country: "AO", name: "Perf Person" });
    const idle = await createStaff(t, { country: "AO", name: "Perf Idle" });
    const p1 = await createProject(t, { status: "ACTIVE" });
    const p2 = await createProject(t, { status: "COMPLETED" });
    for (const p of [p1, p2]) await t.prisma.projectMember.create({ data: { projectId: p.id, staffMemberId: s.id } });
    await t.prisma.milestone.createMany({
      data: [
        { projectId: p1.id, title: "a", dueDate: day(-5), completedAt: new Date() },
        { projectId: p1.id, title: "b", dueDate: day(5) },
        { projectId: p2.id, title: "c", dueDate: day(-50), completedAt: new Date() },
      ],
    });
    await t.prisma.risk.createMany({
      data: [
        { projectId: p1.id, description: "r1", status: "OPEN" },
        { projectId: p1.id, description: "r2", status: "CLOSED" },
        { projectId: p2.id, description: "r3", status: "OPEN" },
      ],
    });
    const res = await t.gql(
      `query { teamPerformance(country: AO) { staffMember { name } projectCount activeProjectCount milestonesCompleted milestonesTotal openRisks } }`,
      {},
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    const byName = Object.fromEntries(res.data.teamPerformance.map((e: any) => [e.staffMember.name, e]));
    expect(byName["Perf Person"]).toMatchObject({ projectCount: 2, activeProjectCount: 1, milestonesCompleted: 2, milestonesTotal: 3, openRisks: 2 });
    expect(byName["Perf Idle"]).toMatchObject({ projectCount: 0, milestonesCompleted: 0, openRisks: 0 });
    expect(idle).toBeDefined();

    const detail = await t.gql(
      `query($id: ID!) { staffMember(id: $id) { projectCount projects { role project { name } } } }`,
      { id: gid("StaffMember", s.id) },
      { token: admin },
    );
    expect(detail.data.staffMember.projectCount).toBe(2);
    expect(detail.data.staffMember.projects.map((p: any) => p.project.name).sort()).toEqual([p1.name, p2.name].sort());
  });

  it("is for administrators only", async () => {
    const s = await createStaff(t);
    const id = gid("StaffMember", s.id);
    const ops: Array<[string, Record<string, unknown>]> = [
      [`query { staffMembers { totalCount } }`, {}],
      [`query($id: ID!) { staffMember(id: $id) { name } }`, { id }],
      [`query { teamSummary { total } }`, {}],
      [`query { departmentSummary { count } }`, {}],
      [`query { teamPerformance { projectCount } }`, {}],
      [`mutation { createStaffMember(input: { name: "N", role: "R", email: "n@n.example", country: AO, department: HEALTH }) { id } }`, {}],
      [`mutation($id: ID!) { updateStaffMember(id: $id, input: { name: "N" }) { id } }`, { id }],
      [`mutation($id: ID!) { setStaffStatus(id: $id, status: INACTIVE) { id } }`, { id }],
    ];
    for (const [query, vars] of ops) {
      expect((await t.gql(query, vars, { token: member })).errors?.[0].extensions?.code, query).toBe("FORBIDDEN");
    }
    expect((await t.prisma.staffMember.findUniqueOrThrow({ where: { id: s.id } })).status).toBe("ACTIVE");
  });
});

describe("staff orderBy", () => {
  it("sorts the directory by name, role and join date both ways", async () => {
    await createStaff(t, { name: "Xylo Bruno", role: "Engineer", joinDate: day(-100) });
    await createStaff(t, { name: "Xylo Ana", role: "Manager", joinDate: day(-10) });
    await createStaff(t, { name: "Xylo Carla", role: "Analyst", joinDate: day(-50) });
    const q = `query($orderBy: StaffMemberOrder) { staffMembers(filter: { search: "Xylo" }, orderBy: $orderBy, first: 10) { edges { node { name } } } }`;
    const names = async (orderBy: unknown) => {
      const res = await t.gql(q, { orderBy }, { token: admin });
      expect(res.errors).toBeUndefined();
      return res.data.staffMembers.edges.map((e: { node: { name: string } }) => e.node.name.replace("Xylo ", ""));
    };
    expect(await names(null)).toEqual(["Ana", "Bruno", "Carla"]);
    expect(await names({ field: "NAME", direction: "DESC" })).toEqual(["Carla", "Bruno", "Ana"]);
    expect(await names({ field: "ROLE" })).toEqual(["Carla", "Bruno", "Ana"]);
    expect(await names({ field: "ROLE", direction: "DESC" })).toEqual(["Ana", "Bruno", "Carla"]);
    expect(await names({ field: "JOIN_DATE" })).toEqual(["Bruno", "Carla", "Ana"]);
    expect(await names({ field: "JOIN_DATE", direction: "DESC" })).toEqual(["Ana", "Carla", "Bruno"]);
  });
});
