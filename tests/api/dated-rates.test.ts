import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../support/factories.ts";
import { createBudgetRow, createProjectRow, createTransactionRow, day } from "../support/finance-factories.ts";
import { gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Amounts are converted at the rate of their own date (issue 16, item 6):
// USD→NAD was 10 from 25 days ago, 16 from 10 days ago and is 20 today.
// Each dated amount below is 1000 NAD, so today's rate would give 50 USD
// where its own date's rate gives 100 (or 62.50 for the newest one).
const t = useTestApp();
let admin: string;
let projectId: string;

const PROJECT = /* GraphQL */ `
  query P($id: ID!) { project(id: $id) { budget spent remaining executionPercent health currency } }
`;

beforeAll(async () => {
  admin = (await createAdmin(t)).token;
  for (const [asOf, rate] of [
    [day(-25), "10"],
    [day(-10), "16"],
    [day(0), "20"],
  ] as const) {
    await t.prisma.exchangeRate.create({ data: { base: "USD", quote: "NAD", rate, asOf } });
  }
  const project = await createProjectRow(t, { country: "NA", currency: "USD", budget: "300", progress: 50, endDate: day(200) });
  projectId = project.id;
  const expense = { country: "NA" as const, type: "EXPENSE" as const, category: "OPERATIONS" as const, currency: "NAD" as const, amount: "1000", projectId };
  await createTransactionRow(t, { ...expense, date: day(-28) }); // before every rate: the oldest (10) → 100 USD
  await createTransactionRow(t, { ...expense, date: day(-15) }); // rate of day −25 (10) → 100 USD
  await createTransactionRow(t, { ...expense, date: day(-5) }); // rate of day −10 (16) → 62.50 USD
  await createTransactionRow(t, { ...expense, category: "DEVELOPMENT", currency: "USD", amount: "10", date: day(-1) });
  // not spending: pending, rejected, income, another project's expense
  await createTransactionRow(t, { ...expense, status: "PENDING", amount: "5000", date: day(-3) });
  await createTransactionRow(t, { ...expense, status: "REJECTED", amount: "7000", date: day(-3) });
  await createTransactionRow(t, { country: "NA", type: "INCOME", category: "CONSULTING", currency: "NAD", amount: "2000", date: day(-15), projectId });
  const other = await createProjectRow(t, { country: "NA", currency: "USD" });
  await createTransactionRow(t, { country: "ZA", type: "EXPENSE", category: "MARKETING", currency: "USD", amount: "40", date: day(-2), projectId: other.id });
});

describe("a project's spending", () => {
  it("is the sum of its completed expenses, each at its own date's rate, and health and execution follow", async () => {
    const res = await t.gql(PROJECT, { id: gid("Project", projectId) }, { token: admin });
    expect(res.errors).toBeUndefined();
    // 100 + 100 + 62.50 + 10; at today's rate it would be 50 + 50 + 50 + 10 = 160 (53 %, NORMAL)
    expect(res.data.project).toMatchObject({ spent: "272.5", remaining: "27.5", executionPercent: 90.8, health: "CRITICAL" });
  });

  it("follows a new expense and a rate set afterwards for an earlier date", async () => {
    const p = await createProjectRow(t, { country: "NA", currency: "NAD", budget: "10000" });
    // recorded in ZA, so the NA figures below are not touched
    await createTransactionRow(t, { country: "ZA", type: "EXPENSE", category: "MARKETING", currency: "USD", amount: "10", date: day(-12), projectId: p.id });
    const spent = async () => (await t.gql(PROJECT, { id: gid("Project", p.id) }, { token: admin })).data.project.spent;
    expect(await spent()).toBe("100"); // 10 USD at the rate of day −25
    await t.gql(
      `mutation($d: Date!) { setExchangeRate(base: USD, quote: NAD, rate: "12", asOf: $d) { id } }`,
      { d: day(-13).toISOString().slice(0, 10) },
      { token: admin },
    );
    expect(await spent()).toBe("120");
  });

  it("reads the spending of a page of projects with one read of the rates and one statement, whatever the page size", async () => {
    for (let i = 0; i < 4; i++) await createProjectRow(t, { country: "AO", spent: String(10 * (i + 1)) });
    await t.gql("{ projects(first: 1) { totalCount } }", {}, { token: admin }); // the session's first use is counted once, not here
    const extraStatements = async (first: number) => {
      const count = async (fields: string) => {
        t.sql.reset();
        const res = await t.gql(`{ projects(first: ${first}) { edges { node { ${fields} } } } }`, {}, { token: admin });
        expect(res.errors).toBeUndefined();
        expect(res.data.projects.edges).toHaveLength(first);
        return t.sql.count;
      };
      const base = await count("name");
      return (await count("name spent remaining executionPercent health")) - base;
    };
    expect(await extraStatements(2)).toBe(2);
    expect(await extraStatements(6)).toBe(2);
  });
});

describe("finance figures at the rate of their own date", () => {
  it("sums revenue, expenses and pending transactions of the summary at their dates' rates", async () => {
    const res = await t.gql(`{ financeSummary(country: NA, period: LAST_30_DAYS) { revenue expenses pending net budgetSpent } }`, {}, { token: admin });
    expect(res.errors).toBeUndefined();
    // revenue 2000 NAD at 10; pending 5000 NAD at 16; today's rate would give 100 and 250
    expect(res.data.financeSummary).toMatchObject({ revenue: "200", expenses: "272.5", pending: "312.5", net: "-72.5" });
  });

  it("computes a budget's spending at the rates of its expenses' dates", async () => {
    await createBudgetRow(t, { country: "NA", category: "OPERATIONS", currency: "USD", allocated: "1000", startDate: day(-40), endDate: day(0) });
    const list = await t.gql(`{ budgets(country: NA) { edges { node { spent usagePercent } } } }`, {}, { token: admin });
    expect(list.errors).toBeUndefined();
    expect(list.data.budgets.edges.map((e: { node: unknown }) => e.node)).toEqual([{ spent: "262.5", usagePercent: 26.3 }]);
    const summary = await t.gql(`{ financeSummary(country: NA, period: LAST_30_DAYS) { budgetSpent budgetAllocated } }`, {}, { token: admin });
    expect(summary.data.financeSummary).toMatchObject({ budgetSpent: "262.5", budgetAllocated: "1000" });
  });

  it("charts the cash flow at the rates of each transaction's date", async () => {
    const res = await t.gql(`{ cashFlow(country: NA, period: LAST_30_DAYS) { income expense } }`, {}, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data.cashFlow).toMatchObject({ income: "200", expense: "272.5" });
  });

  it("reports analytics revenue and expenses at their dates' rates", async () => {
    const res = await t.gql(`{ analytics(period: THREE_MONTHS) { kpis { revenue expenses } } }`, {}, { token: admin });
    expect(res.errors).toBeUndefined();
    // every expense of the tests above: 272.5, then 40, 10 and 10 + 20 + 30 + 40 in USD;
    // at today's rate: 100 revenue and 310 expenses
    expect(res.data.analytics.kpis).toEqual({ revenue: "200", expenses: "422.5" });
  });
});
