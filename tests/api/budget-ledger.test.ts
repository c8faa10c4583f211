// Cheap budget charges are decided in the process and written together
// (api/src/infra/security/budget-ledger.ts); costly ones, and any near the
// limit, still go to the database at once. What a caller sees in the
// RateLimit headers stays exact within one process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_LIMITS } from "../../api/src/graphql/limits.ts";
import { createOpportunity } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";
import { eventually } from "../support/eventually.ts";

const t = useTestApp({ API_BUDGET_MULTIPLIER: "1", BUDGET_FLUSH_MS: "150" });

beforeAll(async () => {
  await createOpportunity(t, { title: "Bolsa em Luanda" });
});
afterAll(async () => {
  await t.app?.stop();
});

const SMALL = `{ opportunities(first: 1) { edges { node { title } } } }`;
/** 15 aliased pages of 100: far more than a twentieth of a visitor's budget */
const BIG = `query Big($n: Int!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: opportunities(first: $n) { edges { node { id title } } }`).join(" ")} }`;

const remainingOf = (res: { headers: Headers }) => Number(res.headers.get("ratelimit-remaining"));
const stored = async (key: string) => Number((await t.prisma.rateLimitBucket.findUnique({ where: { key } }))?.count ?? 0);

describe("the per-process budget ledger", () => {
  it("cheap requests skip the budget statement, the headers count each one, and the total reaches the database", async () => {
    const limit = API_LIMITS.budgetPerMinute.anonymous;
    await t.prisma.rateLimitBucket.deleteMany({});
    const first = await t.gql(SMALL);
    expect(first.errors).toBeUndefined();
    const cost = (first as any).extensions.cost.requested as number;
    expect(remainingOf(first)).toBe(limit - cost);
    // the first charge of a caller goes to the database at once
    const [row] = await t.prisma.rateLimitBucket.findMany({ where: { key: { startsWith: "budget:ip:" } } });
    expect(Number(row.count)).toBe(cost);

    const ledger = t.app.services.budgets!;
    const before = ledger.stats();
    let last = 0;
    for (let i = 0; i < 9; i++) last = remainingOf(await t.gql(SMALL));
    // every one of the nine was decided here, without a statement of its own; the headers still count each
    expect(ledger.stats().local - before.local).toBe(9);
    expect(last).toBe(limit - 10 * cost);

    // within the flush interval the database holds all ten charges
    await eventually(
      () => stored(row.key),
      (n) => n >= 10 * cost,
    );
  });

  it("a costly operation, and anything near the limit, is charged in the database before it runs; the limit still refuses exactly", async () => {
    const limit = API_LIMITS.budgetPerMinute.anonymous;
    // every request of the test app comes from the same address (the first test's charges are written by now)
    const small = await t.gql(SMALL);
    const smallCost = (small as any).extensions.cost.requested as number;
    const start = remainingOf(small);
    const big = await t.gql(BIG, { n: 100 });
    expect(big.errors).toBeUndefined();
    const bigCost = (big as any).extensions.cost.requested as number;
    expect(bigCost).toBeGreaterThan(limit / 20);
    const [row] = await t.prisma.rateLimitBucket.findMany({ where: { key: { startsWith: "budget:ip:" } } });
    // written before the answer: no waiting for the ledger
    expect(Number(row.count)).toBeGreaterThanOrEqual(bigCost);

    let last = big;
    let runs = 1;
    while (last.status === 200 && runs < 10) {
      last = await t.gql(BIG, { n: 100 });
      runs++;
    }
    expect(last.status).toBe(429);
    expect(runs).toBe(Math.floor(start / bigCost) + 1);
    const left = start - (runs - 1) * bigCost;
    expect(remainingOf(last)).toBe(left);
    // near the limit a small query goes to the database too, and is counted exactly
    const after = await t.gql(SMALL);
    expect(after.status).toBe(200);
    expect(remainingOf(after)).toBe(left - smallCost);
    // and what was decided here reaches the database within the flush interval
    await eventually(
      () => stored(row.key),
      (n) => n === limit - left + smallCost,
    );
  });
});
