import type { Prisma } from "../../generated/prisma/client.ts";
import type { Country, Language } from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { CountryEnum, LanguageEnum } from "../../infra/common/schema.ts";
import { csvDate, toCsv } from "../../infra/csv/csv.ts";
import { csvLabel } from "../../infra/csv/labels.ts";
import { budgetWhere } from "./budget.ts";
import { spentByBudget, usagePercent } from "./budget-spent.ts";
import { FinancePeriodEnum, FinanceReportKindEnum, type FinancePeriod, type FinanceReportKind } from "./enums.ts";
import { InvoiceRef, isOverdue } from "./invoice.ts";
import { periodRange } from "./period.ts";
import { loadDatedRates } from "../../infra/money/rates.ts";
import { TransactionRef } from "./transaction.ts";
import { financeSummary } from "./summary.ts";

type Lang = Language;

// Column headings and enum values in the reader's language; numbers and dates
// in the reader's format (infra/csv).
const HEADINGS: Record<string, [pt: string, en: string]> = {
  date: ["Data", "Date"],
  description: ["Descrição", "Description"],
  type: ["Tipo", "Type"],
  category: ["Categoria", "Category"],
  country: ["País", "Country"],
  status: ["Estado", "Status"],
  amount: ["Valor", "Amount"],
  currency: ["Moeda", "Currency"],
  paymentMethod: ["Método de pagamento", "Payment method"],
  project: ["Projeto", "Project"],
  client: ["Cliente", "Client"],
  invoice: ["Fatura", "Invoice"],
  createdBy: ["Registrado por", "Recorded by"],
  approvedBy: ["Aprovado por", "Approved by"],
  number: ["Número", "Number"],
  issueDate: ["Emissão", "Issue date"],
  dueDate: ["Vencimento", "Due date"],
  overdue: ["Vencida", "Overdue"],
  name: ["Nome", "Name"],
  period: ["Período", "Period"],
  startDate: ["Início", "Start"],
  endDate: ["Fim", "End"],
  allocated: ["Alocado", "Allocated"],
  spent: ["Gasto", "Spent"],
  usage: ["Uso (%)", "Usage (%)"],
  responsible: ["Responsável", "Responsible"],
  metric: ["Indicador", "Metric"],
  value: ["Valor", "Value"],
  revenue: ["Receita", "Revenue"],
  expenses: ["Despesas", "Expenses"],
  net: ["Lucro líquido", "Net profit"],
  margin: ["Margem (%)", "Margin (%)"],
  pending: ["Pendente", "Pending"],
  budgetAllocated: ["Orçamento total", "Total budget"],
  budgetUsed: ["Orçamento usado (%)", "Budget used (%)"],
  usdToAoa: ["Câmbio USD→AOA", "USD→AOA rate"],
  allCountries: ["Todos os países", "All countries"],
  yes: ["Sim", "Yes"],
  no: ["Não", "No"],
};
const h = (lang: Lang, ...keys: string[]) => keys.map((k) => HEADINGS[k][lang === "pt" ? 0 : 1]);

type Db = Prisma.TransactionClient | Parameters<typeof financeSummary>[0];

export async function financeReport(
  db: Prisma.TransactionClient,
  args: { country?: Country | null; period: FinancePeriod; kind: FinanceReportKind; language: Lang; ids?: string[] | null },
  today = new Date(),
): Promise<string> {
  const { country, period, kind, language: lang, ids } = args;
  const range = periodRange(period, today);
  // ids: exactly these rows (the ones selected on screen), whatever their country and date
  const byCountry = ids ? { id: { in: ids } } : country ? { country } : {};
  switch (kind) {
    case "TRANSACTIONS": {
      const rows = await db.transaction.findMany({
        where: ids ? byCountry : { ...byCountry, date: { gte: range.start, lte: range.end } },
        orderBy: [{ date: "desc" }, { createdAt: "desc" }],
        include: {
          project: { select: { name: true } },
          client: { select: { name: true } },
          invoice: { select: { number: true } },
          createdBy: { select: { fullName: true } },
          approvedBy: { select: { fullName: true } },
        },
      });
      return toCsv(
        h(
          lang,
          "date",
          "description",
          "type",
          "category",
          "country",
          "status",
          "amount",
          "currency",
          "paymentMethod",
          "project",
          "client",
          "invoice",
          "createdBy",
          "approvedBy",
        ),
        rows.map((r) => [
          r.date,
          r.description,
          csvLabel("TransactionType", r.type, lang),
          csvLabel("TransactionCategory", r.category, lang),
          csvLabel("Country", r.country, lang),
          csvLabel("TransactionStatus", r.status, lang),
          r.amount,
          r.currency,
          csvLabel("PaymentMethod", r.paymentMethod, lang),
          r.project?.name,
          r.client?.name,
          r.invoice?.number,
          r.createdBy?.fullName,
          r.approvedBy?.fullName,
        ]),
        lang,
      );
    }
    case "INVOICES": {
      const rows = await db.invoice.findMany({
        where: ids ? byCountry : { ...byCountry, issueDate: { gte: range.start, lte: range.end } },
        orderBy: [{ issueDate: "desc" }, { number: "desc" }],
        include: { client: { select: { name: true } }, project: { select: { name: true } } },
      });
      return toCsv(
        h(lang, "number", "client", "project", "issueDate", "dueDate", "status", "overdue", "country", "amount", "currency"),
        rows.map((r) => [
          r.number,
          r.client.name,
          r.project?.name,
          r.issueDate,
          r.dueDate,
          csvLabel("InvoiceStatus", r.status, lang),
          h(lang, isOverdue(r, today) ? "yes" : "no")[0],
          csvLabel("Country", r.country, lang),
          r.amount,
          r.currency,
        ]),
        lang,
      );
    }
    case "BUDGETS": {
      const rows = await db.budget.findMany({ where: budgetWhere(country, period, today), orderBy: [{ country: "asc" }, { category: "asc" }] });
      const spent = await spentByBudget(db, rows, await loadDatedRates(db));
      return toCsv(
        h(lang, "name", "country", "category", "period", "startDate", "endDate", "allocated", "spent", "usage", "currency", "responsible"),
        rows.map((r) => [
          r.name,
          csvLabel("Country", r.country, lang),
          csvLabel("TransactionCategory", r.category, lang),
          r.period,
          r.startDate,
          r.endDate,
          r.allocated,
          spent.get(r.id),
          usagePercent(spent.get(r.id)!, r.allocated),
          r.currency,
          r.responsible,
        ]),
        lang,
      );
    }
    case "SUMMARY": {
      const s = await financeSummary(db as Db as Parameters<typeof financeSummary>[0], { country, period, currency: "USD" }, today);
      return toCsv(
        h(lang, "metric", "value", "currency"),
        [
          [h(lang, "period")[0], `${csvDate(s.start, lang)}..${csvDate(s.end, lang)}`, ""],
          [h(lang, "country")[0], country ? csvLabel("Country", country, lang) : h(lang, "allCountries")[0], ""],
          [h(lang, "revenue")[0], s.revenue, "USD"],
          [h(lang, "expenses")[0], s.expenses, "USD"],
          [h(lang, "net")[0], s.net, "USD"],
          [h(lang, "margin")[0], s.marginPercent ?? "", ""],
          [h(lang, "pending")[0], s.pending, "USD"],
          [h(lang, "budgetAllocated")[0], s.budgetAllocated, "USD"],
          [h(lang, "budgetUsed")[0], s.budgetUsedPercent ?? "", ""],
          [h(lang, "usdToAoa")[0], s.usdToAoa ?? "", "AOA"],
        ],
        lang,
      );
    }
  }
}

builder.queryFields((t) => ({
  /** A finance report as CSV text (headings in the chosen language), for download. */
  financeReportCsv: t.string({
    authScopes: { admin: true },
    args: {
      country: t.arg({ type: CountryEnum, required: false }),
      period: t.arg({ type: FinancePeriodEnum, required: true }),
      kind: t.arg({ type: FinanceReportKindEnum, required: true }),
      language: t.arg({ type: LanguageEnum, required: false, defaultValue: "pt" }),
      transactionIds: t.arg.globalIDList({ required: false, for: TransactionRef }),
      invoiceIds: t.arg.globalIDList({ required: false, for: InvoiceRef }),
    },
    resolve: (_root, args, ctx) =>
      financeReport(ctx.prisma as unknown as Prisma.TransactionClient, {
        country: args.country,
        period: args.period,
        kind: args.kind,
        language: args.language ?? "pt",
        ids: args.kind === "TRANSACTIONS" ? args.transactionIds?.map((g) => g.id) : args.kind === "INVOICES" ? args.invoiceIds?.map((g) => g.id) : null,
      }),
  }),
}));
