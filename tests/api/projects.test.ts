import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createClient, createProject, createStaff, day, gid } from "../support/management-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let admin: string;
let member: string;

beforeAll(async () => {
  admin = (await createAdmin(t)).token;
  member = (await createUser(t)).token;
});

const PROJECT_FIELDS = `
  id name status priority progress budget spent remaining executionPercent health currency
  country sector description startDate endDate createdAt updatedAt
  client { id name }
  members { role staffMember { id name } }
  deliverables { id title done }
  milestones { id title completed overdue dueDate }
  risks { id description level status mitigation }
  timeline { kind title date completed }
`;

const CREATE = `mutation($input: CreateProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { ${PROJECT_FIELDS} } }`;
const STATUS = `mutation($id: ID!, $status: ProjectStatus!) { changeProjectStatus(id: $id, status: $status) { id status progress } }`;
const GET = `query($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`;
const LIST = `query($filter: ProjectFilter, $first: Int) { projects(filter: $filter, first: $first) { totalCount edges { node { id name health } } } }`;

const auditCount = (entityId: string) => t.prisma.auditLog.count({ where: { entityId } });

describe("creating a project", () => {
  it("starts in planning with progress 0 and nothing spent, priority medium by default", async () => {
    const client = await createClient(t, { name: "Hospital Regional do Cunene" });
    const res = await t.gql(
      CREATE,
      {
        input: {
          name: "  Rede de Telemedicina  ",
          clientId: gid("Client", client.id),
          country: "AO",
          sector: "HEALTH",
          startDate: "2026-01-10",
          endDate: "2026-12-20",
          budget: "250000.50",
          description: "Videoconsultas nos postos rurais",
        },
      },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    const p = res.data.createProject;
    expect(p).toMatchObject({
      name: "Rede de Telemedicina",
      status: "PLANNING",
      progress: 0,
      spent: "0",
      budget: "250000.5",
      priority: "MEDIUM",
      currency: "USD",
      client: { name: "Hospital Regional do Cunene" },
      startDate: "2026-01-10",
      endDate: "2026-12-20",
    });
    expect(p.timeline.map((e: any) => e.kind)).toEqual(["CREATED", "END"]);
    const row = await t.prisma.project.findFirstOrThrow({ where: { name: "Rede de Telemedicina" } });
    expect(await t.prisma.auditLog.findFirst({ where: { entityId: row.id, action: "project.create" } })).not.toBeNull();
  });

  it("refuses missing name, unknown client, end before start and a negative budget", async () => {
    const client = await createClient(t);
    const base = { name: "X", clientId: gid("Client", client.id), country: "NA", sector: "EDUCATION" };

    const blank = await t.gql(CREATE, { input: { ...base, name: "   " } }, { token: admin });
    expect(blank.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");

    const order = await t.gql(CREATE, { input: { ...base, startDate: "2026-05-01", endDate: "2026-04-30" } }, { token: admin });
    expect(order.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(order.errors?.[0].extensions?.issues)).toContain("END_BEFORE_START");

    const negative = await t.gql(CREATE, { input: { ...base, budget: "-1" } }, { token: admin });
    expect(negative.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");

    const ghost = await t.gql(CREATE, { input: { ...base, clientId: gid("Client", "00000000-0000-4000-8000-000000000000") } }, { token: admin });
    expect(ghost.errors?.[0].extensions?.code).toBe("NOT_FOUND");

    const missingSector = await t.gql(CREATE, { input: { name: "X", clientId: base.clientId, country: "AO" } }, { token: admin });
    expect(missingSector.errors).toBeDefined();
    expect(await t.prisma.project.count({ where: { name: "X" } })).toBe(0);
  });
});

describe("updating a project", () => {
  it("edits fields, keeps progress within 0–100, never takes a typed spent, and checks dates against stored ones", async () => {
    const p = await createProject(t, { startDate: day(-10), endDate: day(100), spent: "400" });
    const ok = await t.gql(UPDATE, { id: gid("Project", p.id), input: { name: "Renamed", progress: 80, priority: "HIGH" } }, { token: admin });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateProject).toMatchObject({ name: "Renamed", progress: 80, spent: "400", priority: "HIGH", remaining: "600", executionPercent: 40 });

    const over = await t.gql(UPDATE, { id: gid("Project", p.id), input: { progress: 101 } }, { token: admin });
    expect(over.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    // spending comes from the project's expenses: the input has no spent
    const typed = await t.gql(UPDATE, { id: gid("Project", p.id), input: { spent: "5" } }, { token: admin });
    expect(typed.errors?.[0].message).toMatch(/UpdateProjectInput" does not define/);

    // only the end date is sent; it is before the stored start date
    const early = await t.gql(UPDATE, { id: gid("Project", p.id), input: { endDate: day(-20).toISOString().slice(0, 10) } }, { token: admin });
    expect(early.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "END_BEFORE_START" });

    expect(await t.prisma.project.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({ progress: 80, name: "Renamed" });
    expect(await auditCount(p.id)).toBe(1);
  });
});

describe("health (spec §4, evaluated in order)", () => {
  it("follows the rules on real rows", async () => {
    const cases = [
      // over 90 % spent beats everything
      { expect: "CRITICAL", data: { budget: "100", spent: "95", progress: 90 } },
      // end date passed and not completed: critical even with no spending
      { expect: "CRITICAL", data: { budget: "100", spent: "0", progress: 90, endDate: day(-2) } },
      // the same project, completed: not critical
      { expect: "GOOD", data: { budget: "100", spent: "0", progress: 90, endDate: day(-2), status: "COMPLETED" as const } },
      // warning before good: 75 % spent with 90 % progress
      { expect: "WARNING", data: { budget: "100", spent: "75", progress: 90 } },
      { expect: "WARNING", data: { budget: "100", spent: "10", progress: 20 } },
      { expect: "GOOD", data: { budget: "100", spent: "10", progress: 71 } },
      { expect: "NORMAL", data: { budget: "100", spent: "10", progress: 50 } },
    ];
    for (const c of cases) {
      const p = await createProject(t, c.data);
      const res = await t.gql(GET, { id: gid("Project", p.id) }, { token: admin });
      expect(res.data.project.health, JSON.stringify(c.data)).toBe(c.expect);
    }
  });
});

describe("status transitions", () => {
  it("allows the sensible moves, completes at 100 % and refuses the rest", async () => {
    const p = await createProject(t, { status: "PLANNING", progress: 0 });
    const id = gid("Project", p.id);
    const move = (status: string) => t.gql(STATUS, { id, status }, { token: admin });

    const toCompleted = await move("COMPLETED");
    expect(toCompleted.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
    expect((await move("ACTIVE")).data.changeProjectStatus.status).toBe("ACTIVE");
    expect((await move("PAUSED")).data.changeProjectStatus.status).toBe("PAUSED");
    expect((await move("PLANNING")).errors?.[0].extensions?.reason).toBe("INVALID_TRANSITION");
    expect((await move("ACTIVE")).data.changeProjectStatus.status).toBe("ACTIVE");
    const done = await move("COMPLETED");
    expect(done.data.changeProjectStatus).toMatchObject({ status: "COMPLETED", progress: 100 });
    // completed is final
    expect((await move("ACTIVE")).errors?.[0].extensions?.reason).toBe("INVALID_TRANSITION");
    expect((await move("CANCELLED")).errors?.[0].extensions?.reason).toBe("INVALID_TRANSITION");
    expect(await t.prisma.auditLog.count({ where: { entityId: p.id, action: "project.status" } })).toBe(4);
  });
});

describe("list, filters and summary", () => {
  it("filters by text over name, client name and description, and by status/country/sector/priority", async () => {
    const client = await createClient(t, { name: "Kalahari Água Limpa" });
    await createProject(t, { name: "Furos de água em Rundu", country: "NA", sector: "SUSTAINABILITY", priority: "CRITICAL", clientId: client.id });
    await createProject(t, { name: "Outro", description: "Inclui formação em KALAHARI", country: "ZA", sector: "EDUCATION", status: "PAUSED" });

    const byClient = await t.gql(LIST, { filter: { search: "kalahari água" } }, { token: admin });
    expect(byClient.data.projects.edges.map((e: any) => e.node.name)).toEqual(["Furos de água em Rundu"]);
    const byText = await t.gql(LIST, { filter: { search: "kalahari" } }, { token: admin });
    expect(byText.data.projects.totalCount).toBe(2);
    const combined = await t.gql(LIST, { filter: { search: "kalahari", country: "ZA", status: "PAUSED", sector: "EDUCATION" } }, { token: admin });
    expect(combined.data.projects.edges.map((e: any) => e.node.name)).toEqual(["Outro"]);
    const byPriority = await t.gql(LIST, { filter: { priority: "CRITICAL", sector: "SUSTAINABILITY" } }, { token: admin });
    expect(byPriority.data.projects.totalCount).toBe(1);
  });

  it("summarises counts, the budget in USD (converted with stored rates) and the average progress", async () => {
    const client = await createClient(t);
    const sector = "MINING";
    await createProject(t, { clientId: client.id, sector, status: "ACTIVE", budget: "100000", progress: 40 });
    await createProject(t, { clientId: client.id, sector, status: "COMPLETED", budget: "50000", progress: 100 });
    await createProject(t, { clientId: client.id, sector, status: "PLANNING", budget: "1000", progress: 0 });
    // 825 500 Kz at 825.5 Kz per dollar = 1 000 USD
    await t.prisma.exchangeRate.create({ data: { base: "USD", quote: "AOA", rate: "825.5", asOf: day(0) } });
    await t.prisma.exchangeRate.create({ data: { base: "USD", quote: "AOA", rate: "700", asOf: day(-60) } });
    await createProject(t, { clientId: client.id, sector, status: "PAUSED", budget: "825500", currency: "AOA", progress: 25 });

    const res = await t.gql(
      `query($filter: ProjectFilter) { projectSummary(filter: $filter) { total active completed planning totalBudget averageProgress } }`,
      { filter: { sector } },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.projectSummary).toEqual({ total: 4, active: 1, completed: 1, planning: 1, totalBudget: "152000", averageProgress: 41.3 });
  });
});

describe("team, deliverables, milestones and risks", () => {
  it("manages the project's children and answers with the refreshed project", async () => {
    const p = await createProject(t);
    const id = gid("Project", p.id);
    const staff = await createStaff(t, { name: "Thabo Mokoena", role: "Engenheiro" });
    const auditBefore = await t.prisma.auditLog.count();

    const added = await t.gql(
      `mutation($p: ID!, $s: ID!) { addProjectMember(projectId: $p, staffMemberId: $s, role: "Arquitetura") { members { role staffMember { name } } } }`,
      { p: id, s: gid("StaffMember", staff.id) },
      { token: admin },
    );
    expect(added.data.addProjectMember.members).toEqual([{ role: "Arquitetura", staffMember: { name: "Thabo Mokoena" } }]);
    const twice = await t.gql(
      `mutation($p: ID!, $s: ID!) { addProjectMember(projectId: $p, staffMemberId: $s) { id } }`,
      { p: id, s: gid("StaffMember", staff.id) },
      { token: admin },
    );
    expect(twice.errors?.[0].extensions?.reason).toBe("ALREADY_MEMBER");

    const d = await t.gql(
      `mutation($p: ID!) { addDeliverable(projectId: $p, title: "Relatório final") { deliverables { id title done } } }`,
      { p: id },
      { token: admin },
    );
    const deliverable = d.data.addDeliverable.deliverables[0];
    const toggled = await t.gql(`mutation($d: ID!) { toggleDeliverable(id: $d) { deliverables { done } } }`, { d: deliverable.id }, { token: admin });
    expect(toggled.data.toggleDeliverable.deliverables[0].done).toBe(true);

    const overdue = day(-3).toISOString().slice(0, 10);
    const m = await t.gql(
      `mutation($p: ID!, $i: MilestoneInput!) { addMilestone(projectId: $p, input: $i) { milestones { id title completed overdue } timeline { kind title completed overdue } } }`,
      { p: id, i: { title: "Piloto", description: "3 postos", dueDate: overdue } },
      { token: admin },
    );
    expect(m.errors).toBeUndefined();
    const milestone = m.data.addMilestone.milestones[0];
    expect(milestone).toMatchObject({ title: "Piloto", completed: false, overdue: true });
    expect(m.data.addMilestone.timeline.map((e: any) => [e.kind, e.title, e.overdue])).toEqual([
      ["CREATED", null, false],
      ["MILESTONE", "Piloto", true],
      ["END", null, false],
    ]);
    const completed = await t.gql(`mutation($m: ID!) { completeMilestone(id: $m) { milestones { completed overdue } } }`, { m: milestone.id }, { token: admin });
    expect(completed.data.completeMilestone.milestones[0]).toEqual({ completed: true, overdue: false });
    const reopened = await t.gql(`mutation($m: ID!) { reopenMilestone(id: $m) { milestones { completed } } }`, { m: milestone.id }, { token: admin });
    expect(reopened.data.reopenMilestone.milestones[0].completed).toBe(false);

    const r = await t.gql(
      `mutation($p: ID!) { addRisk(projectId: $p, input: { description: "Chuvas", level: CRITICAL, mitigation: "Plano B" }) { risks { id level status mitigation } } }`,
      { p: id },
      { token: admin },
    );
    const risk = r.data.addRisk.risks[0];
    expect(risk).toMatchObject({ level: "CRITICAL", status: "OPEN", mitigation: "Plano B" });
    const updated = await t.gql(
      `mutation($r: ID!) { updateRisk(id: $r, input: { status: MITIGATED, level: LOW }) { risks { level status } } }`,
      { r: risk.id },
      { token: admin },
    );
    expect(updated.data.updateRisk.risks[0]).toEqual({ level: "LOW", status: "MITIGATED" });

    // one audit row per successful write (member, deliverable ×2, milestone ×3, risk ×2)
    expect(await t.prisma.auditLog.count()).toBe(auditBefore + 8);

    await t.gql(`mutation($r: ID!) { deleteRisk(id: $r) { id } }`, { r: risk.id }, { token: admin });
    await t.gql(`mutation($m: ID!) { deleteMilestone(id: $m) { id } }`, { m: milestone.id }, { token: admin });
    await t.gql(`mutation($d: ID!) { deleteDeliverable(id: $d) { id } }`, { d: deliverable.id }, { token: admin });
    const removed = await t.gql(
      `mutation($p: ID!, $s: ID!) { removeProjectMember(projectId: $p, staffMemberId: $s) { members { role } milestones { id } risks { id } deliverables { id } } }`,
      { p: id, s: gid("StaffMember", staff.id) },
      { token: admin },
    );
    expect(removed.data.removeProjectMember).toEqual({ members: [], milestones: [], risks: [], deliverables: [] });
  });

  it("deleting a project removes its children and is audited", async () => {
    const p = await createProject(t);
    const staff = await createStaff(t);
    await t.prisma.projectMember.create({ data: { projectId: p.id, staffMemberId: staff.id } });
    await t.prisma.milestone.create({ data: { projectId: p.id, title: "M", dueDate: day(5) } });
    await t.prisma.risk.create({ data: { projectId: p.id, description: "R" } });
    const res = await t.gql(`mutation($id: ID!) { deleteProject(id: $id) }`, { id: gid("Project", p.id) }, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteProject).toBe(gid("Project", p.id));
    expect(await t.prisma.project.count({ where: { id: p.id } })).toBe(0);
    expect(await t.prisma.milestone.count({ where: { projectId: p.id } })).toBe(0);
    expect(await t.prisma.staffMember.count({ where: { id: staff.id } })).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { entityId: p.id, action: "project.delete" } })).toBe(1);
    const again = await t.gql(GET, { id: gid("Project", p.id) }, { token: admin });
    expect(again.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

describe("CSV export", () => {
  it("returns a header row and one escaped row per filtered project", async () => {
    const client = await createClient(t, { name: 'Cliente "Aspas", Lda' });
    await createProject(t, { name: "=HYPERLINK(evil)", clientId: client.id, sector: "GOVERNMENT", budget: "2000", spent: "500", progress: 40 });
    await createProject(t, { name: "Fora do filtro", sector: "TOURISM" });
    const res = await t.gql(`query { exportProjectsCsv(filter: { sector: GOVERNMENT }, language: pt) }`, {}, { token: admin });
    expect(res.errors).toBeUndefined();
    const lines = res.data.exportProjectsCsv
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Projeto;Cliente;País;Setor;Estado;Prioridade;Progresso (%);Orçamento;Gasto;Moeda;Execução (%);Saúde;Início;Fim;Membros");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=HYPERLINK\(evil\);"Cliente ""Aspas"", Lda";Angola;Governo;Ativo;Média;40;2000,00;500,00;USD;25,0;Normal;(\d{2}\/\d{2}\/\d{4})?;/);
    const en = await t.gql(`query { exportProjectsCsv(filter: { sector: GOVERNMENT }, language: en) }`, {}, { token: admin });
    const enLines = en.data.exportProjectsCsv.replace(/^\ufeff/, "").split("\r\n");
    expect(enLines[0]).toMatch(/^Project,Client,Country/);
    expect(enLines[1]).toMatch(/^'=HYPERLINK\(evil\),"Cliente ""Aspas"", Lda",Angola,Government,Active,Medium,40,2000\.00,500\.00,USD,25\.0,Normal,/);
  });
});

describe("admin only", () => {
  it("refuses every projects query and mutation to a member (FORBIDDEN) and to a visitor (UNAUTHENTICATED)", async () => {
    const p = await createProject(t);
    const staff = await createStaff(t);
    const m = await t.prisma.milestone.create({ data: { projectId: p.id, title: "M", dueDate: day(5) } });
    const r = await t.prisma.risk.create({ data: { projectId: p.id, description: "R" } });
    const d = await t.prisma.deliverable.create({ data: { projectId: p.id, title: "D" } });
    const pid = gid("Project", p.id);
    const ops: Array<[string, Record<string, unknown>]> = [
      [`query { projects { totalCount } }`, {}],
      [`query($id: ID!) { project(id: $id) { name } }`, { id: pid }],
      [`query { projectSummary { total } }`, {}],
      [`query { exportProjectsCsv }`, {}],
      [`mutation($c: ID!) { createProject(input: { name: "N", clientId: $c, country: AO, sector: HEALTH }) { id } }`, { c: gid("Client", p.clientId) }],
      [`mutation($id: ID!) { updateProject(id: $id, input: { name: "N" }) { id } }`, { id: pid }],
      [`mutation($id: ID!) { changeProjectStatus(id: $id, status: PAUSED) { id } }`, { id: pid }],
      [`mutation($p: ID!, $s: ID!) { addProjectMember(projectId: $p, staffMemberId: $s) { id } }`, { p: pid, s: gid("StaffMember", staff.id) }],
      [`mutation($p: ID!, $s: ID!) { removeProjectMember(projectId: $p, staffMemberId: $s) { id } }`, { p: pid, s: gid("StaffMember", staff.id) }],
      [`mutation($p: ID!) { addDeliverable(projectId: $p, title: "x") { id } }`, { p: pid }],
      [`mutation($id: ID!) { toggleDeliverable(id: $id) { id } }`, { id: gid("Deliverable", d.id) }],
      [`mutation($id: ID!) { deleteDeliverable(id: $id) { id } }`, { id: gid("Deliverable", d.id) }],
      [`mutation($p: ID!) { addMilestone(projectId: $p, input: { title: "x", dueDate: "2026-01-01" }) { id } }`, { p: pid }],
      [`mutation($id: ID!) { completeMilestone(id: $id) { id } }`, { id: gid("Milestone", m.id) }],
      [`mutation($id: ID!) { reopenMilestone(id: $id) { id } }`, { id: gid("Milestone", m.id) }],
      [`mutation($id: ID!) { deleteMilestone(id: $id) { id } }`, { id: gid("Milestone", m.id) }],
      [`mutation($p: ID!) { addRisk(projectId: $p, input: { description: "x" }) { id } }`, { p: pid }],
      [`mutation($id: ID!) { updateRisk(id: $id, input: { level: LOW }) { id } }`, { id: gid("Risk", r.id) }],
      [`mutation($id: ID!) { deleteRisk(id: $id) { id } }`, { id: gid("Risk", r.id) }],
      [`mutation($id: ID!) { deleteProjectDocument(id: $id) { id } }`, { id: gid("ProjectDocument", "00000000-0000-4000-8000-000000000000") }],
      [`mutation($id: ID!) { deleteProject(id: $id) }`, { id: pid }],
    ];
    for (const [query, vars] of ops) {
      const asMember = await t.gql(query, vars, { token: member });
      expect(asMember.errors?.[0].extensions?.code, query).toBe("FORBIDDEN");
      const asVisitor = await t.gql(query, vars);
      expect(asVisitor.errors?.[0].extensions?.code, query).toBe("UNAUTHENTICATED");
    }
    // nothing changed
    expect(await t.prisma.project.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({ name: p.name, status: "ACTIVE" });
    expect(await t.prisma.milestone.count({ where: { projectId: p.id } })).toBe(1);
    expect(await t.prisma.auditLog.count({ where: { entityId: p.id } })).toBe(0);
  });
});

describe("projects orderBy", () => {
  // other tests of this file leave projects behind: the search keeps the list to these three
  it("sorts by name, client, budget and deadline both ways (no deadline last); newest first by default", async () => {
    const zeca = await createClient(t, { name: "Zeca" });
    const abel = await createClient(t, { name: "Abel" });
    await createProject(t, { name: "Xylo P1", clientId: zeca.id, budget: "300", endDate: day(20), createdAt: day(-3) });
    await createProject(t, { name: "Xylo P3", clientId: abel.id, budget: "100", endDate: null, createdAt: day(-2) });
    await createProject(t, { name: "Xylo P2", clientId: abel.id, budget: "200", endDate: day(5), createdAt: day(-1) });
    const q = `query($orderBy: ProjectOrder) { projects(filter: { search: "Xylo" }, orderBy: $orderBy, first: 10) { edges { node { name } } } }`;
    const names = async (orderBy: unknown) => {
      const res = await t.gql(q, { orderBy }, { token: admin });
      expect(res.errors).toBeUndefined();
      return res.data.projects.edges.map((e: { node: { name: string } }) => e.node.name.replace("Xylo ", ""));
    };
    expect(await names(null)).toEqual(["P2", "P3", "P1"]);
    expect(await names({ field: "NAME" })).toEqual(["P1", "P2", "P3"]);
    expect(await names({ field: "NAME", direction: "DESC" })).toEqual(["P3", "P2", "P1"]);
    expect((await names({ field: "CLIENT" }))[2]).toBe("P1");
    expect((await names({ field: "CLIENT", direction: "DESC" }))[0]).toBe("P1");
    expect(await names({ field: "BUDGET" })).toEqual(["P3", "P2", "P1"]);
    expect(await names({ field: "BUDGET", direction: "DESC" })).toEqual(["P1", "P2", "P3"]);
    expect(await names({ field: "END_DATE" })).toEqual(["P2", "P1", "P3"]);
    expect(await names({ field: "END_DATE", direction: "DESC" })).toEqual(["P1", "P2", "P3"]);
  });
});
