import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../support/factories.ts";
import { createBudgetRow, createInvoiceRow, createTransactionRow, day } from "../support/finance-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let admin: { token: string };

beforeAll(async () => {
  admin = await createAdmin(t);
});

const TRANSACTIONS = /* GraphQL */ `
  query T($filter: TransactionFilter, $orderBy: TransactionOrder, $first: Int, $after: String) {
    transactions(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id description amount status date } }
    }
  }
`;

describe("finance lists sorted by the server", () => {
  it("sorts transactions by amount, status and date both ways, and pages through the sorted list", async () => {
    await createTransactionRow(t, { country: "NA", description: "ordem alfa", amount: "30", status: "REJECTED", date: day(-3) });
    await createTransactionRow(t, { country: "NA", description: "ordem beta", amount: "10", status: "PENDING", date: day(-1) });
    await createTransactionRow(t, { country: "NA", description: "ordem gama", amount: "20", status: "COMPLETED", date: day(-2) });
    const list = async (orderBy: unknown, first = 10, after?: string) => {
      const res = await t.gql(TRANSACTIONS, { filter: { search: "ordem" }, orderBy, first, after }, { token: admin.token });
      expect(res.errors).toBeUndefined();
      return res.data.transactions;
    };
    const amounts = async (orderBy: unknown) => (await list(orderBy)).edges.map((e: { node: { amount: string } }) => e.node.amount);
    expect(await amounts({ field: "AMOUNT", direction: "ASC" })).toEqual(["10", "20", "30"]);
    expect(await amounts({ field: "AMOUNT", direction: "DESC" })).toEqual(["30", "20", "10"]);
    expect(await amounts({ field: "DATE" })).toEqual(["30", "20", "10"]);
    expect(await amounts({ field: "DATE", direction: "DESC" })).toEqual(["10", "20", "30"]);
    // the enum's order: PENDING, APPROVED, COMPLETED, REJECTED
    expect(await amounts({ field: "STATUS", direction: "ASC" })).toEqual(["10", "20", "30"]);
    expect(await amounts({ field: "STATUS", direction: "DESC" })).toEqual(["30", "20", "10"]);
    // without orderBy: newest date first, as before
    expect(await amounts(null)).toEqual(["10", "20", "30"]);
    // paging keeps the order
    const first = await list({ field: "AMOUNT", direction: "DESC" }, 2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await list({ field: "AMOUNT", direction: "DESC" }, 2, first.pageInfo.endCursor);
    expect(rest.edges.map((e: { node: { amount: string } }) => e.node.amount)).toEqual(["10"]);
  });

  it("sorts invoices and budgets both ways", async () => {
    await createInvoiceRow(t, { country: "ZA", amount: "700", dueDate: day(5) });
    await createInvoiceRow(t, { country: "ZA", amount: "300", dueDate: day(40) });
    const invoices = async (direction: string) => {
      const res = await t.gql(
        `query($o: InvoiceOrder) { invoices(filter: { country: ZA }, orderBy: $o, first: 10) { edges { node { amount } } } }`,
        { o: { field: "AMOUNT", direction } },
        { token: admin.token },
      );
      expect(res.errors).toBeUndefined();
      return res.data.invoices.edges.map((e: { node: { amount: string } }) => e.node.amount);
    };
    expect(await invoices("ASC")).toEqual(["300", "700"]);
    expect(await invoices("DESC")).toEqual(["700", "300"]);

    await createBudgetRow(t, { country: "ZA", name: "Zeta", allocated: "50" });
    await createBudgetRow(t, { country: "ZA", name: "Alfa", allocated: "900" });
    const budgets = async (field: string, direction: string) => {
      const res = await t.gql(
        `query($o: BudgetOrder) { budgets(country: ZA, orderBy: $o, first: 10) { edges { node { name } } } }`,
        { o: { field, direction } },
        { token: admin.token },
      );
      expect(res.errors).toBeUndefined();
      return res.data.budgets.edges.map((e: { node: { name: string } }) => e.node.name);
    };
    expect(await budgets("NAME", "ASC")).toEqual(["Alfa", "Zeta"]);
    expect(await budgets("NAME", "DESC")).toEqual(["Zeta", "Alfa"]);
    expect(await budgets("ALLOCATED", "ASC")).toEqual(["Zeta", "Alfa"]);
  });

  it("exports exactly the selected transactions as CSV", async () => {
    const a = await createTransactionRow(t, { country: "AO", description: "selecionada um", date: day(-900) });
    const b = await createTransactionRow(t, { country: "NA", description: "selecionada dois" });
    await createTransactionRow(t, { country: "AO", description: "fora da seleção" });
    const res = await t.gql(
      `query($ids: [ID!]) { financeReportCsv(period: CURRENT_MONTH, kind: TRANSACTIONS, language: en, transactionIds: $ids) }`,
      { ids: [encodeGlobalID("Transaction", a.id), encodeGlobalID("Transaction", b.id)] },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    const lines = (res.data.financeReportCsv as string).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(",")[1])
        .sort(),
    ).toEqual(["selecionada dois", "selecionada um"]);
    // an id of another type is refused
    const wrong = await t.gql(
      `query($ids: [ID!]) { financeReportCsv(period: CURRENT_MONTH, kind: TRANSACTIONS, transactionIds: $ids) }`,
      { ids: [encodeGlobalID("Invoice", a.id)] },
      { token: admin.token },
    );
    expect(wrong.errors?.length).toBeGreaterThan(0);
  });
});
