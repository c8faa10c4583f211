import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createClientRow, createInvoiceRow, createProjectRow, day, seedSpecRates } from "../support/finance-factories.ts";
import { gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let admin: { token: string; user: { id: string } };
let member: { token: string };

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      id number status amount currency overdue country issueDate dueDate
      client { name } project { name }
      items { description quantity unitPrice total }
    }
  }
`;
const iso = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t);
  await seedSpecRates(t);
});

describe("invoices", () => {
  it("takes the clients and projects it offers (financeClients, financeProjects) by their global ids, and refuses a bare UUID", async () => {
    const clerk = await createAdmin(t); // its own audit trail: the numbering test counts the main admin's
    const client = await createClientRow(t, { name: "Escola Benguela" });
    const project = await createProjectRow(t, { name: "Biblioteca", clientId: client.id });
    const options = await t.gql(
      `{ financeClients(first: 100) { edges { node { id name } } } financeProjects(first: 100) { edges { node { id name clientId } } } }`,
      {},
      { token: clerk.token },
    );
    const offered = options.data.financeClients.edges.find((e: any) => e.node.name === "Escola Benguela").node;
    const offeredProject = options.data.financeProjects.edges.find((e: any) => e.node.name === "Biblioteca").node;
    expect(offered.id).toBe(gid("Client", client.id));
    expect(offeredProject).toMatchObject({ id: gid("Project", project.id), clientId: offered.id });
    const items = [{ description: "x", quantity: "1", unitPrice: "10" }];
    const input = { clientId: offered.id, projectId: offeredProject.id, currency: "USD", country: "AO", issueDate: "2024-03-10", dueDate: "2024-03-20", items };
    const made = await t.gql(CREATE, { input }, { token: clerk.token });
    expect(made.errors).toBeUndefined();
    const bare = await t.gql(CREATE, { input: { ...input, clientId: client.id } }, { token: clerk.token });
    expect(bare.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", reason: "INVALID_ID" });
  });

  it("computes line totals and the amount on the server and numbers invoices per year", async () => {
    const client = await createClientRow(t, { name: "Universidade do Lubango" });
    const project = await createProjectRow(t, { name: "Campus digital", clientId: client.id });
    const input = {
      clientId: gid("Client", client.id),
      projectId: gid("Project", project.id),
      currency: "AOA",
      country: "AO",
      issueDate: "2026-03-10",
      dueDate: "2026-04-09",
      items: [
        { description: "Consultoria", quantity: "2.5", unitPrice: "1000.10" },
        { description: "Licenças", quantity: "3", unitPrice: "0.33" },
      ],
    };
    const res = await t.gql(CREATE, { input }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.createInvoice).toMatchObject({
      status: "DRAFT",
      // 2501.24 before tax, plus Angola's IVA 14 % (350.17), the lines' default rate
      amount: "2851.41",
      currency: "AOA",
      client: { name: "Universidade do Lubango" },
      project: { name: "Campus digital" },
      items: [
        { description: "Consultoria", quantity: "2.5", unitPrice: "1000.1", total: "2500.25" },
        { description: "Licenças", quantity: "3", unitPrice: "0.33", total: "0.99" },
      ],
    });
    expect(res.data.createInvoice.number).toMatch(/^PONTE-2026-\d{4}$/);
    const second = await t.gql(CREATE, { input: { ...input, projectId: null } }, { token: admin.token });
    const n1 = Number(res.data.createInvoice.number.slice(-4));
    expect(second.data.createInvoice.number).toBe(`PONTE-2026-${String(n1 + 1).padStart(4, "0")}`);
    // parallel creations never share a number
    const many = await Promise.all(Array.from({ length: 4 }, () => t.gql(CREATE, { input: { ...input, projectId: null } }, { token: admin.token })));
    const numbers = many.map((m) => m.data.createInvoice.number);
    expect(new Set(numbers).size).toBe(4);
    expect(await t.prisma.auditLog.count({ where: { action: "invoice.create", actorId: admin.user.id } })).toBe(6);
  });

  it("rejects a due date before the issue date, no items, a zero quantity and a negative price", async () => {
    const client = await createClientRow(t);
    const base = {
      clientId: gid("Client", client.id),
      currency: "USD",
      country: "AO",
      issueDate: "2026-03-10",
      dueDate: "2026-03-20",
      items: [{ description: "x", quantity: "1", unitPrice: "1" }],
    };
    const bad = [
      { ...base, dueDate: "2026-03-09" },
      { ...base, items: [] },
      { ...base, items: [{ description: "x", quantity: "0", unitPrice: "1" }] },
      { ...base, items: [{ description: "x", quantity: "1", unitPrice: "-1" }] },
      { ...base, items: [{ description: " ", quantity: "1", unitPrice: "1" }] },
    ];
    for (const input of bad) {
      const res = await t.gql(CREATE, { input }, { token: admin.token });
      expect(res.errors?.[0].extensions?.code, JSON.stringify(input)).toBe("BAD_USER_INPUT");
    }
    const due = await t.gql(CREATE, { input: bad[0] }, { token: admin.token });
    expect(due.errors?.[0].extensions?.issues).toEqual([expect.objectContaining({ reason: "DUE_BEFORE_ISSUE" })]);
    const otherProject = await createProjectRow(t);
    const mismatch = await t.gql(CREATE, { input: { ...base, projectId: gid("Project", otherProject.id) } }, { token: admin.token });
    expect(mismatch.errors?.[0].extensions?.reason).toBe("PROJECT_CLIENT_MISMATCH");
    const member_ = await t.gql(CREATE, { input: base }, { token: member.token });
    expect(member_.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("marks paid only after sending, and records the payment as completed income", async () => {
    const client = await createClientRow(t, { country: "NA" });
    const inv = await t.gql(
      CREATE,
      {
        input: {
          clientId: gid("Client", client.id),
          currency: "NAD",
          country: "NA",
          issueDate: iso(day()),
          dueDate: iso(day(30)),
          items: [{ description: "Formação", quantity: "1", unitPrice: "1825" }],
        },
      },
      { token: admin.token },
    );
    const id = inv.data.createInvoice.id;
    const pay = `mutation($id: ID!) { markInvoicePaid(id: $id) { status paidAt } }`;
    const send = `mutation($id: ID!) { sendInvoice(id: $id) { status } }`;
    const summary = async () =>
      (await t.gql(`{ financeSummary(country: NA, period: LAST_30_DAYS) { revenue } }`, {}, { token: admin.token })).data.financeSummary.revenue;

    const draftPay = await t.gql(pay, { id }, { token: admin.token });
    expect(draftPay.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
    expect(await summary()).toBe("0");

    expect((await t.gql(send, { id }, { token: admin.token })).data.sendInvoice.status).toBe("SENT");
    const sentAgain = await t.gql(send, { id }, { token: admin.token });
    expect(sentAgain.errors?.[0].extensions?.reason).toBe("INVALID_TRANSITION");

    const paid = await t.gql(pay, { id }, { token: admin.token });
    expect(paid.data.markInvoicePaid.status).toBe("PAID");
    expect(paid.data.markInvoicePaid.paidAt).toBeTruthy();
    // 1825 NAD plus Namibia's VAT 15 % = 2098.75 NAD, at 18.25 per USD
    expect(await summary()).toBe("115");
    const rowId = Buffer.from(id, "base64").toString().split(":")[1];
    const payment = await t.prisma.transaction.findFirstOrThrow({ where: { invoiceId: rowId } });
    expect(payment).toMatchObject({ type: "INCOME", status: "COMPLETED", category: "PROJECT_REVENUE", currency: "NAD" });

    const twice = await t.gql(pay, { id }, { token: admin.token });
    expect(twice.errors?.[0].extensions?.reason).toBe("INVALID_TRANSITION");
    const cancelPaid = await t.gql(`mutation($id: ID!) { cancelInvoice(id: $id) { status } }`, { id }, { token: admin.token });
    expect(cancelPaid.errors?.[0].extensions?.reason).toBe("INVALID_TRANSITION");
    const actions = (await t.prisma.auditLog.findMany({ where: { entity: "Invoice", entityId: rowId }, orderBy: { createdAt: "asc" } })).map((a) => a.action);
    expect(actions).toEqual(["invoice.create", "invoice.send", "invoice.markPaid"]);
  });

  it("flags unpaid invoices past their due date as overdue, filters them, and lets them be paid or cancelled", async () => {
    const late = await createInvoiceRow(t, { status: "SENT", issueDate: day(-60), dueDate: day(-5), country: "ZA", currency: "ZAR" });
    const onTime = await createInvoiceRow(t, { status: "SENT", dueDate: day(5), country: "ZA" });
    const paidLate = await createInvoiceRow(t, { status: "PAID", dueDate: day(-5), country: "ZA" });
    const list = await t.gql(
      `query($filter: InvoiceFilter) { invoices(filter: $filter, first: 20) { totalCount edges { node { id number overdue status } } } }`,
      { filter: { country: "ZA" } },
      { token: admin.token },
    );
    const byNumber = Object.fromEntries(list.data.invoices.edges.map((e: any) => [e.node.number, e.node.overdue]));
    expect(byNumber).toEqual({ [late.number]: true, [onTime.number]: false, [paidLate.number]: false });
    const overdue = await t.gql(`{ invoices(filter: { status: OVERDUE, country: ZA }, first: 20) { edges { node { number } } } }`, {}, { token: admin.token });
    expect(overdue.data.invoices.edges.map((e: any) => e.node.number)).toEqual([late.number]);
    // issued 60 days ago: in the last year's list, not in the last 30 days'
    const recent = await t.gql(`{ invoices(filter: { country: ZA, period: LAST_30_DAYS }, first: 20) { edges { node { number } } } }`, {}, { token: admin.token });
    expect(recent.data.invoices.edges.map((e: any) => e.node.number)).not.toContain(late.number);
    expect(recent.data.invoices.edges.map((e: any) => e.node.number)).toContain(onTime.number);

    const lateId = list.data.invoices.edges.find((e: any) => e.node.number === late.number).node.id;
    const paid = await t.gql(`mutation($id: ID!) { markInvoicePaid(id: $id) { status overdue } }`, { id: lateId }, { token: admin.token });
    expect(paid.data.markInvoicePaid).toEqual({ status: "PAID", overdue: false });

    const onTimeId = list.data.invoices.edges.find((e: any) => e.node.number === onTime.number).node.id;
    const cancelled = await t.gql(`mutation($id: ID!) { cancelInvoice(id: $id) { status } }`, { id: onTimeId }, { token: admin.token });
    expect(cancelled.data.cancelInvoice.status).toBe("CANCELLED");
  });
});
