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
    const res = await t.gql(`{ invoices(first: 50) { edges { node { status overdue amount items { total } } } } }`, {}, { token });
    const nodes = res.data.invoices.edges.map((e: any) => e.node);
    expect(new Set(nodes.map((n: any) => n.status))).toEqual(new Set(["DRAFT", "SENT", "PAID", "OVERDUE", "CANCELLED"]));
    expect(nodes.some((n: any) => n.status === "SENT" && n.overdue)).toBe(true);
    for (const n of nodes) expect(Number(n.amount)).toBeCloseTo(n.items.reduce((s: number, i: any) => s + Number(i.total), 0), 2);
  });
});
