import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createBudgetRow, createClientRow, createProjectRow, createTransactionRow, day, seedSpecRates } from "../support/finance-factories.ts";
import { gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let admin: { token: string; user: { id: string; fullName: string } };
let member: { token: string };

const SUMMARY = /* GraphQL */ `
  query Summary($country: Country, $period: FinancePeriod!, $currency: Currency) {
    financeSummary(country: $country, period: $period, currency: $currency) {
      currency revenue expenses net marginPercent pending pendingCount budgetAllocated budgetSpent budgetUsedPercent usdToAoa
    }
  }
`;
const CONVERT = /* GraphQL */ `
  query Convert($amount: Decimal!, $from: Currency!, $to: Currency!) { convertCurrency(amount: $amount, from: $from, to: $to) }
`;

beforeAll(async () => {
  admin = await createAdmin(t, { fullName: "Grace Admin" });
  member = await createUser(t);
  await seedSpecRates(t);
});

describe("finance is for administrators only", () => {
  it("answers FORBIDDEN to a member and UNAUTHENTICATED to a visitor, for every query and mutation", async () => {
    const ops: Array<[string, Record<string, unknown>]> = [
      [SUMMARY, { period: "CURRENT_YEAR" }],
      [CONVERT, { amount: "1", from: "USD", to: "AOA" }],
      ["{ transactions(first: 5) { edges { node { id } } } }", {}],
      ["{ invoices(first: 5) { edges { node { id } } } }", {}],
      ["{ budgets(first: 5) { edges { node { id } } } }", {}],
      ["{ exchangeRates { rate } }", {}],
      ["{ cashFlow(period: CURRENT_YEAR) { income } }", {}],
      ["{ financeReportCsv(period: CURRENT_YEAR, kind: TRANSACTIONS) }", {}],
      ["{ financeClients(first: 5) { edges { node { id } } } }", {}],
      [`mutation { createTransaction(input: { description: "x", type: INCOME, amount: "1", currency: USD, category: CONSULTING, country: AO }) { id } }`, {}],
      [`mutation { setExchangeRate(base: USD, quote: AOA, rate: "1", asOf: "2026-01-01") { id } }`, {}],
    ];
    for (const [query, vars] of ops) {
      const asMember = await t.gql(query, vars, { token: member.token });
      expect(asMember.errors?.[0].extensions?.code, query).toBe("FORBIDDEN");
      const asVisitor = await t.gql(query, vars);
      expect(asVisitor.errors?.[0].extensions?.code, query).toBe("UNAUTHENTICATED");
    }
    expect(await t.prisma.transaction.count()).toBe(0);
    expect(await t.prisma.exchangeRate.count({ where: { rate: "1" } })).toBe(0);
  });
});

describe("summary rules", () => {
  it("counts only completed income and expenses, sums pending items, margin = net / revenue", async () => {
    await createTransactionRow(t, { country: "NA", type: "INCOME", amount: "1000", status: "COMPLETED" });
    await createTransactionRow(t, { country: "NA", type: "EXPENSE", amount: "400", status: "COMPLETED" });
    await createTransactionRow(t, { country: "NA", type: "INCOME", amount: "300", status: "PENDING" });
    await createTransactionRow(t, { country: "NA", type: "EXPENSE", amount: "200", status: "APPROVED" });
    await createTransactionRow(t, { country: "NA", type: "INCOME", amount: "50", status: "REJECTED" });

    const res = await t.gql(SUMMARY, { country: "NA", period: "LAST_30_DAYS" }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.financeSummary).toMatchObject({
      currency: "USD",
      revenue: "1000",
      expenses: "400",
      net: "600",
      marginPercent: 60,
      pending: "300",
      pendingCount: 1,
      usdToAoa: "825.5",
    });
  });

  it("has no margin without revenue", async () => {
    await createTransactionRow(t, { country: "OTHER", type: "EXPENSE", amount: "10" });
    const res = await t.gql(SUMMARY, { country: "OTHER", period: "LAST_30_DAYS" }, { token: admin.token });
    expect(res.data.financeSummary).toMatchObject({ revenue: "0", expenses: "10", net: "-10", marginPercent: null });
  });

  it("converts every figure through the stored rates into the requested currency", async () => {
    await createTransactionRow(t, { country: "ZA", amount: "825.5", currency: "AOA" });
    await createTransactionRow(t, { country: "ZA", amount: "18.25", currency: "NAD" });
    await createTransactionRow(t, { country: "ZA", amount: "100", currency: "EUR" });
    await createTransactionRow(t, { country: "ZA", amount: "18.42", currency: "ZAR" });
    const usd = await t.gql(SUMMARY, { country: "ZA", period: "LAST_30_DAYS" }, { token: admin.token });
    // 1 + 1 + 108 + 1
    expect(usd.data.financeSummary.revenue).toBe("111");
    const aoa = await t.gql(SUMMARY, { country: "ZA", period: "LAST_30_DAYS", currency: "AOA" }, { token: admin.token });
    expect(aoa.data.financeSummary).toMatchObject({ currency: "AOA", revenue: "91630.5" });
  });

  it("applies the country and period filters to every figure", async () => {
    const now = new Date();
    const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const rows = [
      { amount: 70, date: new Date(firstOfMonth.getTime() - 86_400_000) }, // last day of last month
      { amount: 5, date: day(-45) },
      { amount: 3, date: new Date(Date.UTC(now.getUTCFullYear(), 0, 1)) }, // 1 January
      { amount: 2, date: day(-400) },
    ];
    for (const r of rows) await createTransactionRow(t, { country: "AO", amount: String(r.amount), date: r.date });
    await createTransactionRow(t, { country: "AO", amount: "1", status: "PENDING", date: day(-400) });
    const expected = (inside: (d: Date) => boolean) => rows.filter((r) => inside(r.date)).reduce((s, r) => s + r.amount, 0);
    const sameYear = (d: Date) => d.getUTCFullYear() === now.getUTCFullYear();

    const revenue = async (vars: Record<string, unknown>) => Number((await t.gql(SUMMARY, vars, { token: admin.token })).data.financeSummary.revenue);
    expect(await revenue({ country: "AO", period: "CURRENT_MONTH" })).toBe(expected((d) => d >= firstOfMonth));
    expect(await revenue({ country: "AO", period: "CURRENT_YEAR" })).toBe(expected(sameYear));
    expect(await revenue({ country: "AO", period: "LAST_30_DAYS" })).toBe(expected((d) => d >= day(-29)));
    const q = Math.floor(now.getUTCMonth() / 3) * 3;
    expect(await revenue({ country: "AO", period: "CURRENT_QUARTER" })).toBe(expected((d) => sameYear(d) && d.getUTCMonth() >= q && d.getUTCMonth() < q + 3));
    // the 400-day-old pending item is outside every period
    const year = await t.gql(SUMMARY, { country: "AO", period: "CURRENT_YEAR" }, { token: admin.token });
    expect(year.data.financeSummary.pending).toBe("0");
    // without a country, the other countries' income is added
    expect(await revenue({ period: "CURRENT_YEAR" })).toBeGreaterThan(expected(sameYear) + 1000);
  });

  it("counts budgets overlapping the period, with spending computed from completed expenses of their category", async () => {
    await createBudgetRow(t, { country: "ZA", category: "MARKETING", allocated: "1000" });
    await createTransactionRow(t, { country: "ZA", type: "EXPENSE", category: "MARKETING", amount: "184.2", currency: "ZAR" });
    await createTransactionRow(t, { country: "ZA", type: "EXPENSE", category: "MARKETING", amount: "900", status: "PENDING" });
    await createTransactionRow(t, { country: "ZA", type: "EXPENSE", category: "OPERATIONS", amount: "500" });
    const res = await t.gql(SUMMARY, { country: "ZA", period: "CURRENT_YEAR" }, { token: admin.token });
    expect(res.data.financeSummary).toMatchObject({ budgetAllocated: "1000", budgetSpent: "10", budgetUsedPercent: 1 });
    const list = await t.gql(`{ budgets(country: ZA, period: CURRENT_YEAR) { edges { node { allocated spent usagePercent category } } } }`, {}, { token: admin.token });
    expect(list.data.budgets.edges.map((e: any) => e.node)).toEqual([{ allocated: "1000", spent: "10", usagePercent: 1, category: "MARKETING" }]);
  });

  it("loads the spending of a page of budgets (spent and usagePercent alike) with one read of the rates and one statement", async () => {
    for (let i = 0; i < 4; i++) await createBudgetRow(t, { country: "NA", category: "INFRASTRUCTURE", allocated: String(100 * (i + 1)) });
    const statementsFor = async (fields: string) => {
      t.sql.reset();
      const res = await t.gql(`{ budgets(country: NA, period: CURRENT_YEAR) { edges { node { ${fields} } } } }`, {}, { token: admin.token });
      expect(res.errors).toBeUndefined();
      expect(res.data.budgets.edges.length).toBeGreaterThanOrEqual(4);
      return t.sql.count;
    };
    const without = await statementsFor("allocated");
    // the current rates and the grouped spending: 2 more, whatever the number of budgets and fields asking
    expect(await statementsFor("allocated spent usagePercent")).toBe(without + 2);
  });
});

describe("currency conversion", () => {
  it("converts directly, by the inverse rate, and through USD", async () => {
    const cases: Array<[string, string, string, string]> = [
      ["1", "USD", "AOA", "825.5"],
      ["108", "USD", "EUR", "100"],
      ["825.5", "AOA", "USD", "1"],
      ["18.42", "ZAR", "NAD", "18.25"],
      ["100", "EUR", "AOA", "89154"],
      ["5", "NAD", "NAD", "5"],
    ];
    for (const [amount, from, to, expected] of cases) {
      const res = await t.gql(CONVERT, { amount, from, to }, { token: admin.token });
      expect(res.errors, `${from}->${to}`).toBeUndefined();
      expect(res.data.convertCurrency, `${amount} ${from}->${to}`).toBe(expected);
    }
  });

  it("uses the newest stored rate of a pair, keeps the history, and records who set it", async () => {
    const set = await t.gql(
      `mutation($asOf: Date!) { setExchangeRate(base: USD, quote: AOA, rate: "900", asOf: $asOf) { base quote rate asOf updatedBy { fullName } } }`,
      { asOf: day(1).toISOString().slice(0, 10) },
      { token: admin.token },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data.setExchangeRate).toMatchObject({ rate: "900", updatedBy: { fullName: "Grace Admin" } });
    const conv = await t.gql(CONVERT, { amount: "2", from: "USD", to: "AOA" }, { token: admin.token });
    expect(conv.data.convertCurrency).toBe("1800");
    const rates = await t.gql(`{ exchangeRates { base quote rate } }`, {}, { token: admin.token });
    expect(rates.data.exchangeRates).toContainEqual({ base: "USD", quote: "AOA", rate: "900" });
    const history = await t.gql(`{ exchangeRateHistory(base: USD, quote: AOA) { edges { node { rate } } } }`, {}, { token: admin.token });
    expect(history.data.exchangeRateHistory.edges.map((e: any) => e.node.rate)).toEqual(["900", "825.5"]);
    // the same date again replaces that day's rate
    await t.gql(
      `mutation($asOf: Date!) { setExchangeRate(base: USD, quote: AOA, rate: "825.5", asOf: $asOf) { id } }`,
      { asOf: day(1).toISOString().slice(0, 10) },
      { token: admin.token },
    );
    expect(await t.prisma.exchangeRate.count({ where: { base: "USD", quote: "AOA" } })).toBe(2);
    expect(await t.prisma.auditLog.count({ where: { entity: "ExchangeRate", action: "exchangeRate.set", actorId: admin.user.id } })).toBe(2);
  });

  it("rejects a rate of zero, the same currency twice, and a pair with no stored path", async () => {
    const zero = await t.gql(`mutation { setExchangeRate(base: USD, quote: AOA, rate: "0", asOf: "2026-01-02") { id } }`, {}, { token: admin.token });
    expect(zero.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    const same = await t.gql(`mutation { setExchangeRate(base: USD, quote: USD, rate: "2", asOf: "2026-01-02") { id } }`, {}, { token: admin.token });
    expect(same.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "SAME_CURRENCY" });
    await t.prisma.exchangeRate.deleteMany({ where: { OR: [{ base: "EUR" }, { quote: "EUR" }] } });
    const none = await t.gql(CONVERT, { amount: "1", from: "EUR", to: "AOA" }, { token: admin.token });
    expect(none.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "RATE_NOT_AVAILABLE" });
    await seedSpecRates(t);
  });
});

describe("transactions", () => {
  const CREATE = /* GraphQL */ `
    mutation Create($input: CreateTransactionInput!) {
      createTransaction(input: $input) {
        id status amount currency description category country paymentMethod
        createdBy { fullName } approvedBy { fullName } project { name } client { name }
      }
    }
  `;
  const base = { description: "Licenças de software", type: "EXPENSE", amount: "1234.56", currency: "NAD", category: "INFRASTRUCTURE", country: "NA" };

  it("records a pending transaction with who created it, linked to a project and client", async () => {
    const client = await createClientRow(t, { name: "Clínica Oshakati" });
    const project = await createProjectRow(t, { name: "Telemedicina Norte", clientId: client.id });
    const res = await t.gql(
      CREATE,
      { input: { ...base, projectId: gid("Project", project.id), clientId: gid("Client", client.id), paymentMethod: "CARD", notes: "Anual" } },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createTransaction).toMatchObject({
      status: "PENDING",
      amount: "1234.56",
      paymentMethod: "CARD",
      createdBy: { fullName: "Grace Admin" },
      approvedBy: null,
      project: { name: "Telemedicina Norte" },
      client: { name: "Clínica Oshakati" },
    });
    const logged = await t.prisma.auditLog.findFirst({ where: { action: "transaction.create", actorId: admin.user.id } });
    expect(logged).not.toBeNull();
  });

  it("validates the required fields, amount > 0 in steps of 0.01", async () => {
    for (const [field, value] of [
      ["amount", "0"],
      ["amount", "1.234"],
      ["amount", "-5"],
      ["description", "  "],
    ] as const) {
      const res = await t.gql(CREATE, { input: { ...base, [field]: value } }, { token: admin.token });
      expect(res.errors?.[0].extensions?.code, `${field}=${value}`).toBe("BAD_USER_INPUT");
    }
    const missing = await t.gql(CREATE, { input: { ...base, category: undefined } }, { token: admin.token });
    expect(missing.errors?.[0].message).toMatch(/category/);
  });

  it("approves or rejects only pending transactions, and completes only approved ones", async () => {
    const created = await t.gql(CREATE, { input: base }, { token: admin.token });
    const id = created.data.createTransaction.id;
    const approve = `mutation($id: ID!) { approveTransaction(id: $id) { status approvedBy { fullName } approvedAt } }`;
    const reject = `mutation($id: ID!) { rejectTransaction(id: $id) { status } }`;
    const complete = `mutation($id: ID!) { completeTransaction(id: $id) { status } }`;

    const early = await t.gql(complete, { id }, { token: admin.token });
    expect(early.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });

    const ok = await t.gql(approve, { id }, { token: admin.token });
    expect(ok.data.approveTransaction).toMatchObject({ status: "APPROVED", approvedBy: { fullName: "Grace Admin" } });
    expect(ok.data.approveTransaction.approvedAt).toBeTruthy();

    for (const again of [approve, reject]) {
      const res = await t.gql(again, { id }, { token: admin.token });
      expect(res.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
    }
    const done = await t.gql(complete, { id }, { token: admin.token });
    expect(done.data.completeTransaction.status).toBe("COMPLETED");

    const other = await t.gql(CREATE, { input: base }, { token: admin.token });
    const rejected = await t.gql(reject, { id: other.data.createTransaction.id }, { token: admin.token });
    expect(rejected.data.rejectTransaction.status).toBe("REJECTED");

    const actions = (await t.prisma.auditLog.findMany({ where: { entity: "Transaction", actorId: admin.user.id }, select: { action: true } })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["transaction.approve", "transaction.complete", "transaction.reject"]));
  });

  it("an approved then completed expense moves from pending into expenses on the summary", async () => {
    const s = async () => (await t.gql(SUMMARY, { country: "OTHER", period: "CURRENT_MONTH" }, { token: admin.token })).data.financeSummary;
    const before = await s();
    const created = await t.gql(CREATE, { input: { ...base, country: "OTHER", currency: "USD", amount: "77" } }, { token: admin.token });
    const id = created.data.createTransaction.id;
    const pending = await s();
    expect(Number(pending.pending) - Number(before.pending)).toBe(77);
    await t.gql(`mutation($id: ID!) { approveTransaction(id: $id) { id } }`, { id }, { token: admin.token });
    await t.gql(`mutation($id: ID!) { completeTransaction(id: $id) { id } }`, { id }, { token: admin.token });
    const after = await s();
    expect(Number(after.expenses) - Number(before.expenses)).toBe(77);
    expect(after.pending).toBe(before.pending);
  });

  it("lists with filters (status, type, category, country, period, text) in one page", async () => {
    await createTransactionRow(t, { country: "NA", description: "Campanha rádio Windhoek", type: "EXPENSE", category: "MARKETING", status: "PENDING" });
    const q = `query($filter: TransactionFilter) { transactions(filter: $filter, first: 50) { totalCount edges { node { description status type category country createdBy { fullName } } } } }`;
    const res = await t.gql(
      q,
      { filter: { country: "NA", status: "PENDING", type: "EXPENSE", category: "MARKETING", period: "LAST_30_DAYS", search: "rádio" } },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.transactions.edges.map((e: any) => e.node.description)).toEqual(["Campanha rádio Windhoek"]);
    t.sql.reset();
    const all = await t.gql(q, { filter: { period: "CURRENT_YEAR" } }, { token: admin.token });
    expect(all.data.transactions.edges.length).toBeGreaterThan(3);
    // a page with its creators and approvers: a bounded number of statements, not one per row
    expect(t.sql.count).toBeLessThanOrEqual(4);
  });
});

describe("cash flow and reports", () => {
  it("buckets completed income and expense by month over the year, with change against the previous year", async () => {
    const res = await t.gql(
      `{ cashFlow(country: NA, period: CURRENT_YEAR) { bucket income expense previousIncome incomeChangePercent points { start income expense } } }`,
      {},
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    const cf = res.data.cashFlow;
    expect(cf.bucket).toBe("MONTH");
    expect(cf.points).toHaveLength(12);
    const sum = cf.points.reduce((s: number, p: any) => s + Number(p.income), 0);
    expect(sum).toBeCloseTo(Number(cf.income), 1);
    // the cash-flow totals are the summary's figures
    const summary = await t.gql(SUMMARY, { country: "NA", period: "CURRENT_YEAR" }, { token: admin.token });
    expect(cf.income).toBe(summary.data.financeSummary.revenue);
    expect(cf.expense).toBe(summary.data.financeSummary.expenses);
    expect(Number(cf.income)).toBeGreaterThanOrEqual(1000);
    expect(cf.previousIncome).toBe("0");
    expect(cf.incomeChangePercent).toBeNull();

    await createTransactionRow(t, { country: "NA", amount: "500", date: new Date(Date.UTC(new Date().getUTCFullYear() - 1, 5, 1)) });
    const again = await t.gql(`{ cashFlow(country: NA, period: CURRENT_YEAR) { income previousIncome incomeChangePercent } }`, {}, { token: admin.token });
    const { income, previousIncome, incomeChangePercent } = again.data.cashFlow;
    expect(previousIncome).toBe("500");
    expect(incomeChangePercent).toBeCloseTo(((Number(income) - 500) / 500) * 100, 1);
  });

  it("exports CSV the way a Portuguese or an English spreadsheet reads it: separator, decimals, dates, labels", async () => {
    const csv = async (kind: string, period: string, language: string) =>
      (await t.gql(`{ financeReportCsv(country: NA, period: ${period}, kind: ${kind}, language: ${language}) }`, {}, { token: admin.token })).data
        .financeReportCsv as string;
    // the one CSV rule (infra/csv): formulas defused in every column, numbers left as numbers
    await createTransactionRow(t, { country: "NA", description: "@SUM(1+1)", amount: "15000.5", category: "PROJECT_REVENUE" });

    const pt = await csv("TRANSACTIONS", "CURRENT_YEAR", "pt");
    expect(pt.startsWith("\ufeff"), "a BOM, so Excel reads the accents as UTF-8").toBe(true);
    const lines = pt.slice(1).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Data;Descrição;Tipo;Categoria;País;Estado;Valor;Moeda;Método de pagamento/);
    expect(lines.some((l) => l.includes("Campanha rádio Windhoek"))).toBe(true);
    expect(lines.find((l) => l.includes("SUM(1+1)"))).toMatch(/^\d{2}\/\d{2}\/\d{4};'@SUM\(1\+1\);Receita;Receita de Projeto;Namíbia;Concluída;15000,5;USD;/);

    const en = await csv("TRANSACTIONS", "CURRENT_YEAR", "en");
    expect(en.startsWith("\ufeffDate,Description,Type,Category,Country,Status,Amount,Currency")).toBe(true);
    expect(en.split("\r\n").find((l) => l.includes("SUM(1+1)"))).toMatch(/^\d{4}-\d{2}-\d{2},'@SUM\(1\+1\),Income,Project revenue,Namibia,Completed,15000\.5,USD,/);

    expect(await csv("SUMMARY", "LAST_30_DAYS", "en")).toContain("USD→AOA rate,825.5,AOA");
    const summaryPt = await csv("SUMMARY", "LAST_30_DAYS", "pt");
    expect(summaryPt).toContain("Câmbio USD→AOA;825,5;AOA");
    expect(summaryPt).toMatch(/Período;\d{2}\/\d{2}\/\d{4}\.\.\d{2}\/\d{2}\/\d{4};/);
    expect(summaryPt).toContain("País;Namíbia;");
  });
});
