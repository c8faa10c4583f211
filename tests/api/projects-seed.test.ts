import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { seedClients } from "../../prisma/seed/clients.ts";
import { seedFinance } from "../../prisma/seed/finance.ts";
import { SEED_PROJECT_SPENDING, seedProjects } from "../../prisma/seed/projects.ts";
import { seedTeam } from "../../prisma/seed/team.ts";
import { createAdmin } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  const a = await createAdmin(t);
  admin = a.token;
  await t.prisma.$transaction(
    async (tx) => {
      const ctx = { tx, adminId: a.user.id, memberId: a.user.id, today: new Date() };
      await seedClients(ctx);
      await seedTeam(ctx);
      await seedProjects(ctx);
      await seedFinance(ctx);
      // as the demo seed allows: a loaded machine takes longer than Prisma's default 5 s
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
});

describe("management demo data", () => {
  it("gives each project expenses that add up to its intended spending, at the rates of their dates", async () => {
    const res = await t.gql(`query { projects(first: 50) { edges { node { name spent currency executionPercent health } } } }`, {}, { token: admin });
    expect(res.errors).toBeUndefined();
    const byName = new Map(res.data.projects.edges.map((e: any) => [e.node.name, e.node]));
    for (const p of SEED_PROJECT_SPENDING) {
      const node: any = byName.get(p.name);
      expect(node.currency).toBe("USD");
      // the instalments are rounded to cents in their own currency
      expect(Math.abs(Number(node.spent) - Number(p.spent)), p.name).toBeLessThan(0.05);
    }
    // 171,000 of 180,000 spent: critical by spending alone
    expect(byName.get("Plataforma Digital de Ensino Técnico")).toMatchObject({ executionPercent: 95, health: "CRITICAL" });
  });

  it("has clients in the three countries and every status, and the six staff across departments and statuses", async () => {
    const clients = await t.prisma.client.findMany();
    expect(clients.length).toBeGreaterThanOrEqual(8);
    expect(new Set(clients.map((c) => c.country))).toEqual(new Set(["AO", "NA", "ZA"]));
    expect(new Set(clients.map((c) => c.status))).toEqual(new Set(["ACTIVE", "PROSPECT", "INACTIVE"]));
    const staff = await t.prisma.staffMember.findMany();
    expect(staff).toHaveLength(6);
    expect(new Set(staff.map((s) => s.department)).size).toBe(6);
    expect(new Set(staff.map((s) => s.status))).toEqual(new Set(["ACTIVE", "INACTIVE", "VACATION", "REMOTE"]));
    expect(staff.every((s) => s.salary != null && s.skills.length > 0)).toBe(true);
  });

  it("shows projects in every status and every health, with overdue and done milestones, risks of each level and downloadable documents", async () => {
    const res = await t.gql(
      `query { projects(first: 50) { edges { node { status health memberCount milestones { completed overdue } risks { level } documents { name url mimeType } } } } }`,
      {},
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    const nodes = res.data.projects.edges.map((e: any) => e.node);
    expect(new Set(nodes.map((n: any) => n.status))).toEqual(new Set(["PLANNING", "ACTIVE", "PAUSED", "COMPLETED", "CANCELLED"]));
    expect(new Set(nodes.map((n: any) => n.health))).toEqual(new Set(["CRITICAL", "WARNING", "GOOD", "NORMAL"]));
    const milestones = nodes.flatMap((n: any) => n.milestones);
    expect(milestones.some((m: any) => m.overdue)).toBe(true);
    expect(milestones.some((m: any) => m.completed)).toBe(true);
    expect(new Set(nodes.flatMap((n: any) => n.risks.map((r: any) => r.level)))).toEqual(new Set(["LOW", "MEDIUM", "HIGH", "CRITICAL"]));
    expect(nodes.every((n: any) => n.memberCount > 0)).toBe(true);

    const pdf = nodes.flatMap((n: any) => n.documents).find((d: any) => d.mimeType === "application/pdf");
    // /media/:id is served by the HTTP server beside yoga
    const server = t.app.server.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as AddressInfo;
    const file = await fetch(`http://127.0.0.1:${port}${pdf.url}`);
    server.close();
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
