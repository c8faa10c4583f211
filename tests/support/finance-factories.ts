import crypto from "node:crypto";
import type { Prisma } from "../../api/src/generated/prisma/client.ts";
import type { TestApp } from "./test-app.ts";

const uid = () => crypto.randomBytes(4).toString("hex");
const DAY = 86_400_000;

/** Today at UTC midnight, plus `days`. */
export const day = (days = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY);
};

/** The spec's sample rates (USD→AOA 825.5, USD→NAD 18.25, USD→ZAR 18.42, EUR→USD 1.08), dated today. */
export async function seedSpecRates(t: TestApp, asOf = day()) {
  const rows = [
    { base: "USD", quote: "AOA", rate: "825.5" },
    { base: "USD", quote: "NAD", rate: "18.25" },
    { base: "USD", quote: "ZAR", rate: "18.42" },
    { base: "EUR", quote: "USD", rate: "1.08" },
  ] as const;
  for (const r of rows) {
    await t.prisma.exchangeRate.upsert({
      where: { base_quote_asOf: { base: r.base, quote: r.quote, asOf } },
      create: { ...r, asOf },
      update: { rate: r.rate },
    });
  }
}

export function createClientRow(t: TestApp, data: Partial<Prisma.ClientUncheckedCreateInput> = {}) {
  return t.prisma.client.create({
    data: { name: `Client ${uid()}`, email: `client-${uid()}@example.test`, country: "AO", sector: "HEALTH", organization: "Org", status: "ACTIVE", ...data },
  });
}

/**
 * A project's spending is derived from its completed expenses, so `spent`
 * is recorded as one completed expense of that amount in the project's
 * currency, dated today (the `spent` column itself is no longer read).
 */
export async function recordProjectSpending(
  t: TestApp,
  project: { id: string; currency: Prisma.ProjectUncheckedCreateInput["currency"]; country: Prisma.ProjectUncheckedCreateInput["country"] },
  spent: unknown,
  date = day(),
) {
  if (spent == null || Number(spent) <= 0) return;
  await createTransactionRow(t, {
    type: "EXPENSE",
    category: "OPERATIONS",
    amount: String(spent),
    currency: project.currency,
    country: project.country,
    projectId: project.id,
    date,
  });
}

export async function createProjectRow(t: TestApp, data: Partial<Prisma.ProjectUncheckedCreateInput> = {}) {
  const { spent, ...rest } = data;
  const clientId = data.clientId ?? (await createClientRow(t)).id;
  const project = await t.prisma.project.create({
    data: { name: `Project ${uid()}`, country: "AO", sector: "HEALTH", budget: "1000", status: "ACTIVE", progress: 50, ...rest, clientId },
  });
  await recordProjectSpending(t, project, spent);
  return project;
}

export function createTransactionRow(t: TestApp, data: Partial<Prisma.TransactionUncheckedCreateInput> = {}) {
  return t.prisma.transaction.create({
    data: {
      date: day(),
      description: `Transaction ${uid()}`,
      type: "INCOME",
      amount: "100",
      currency: "USD",
      category: "CONSULTING",
      country: "AO",
      status: "COMPLETED",
      ...data,
    },
  });
}

export function createBudgetRow(t: TestApp, data: Partial<Prisma.BudgetUncheckedCreateInput> = {}) {
  const year = new Date().getUTCFullYear();
  return t.prisma.budget.create({
    data: {
      name: `Budget ${uid()}`,
      country: "AO",
      category: "MARKETING",
      allocated: "1000",
      currency: "USD",
      period: String(year),
      startDate: new Date(Date.UTC(year, 0, 1)),
      endDate: new Date(Date.UTC(year, 11, 31)),
      responsible: "Finance lead",
      ...data,
    },
  });
}

export async function createInvoiceRow(t: TestApp, data: Partial<Prisma.InvoiceUncheckedCreateInput> = {}) {
  const clientId = data.clientId ?? (await createClientRow(t)).id;
  return t.prisma.invoice.create({
    data: {
      number: `TEST-${uid()}`,
      amount: "500",
      currency: "USD",
      issueDate: day(-10),
      dueDate: day(20),
      country: "AO",
      status: "DRAFT",
      ...data,
      subtotal: data.subtotal ?? data.amount ?? "500",
      clientId,
      items: { create: [{ description: "Work", quantity: "1", unitPrice: data.amount ?? "500", total: data.amount ?? "500" }] },
    },
  });
}
