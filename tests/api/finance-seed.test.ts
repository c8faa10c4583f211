import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../prisma/seed.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let token: string;

beforeAll(async () => {
  await seedDemoData(t.prisma);
  const admin = await t.prisma.user.findUniqueOrThrow({ where: { email: "admin@ponte.demo" } });
  token = await t.app.services.tokens.sign({ userId: admin.id, role: "ADMIN" });
});

describe("finance demo data", () => {
  it("stores the spec's rates as today's and converts with them", async () => {
    const res = await t.gql(`{ exchangeRates { base quote rate } financeSummary(period: CURRENT_YEAR) { usdToAoa } }`, {}, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data.exchangeRates).toEqual(
      expect.arrayContaining([
        { base: "USD", quote: "AOA", rate: "825.5" },
        { base: "USD", quote: "NAD", rate: "18.25" },
        { base: "USD", quote: "ZAR", rate: "18.42" },
        { base: "EUR", quote: "USD", rate: "1.08" },
      ]),
    );
    expect(res.data.financeSummary.usdToAoa).toBe("825.5");
    const history = await t.gql(`{ exchangeRateHistory(base: USD, quote: AOA) { edges { node { asOf } } } }`, {}, { token });
    expect(history.data.exchangeRateHistory.edges.length).toBeGreaterThan(1);
  });

  it("has about thirty transactions over a year in every country, some pending, linked to projects", async () => {
    const all = await t.prisma.transaction.findMany();
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((x) => x.country))).toEqual(new Set(["AO", "NA", "ZA"]));
    expect(new Set(all.map((x) => x.status))).toEqual(new Set(["PENDING", "APPROVED", "COMPLETED", "REJECTED"]));
    expect(new Set(all.map((x) => x.type))).toEqual(new Set(["INCOME", "EXPENSE", "TRANSFER"]));
    expect(all.filter((x) => x.projectId).length).toBeGreaterThan(10);
    const pending = await t.gql(`{ financeSummary(period: LAST_30_DAYS) { pendingCount revenue } }`, {}, { token });
    expect(pending.data.financeSummary.pendingCount).toBeGreaterThanOrEqual(2);
    expect(Number(pending.data.financeSummary.revenue)).toBeGreaterThan(0);
  });

  it("has this year's budgets in all three usage colours", async () => {
    const res = await t.gql(`{ budgets(period: CURRENT_YEAR) { edges { node { usagePercent } } } }`, {}, { token });
    const usage = res.data.budgets.edges.map((e: any) => e.node.usagePercent);
    expect(usage.some((u: number) => u > 90)).toBe(true);
    expect(usage.some((u: number) => u > 75 && u <= 90)).toBe(true);
    expect(usage.some((u: number) => u <= 75)).toBe(true);
  });

  it("has invoices in every status, one of them sent and overdue", async () => {
    const res = await t.gql(`{ invoices(first: 50) { edges { node { status overdue amount subtotal taxTotal items { total taxRate } } } } }`, {}, { token });
    const nodes = res.data.invoices.edges.map((e: any) => e.node);
    expect(new Set(nodes.map((n: any) => n.status))).toEqual(new Set(["DRAFT", "SENT", "PAID", "OVERDUE", "CANCELLED"]));
    expect(nodes.some((n: any) => n.status === "SENT" && n.overdue)).toBe(true);
    for (const n of nodes) {
      expect(Number(n.subtotal)).toBeCloseTo(
        n.items.reduce((s: number, i: any) => s + Number(i.total), 0),
        2,
      );
      // every seeded line carries its country's IVA/VAT rate, and the total includes it
      expect(n.items.every((i: any) => Number(i.taxRate) > 0)).toBe(true);
      expect(Number(n.amount)).toBeCloseTo(Number(n.subtotal) + Number(n.taxTotal), 2);
    }
  });
  it("links every record to the project and client its description names", async () => {
    const projects = await t.prisma.project.findMany({ include: { client: true } });
    const byWord: Array<[RegExp, string]> = [
      [/telemedicina|videoconsulta|consultas|Cunene/i, "Rede de Telemedicina do Cunene"],
      [/ensino técnico|curricular/i, "Plataforma Digital de Ensino Técnico"],
      [/corredor/i, "Corredor Logístico Lubango–Oshakati"],
      [/feira/i, "Feira Regional de Comércio SADC"],
      [/turís|turismo comunitário/i, "Roteiro de Turismo Comunitário do Namibe"],
      [/hospitalar/i, "Sistema de Gestão Hospitalar de Joanesburgo"],
      [/bolsas/i, "Programa de Bolsas Ponte Windhoek"],
    ];
    const transactions = await t.prisma.transaction.findMany({ where: { invoiceId: null } });
    const invoices = await t.prisma.invoice.findMany({ include: { items: true } });
    const records = [
      ...transactions.map((x) => ({ text: x.description, projectId: x.projectId, clientId: x.clientId, country: x.country })),
      ...invoices.map((x) => ({ text: x.items.map((i) => i.description).join(" / "), projectId: x.projectId, clientId: x.clientId, country: x.country })),
    ];
    let checked = 0;
    for (const r of records) {
      const project = projects.find((p) => p.id === r.projectId);
      if (project) {
        expect(project.country, r.text).toBe(r.country);
        expect(r.clientId, `${r.text}: the project's client`).toBe(project.clientId);
      }
      const named = byWord.find(([word]) => word.test(r.text));
      if (!named) continue;
      expect(project?.name, r.text).toBe(named[1]);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    const tranche = invoices.find((x) => x.items.some((i) => i.description === "Tranche 2 — Rede de Telemedicina"))!;
    expect(projects.find((p) => p.id === tranche.projectId)?.client.name).toBe("Hospital Regional do Cunene");
  });
});
