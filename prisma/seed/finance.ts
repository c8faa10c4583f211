import { Prisma } from "../../api/src/generated/prisma/client.ts";
import type { Country, Currency, PaymentMethod, TransactionCategory, TransactionStatus, TransactionType } from "../../api/src/generated/prisma/enums.ts";
import { convertExact, type DatedRates, loadDatedRates, money, sumDatedExact } from "../../api/src/infra/money/rates.ts";
import { SEED_PROJECT_SPENDING } from "./projects.ts";
import { defaultTaxRate, invoiceTotals } from "../../api/src/modules/finance/invoice-totals.ts";
import { daysFrom, type SeedContext } from "./types.ts";

// Finance demo data (spec §3, §9): the spec's exchange rates with a short
// history, a year of transactions in the three countries (some still
// pending), this year's budgets and invoices in every status. Transactions
// and invoices are linked to the seeded projects and clients of their country.

/** [base, quote, today's rate (the spec's), rates 30, 60 and 90 days ago] */
const RATES: Array<[Currency, Currency, string, string, string, string]> = [
  ["USD", "AOA", "825.5", "818.75", "809.2", "797.4"],
  ["USD", "NAD", "18.25", "18.41", "18.66", "18.93"],
  ["USD", "ZAR", "18.42", "18.55", "18.71", "18.98"],
  ["EUR", "USD", "1.08", "1.074", "1.069", "1.085"],
];

interface SeedTransaction {
  days: number;
  country: Country;
  type: TransactionType;
  category: TransactionCategory;
  amount: string;
  currency: Currency;
  status: TransactionStatus;
  description: string;
  method?: PaymentMethod;
  notes?: string;
  /** the seeded project it belongs to (by name); its client comes with it */
  project?: string;
  /** the seeded client (by name) of an income outside any project */
  client?: string;
}

const TRANSACTIONS: SeedTransaction[] = [
  {
    days: -2,
    country: "AO",
    type: "EXPENSE",
    category: "INFRASTRUCTURE",
    amount: "4125000",
    currency: "AOA",
    status: "PENDING",
    description: "Antenas de satélite para postos do Cunene",
    project: "Rede de Telemedicina do Cunene",
    notes: "Aguarda cotação final do fornecedor de Lubango.",
  },
  {
    days: -4,
    country: "NA",
    type: "INCOME",
    category: "CONSULTING",
    amount: "182500",
    currency: "NAD",
    status: "PENDING",
    description: "Consultoria curricular — Instituto Politécnico",
    project: "Plataforma Digital de Ensino Técnico",
  },
  {
    days: -5,
    country: "ZA",
    type: "EXPENSE",
    category: "MARKETING",
    amount: "36840",
    currency: "ZAR",
    status: "APPROVED",
    description: "Campanha digital da Feira SADC",
    project: "Feira Regional de Comércio SADC",
    method: "CARD",
  },
  {
    days: -7,
    country: "AO",
    type: "INCOME",
    category: "PROJECT_REVENUE",
    amount: "18500",
    currency: "USD",
    status: "COMPLETED",
    description: "Tranche 3 — Rede de Telemedicina",
    project: "Rede de Telemedicina do Cunene",
  },
  {
    days: -9,
    country: "NA",
    type: "EXPENSE",
    category: "OPERATIONS",
    amount: "54750",
    currency: "NAD",
    status: "COMPLETED",
    description: "Arrendamento do escritório de Windhoek",
    method: "BANK_TRANSFER",
  },
  {
    days: -11,
    country: "ZA",
    type: "EXPENSE",
    category: "DEVELOPMENT",
    amount: "9200",
    currency: "USD",
    status: "PENDING",
    description: "Módulo de faturação do sistema hospitalar",
    project: "Sistema de Gestão Hospitalar de Joanesburgo",
  },
  {
    days: -13,
    country: "AO",
    type: "TRANSFER",
    category: "OPERATIONS",
    amount: "5000",
    currency: "USD",
    status: "COMPLETED",
    description: "Transferência para a conta operacional de Lubango",
  },
  {
    days: -16,
    country: "AO",
    type: "EXPENSE",
    category: "MARKETING",
    amount: "990600",
    currency: "AOA",
    status: "COMPLETED",
    description: "Material de divulgação em Lubango e Ondjiva",
    method: "MOBILE_MONEY",
  },
  {
    days: -20,
    country: "NA",
    type: "INCOME",
    category: "PROJECT_REVENUE",
    amount: "12000",
    currency: "USD",
    status: "COMPLETED",
    description: "Programa de Bolsas — contribuição semestral",
    project: "Programa de Bolsas Ponte Windhoek",
  },
  {
    days: -24,
    country: "ZA",
    type: "INCOME",
    category: "CONSULTING",
    amount: "147360",
    currency: "ZAR",
    status: "COMPLETED",
    description: "Consultoria de mercado — Cape Town Trade Partners",
    client: "Cape Town Trade Partners",
  },
  {
    days: -28,
    country: "AO",
    type: "EXPENSE",
    category: "DEVELOPMENT",
    amount: "7400",
    currency: "USD",
    status: "REJECTED",
    description: "Licenças de software duplicadas",
    notes: "Já cobertas pelo contrato anual.",
  },
  {
    days: -35,
    country: "NA",
    type: "EXPENSE",
    category: "INFRASTRUCTURE",
    amount: "91250",
    currency: "NAD",
    status: "COMPLETED",
    description: "Laboratório móvel de ensino técnico",
    project: "Plataforma Digital de Ensino Técnico",
  },
  {
    days: -41,
    country: "AO",
    type: "EXPENSE",
    category: "OPERATIONS",
    amount: "2476500",
    currency: "AOA",
    status: "COMPLETED",
    description: "Deslocamentos da equipe ao Cunene",
    project: "Rede de Telemedicina do Cunene",
    method: "CASH",
  },
  {
    days: -48,
    country: "ZA",
    type: "EXPENSE",
    category: "OPERATIONS",
    amount: "55260",
    currency: "ZAR",
    status: "COMPLETED",
    description: "Logística da Feira Regional SADC",
    project: "Feira Regional de Comércio SADC",
  },
  {
    days: -55,
    country: "AO",
    type: "INCOME",
    category: "PROJECT_REVENUE",
    amount: "22000",
    currency: "USD",
    status: "COMPLETED",
    description: "Tranche 2 — Rede de Telemedicina",
    project: "Rede de Telemedicina do Cunene",
  },
  {
    days: -63,
    country: "NA",
    type: "INCOME",
    category: "CONSULTING",
    amount: "9500",
    currency: "USD",
    status: "COMPLETED",
    description: "Avaliação de impacto — Fundação Educar Oshakati",
    client: "Fundação Educar Oshakati",
  },
  {
    days: -72,
    country: "ZA",
    type: "INCOME",
    category: "PROJECT_REVENUE",
    amount: "40000",
    currency: "USD",
    status: "COMPLETED",
    description: "Patrocínios da Feira Regional SADC",
    project: "Feira Regional de Comércio SADC",
  },
  {
    days: -84,
    country: "AO",
    type: "EXPENSE",
    category: "INFRASTRUCTURE",
    amount: "8250000",
    currency: "AOA",
    status: "COMPLETED",
    description: "Equipamento de videoconsulta",
    project: "Rede de Telemedicina do Cunene",
  },
  {
    days: -97,
    country: "NA",
    type: "EXPENSE",
    category: "MARKETING",
    amount: "27375",
    currency: "NAD",
    status: "COMPLETED",
    description: "Divulgação do Programa de Bolsas",
    project: "Programa de Bolsas Ponte Windhoek",
  },
  {
    days: -110,
    country: "ZA",
    type: "EXPENSE",
    category: "DEVELOPMENT",
    amount: "6500",
    currency: "USD",
    status: "COMPLETED",
    description: "Protótipo do sistema hospitalar",
    project: "Sistema de Gestão Hospitalar de Joanesburgo",
  },
  {
    days: -126,
    country: "AO",
    type: "INCOME",
    category: "CONSULTING",
    amount: "7200",
    currency: "USD",
    status: "COMPLETED",
    description: "Estudo do corredor logístico Lubango–Oshakati",
    project: "Corredor Logístico Lubango–Oshakati",
  },
  {
    days: -141,
    country: "NA",
    type: "INCOME",
    category: "PROJECT_REVENUE",
    amount: "16000",
    currency: "USD",
    status: "COMPLETED",
    description: "Plataforma de Ensino Técnico — marco 1",
    project: "Plataforma Digital de Ensino Técnico",
  },
  {
    days: -158,
    country: "ZA",
    type: "EXPENSE",
    category: "MARKETING",
    amount: "73680",
    currency: "ZAR",
    status: "COMPLETED",
    description: "Stand e materiais da Feira SADC",
    project: "Feira Regional de Comércio SADC",
  },
  {
    days: -176,
    country: "AO",
    type: "INCOME",
    category: "PROJECT_REVENUE",
    amount: "25000",
    currency: "USD",
    status: "COMPLETED",
    description: "Tranche 1 — Rede de Telemedicina",
    project: "Rede de Telemedicina do Cunene",
  },
  {
    days: -195,
    country: "NA",
    type: "EXPENSE",
    category: "OPERATIONS",
    amount: "45625",
    currency: "NAD",
    status: "COMPLETED",
    description: "Seguro e manutenção da viatura de Oshakati",
  },
  {
    days: -214,
    country: "AO",
    type: "EXPENSE",
    category: "DEVELOPMENT",
    amount: "4300",
    currency: "USD",
    status: "COMPLETED",
    description: "Aplicação de agendamento de consultas",
    project: "Rede de Telemedicina do Cunene",
  },
  {
    days: -236,
    country: "ZA",
    type: "INCOME",
    category: "CONSULTING",
    amount: "8800",
    currency: "EUR",
    status: "COMPLETED",
    description: "Consultoria para parceiro europeu de turismo",
  },
  {
    days: -259,
    country: "AO",
    type: "INCOME",
    category: "CONSULTING",
    amount: "6000",
    currency: "USD",
    status: "COMPLETED",
    description: "Diagnóstico do turismo comunitário do Namibe",
    project: "Roteiro de Turismo Comunitário do Namibe",
  },
  {
    days: -283,
    country: "NA",
    type: "INCOME",
    category: "CONSULTING",
    amount: "5400",
    currency: "USD",
    status: "COMPLETED",
    description: "Oficina de parcerias em Windhoek",
    client: "Instituto Politécnico de Windhoek",
  },
  {
    days: -310,
    country: "ZA",
    type: "EXPENSE",
    category: "OPERATIONS",
    amount: "36840",
    currency: "ZAR",
    status: "COMPLETED",
    description: "Registro da filial na Cidade do Cabo",
  },
  {
    days: -338,
    country: "AO",
    type: "EXPENSE",
    category: "MARKETING",
    amount: "1651000",
    currency: "AOA",
    status: "COMPLETED",
    description: "Lançamento da marca Ponte em Luanda",
  },
];

/** [country, category, currency, usage the seeded expenses should reach, allocation when there are none yet, responsible] */
const BUDGETS: Array<[Country, TransactionCategory, Currency, number, string, string]> = [
  ["AO", "INFRASTRUCTURE", "AOA", 0.94, "12000000", "Manuel Kapinga"],
  ["AO", "OPERATIONS", "USD", 0.55, "12000", "Manuel Kapinga"],
  ["AO", "MARKETING", "AOA", 0.8, "3000000", "Equipe de comunicação"],
  ["AO", "DEVELOPMENT", "USD", 0.4, "15000", "Thabo Mokoena"],
  ["NA", "INFRASTRUCTURE", "NAD", 0.78, "150000", "Ndapewa Shikongo"],
  ["NA", "OPERATIONS", "NAD", 0.6, "200000", "Johannes Amupolo"],
  ["NA", "MARKETING", "NAD", 0.35, "80000", "Equipe de comunicação"],
  ["ZA", "OPERATIONS", "ZAR", 0.92, "120000", "Thabo Mokoena"],
  ["ZA", "MARKETING", "ZAR", 0.7, "150000", "Equipe de comunicação"],
  ["ZA", "DEVELOPMENT", "USD", 0.3, "20000", "Thabo Mokoena"],
];

const CATEGORY_PT: Record<TransactionCategory, string> = {
  CONSULTING: "Consultoria",
  DEVELOPMENT: "Desenvolvimento",
  MARKETING: "Marketing",
  INFRASTRUCTURE: "Infraestrutura",
  OPERATIONS: "Operações",
  PROJECT_REVENUE: "Receita de Projeto",
};
const COUNTRY_PT: Record<Country, string> = { AO: "Angola", NA: "Namíbia", ZA: "África do Sul", OTHER: "Outros" };

interface SeedInvoice {
  country: Country;
  currency: Currency;
  status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
  issued: number;
  due: number;
  items: Array<[string, string, string]>;
  /** the seeded project it bills (by name); its client comes with it */
  project?: string;
  /** the seeded client (by name) billed outside any project */
  client?: string;
}

// One overdue by its date (sent, due date past) and one already marked overdue.
const INVOICES: SeedInvoice[] = [
  {
    country: "AO",
    currency: "USD",
    status: "PAID",
    issued: -70,
    due: -40,
    project: "Rede de Telemedicina do Cunene",
    items: [["Tranche 2 — Rede de Telemedicina", "1", "22000"]],
  },
  {
    country: "NA",
    currency: "NAD",
    status: "PAID",
    issued: -50,
    due: -20,
    client: "Fundação Educar Oshakati",
    items: [
      ["Avaliação de impacto", "1", "120000"],
      ["Deslocações", "4", "6250"],
    ],
  },
  {
    country: "ZA",
    currency: "ZAR",
    status: "SENT",
    issued: -45,
    due: -15,
    project: "Feira Regional de Comércio SADC",
    items: [
      ["Gestão da Feira Regional SADC", "1", "165780"],
      ["Relatório final", "1", "18420"],
    ],
  },
  {
    country: "AO",
    currency: "AOA",
    status: "SENT",
    issued: -10,
    due: 20,
    project: "Corredor Logístico Lubango–Oshakati",
    items: [
      ["Estudo de viabilidade do corredor", "1", "4952500"],
      ["Workshops com transportadores", "3", "412750"],
    ],
  },
  {
    country: "NA",
    currency: "USD",
    status: "DRAFT",
    issued: -1,
    due: 29,
    project: "Plataforma Digital de Ensino Técnico",
    items: [
      ["Plataforma de Ensino Técnico — marco 2", "1", "14000"],
      ["Formação de formadores", "2", "1500"],
    ],
  },
  { country: "ZA", currency: "USD", status: "OVERDUE", issued: -80, due: -50, client: "Cape Town Trade Partners", items: [["Consultoria de mercado", "40", "150"]] },
  {
    country: "AO",
    currency: "EUR",
    status: "CANCELLED",
    issued: -30,
    due: 0,
    project: "Roteiro de Turismo Comunitário do Namibe",
    items: [["Roteiro turístico — fase 2", "1", "5000"]],
  },
  {
    country: "NA",
    currency: "NAD",
    status: "SENT",
    issued: -5,
    due: 25,
    project: "Programa de Bolsas Ponte Windhoek",
    items: [["Gestão do Programa de Bolsas", "1", "91250"]],
  },
];

const LOCAL_CURRENCY: Record<Country, Currency> = { AO: "AOA", NA: "NAD", ZA: "ZAR", OTHER: "USD" };
const isCountedExpense = (s: SeedTransaction) => s.type === "EXPENSE" && s.status === "COMPLETED";
/** what the client pays per instalment over its cost */
const CONTRACT_MARGIN = 1.3;

/**
 * A project's "Gasto" is the sum of its completed expenses (each at its
 * date's rates), so each seeded project gets the team and supplier costs
 * that bring the expenses listed above up to its SEED_PROJECT_SPENDING
 * figure: three instalments in the country's currency, spread over the
 * project's dates up to yesterday, each followed by the client's payment of
 * its contract instalment.
 */
function projectCosts(today: Date, rates: DatedRates): SeedTransaction[] {
  const costs: SeedTransaction[] = [];
  for (const p of SEED_PROJECT_SPENDING) {
    const listed = TRANSACTIONS.filter((s) => s.project === p.name && isCountedExpense(s)).map((s) => ({ ...s, date: daysFrom(today, s.days) }));
    const rest = new Prisma.Decimal(p.spent).sub(sumDatedExact(rates, listed, "USD"));
    if (rest.lte(0)) continue;
    const last = Math.min(p.end, -1);
    let left = rest;
    for (const k of [1, 2, 3]) {
      const days = Math.round(p.start + ((last - p.start) * (2 * k - 1)) / 6);
      const usd = k === 3 ? left : money(rest.div(3));
      left = left.sub(usd);
      const currency = LOCAL_CURRENCY[p.country];
      costs.push({
        days,
        country: p.country,
        type: "EXPENSE",
        category: "OPERATIONS",
        amount: money(convertExact(rates.at(daysFrom(today, days)), usd, "USD", currency)).toFixed(2),
        currency,
        status: "COMPLETED",
        description: `Equipe e fornecedores — ${p.name} (parcela ${k} de 3)`,
        project: p.name,
      });
      // the client's matching contract instalment, a week later, with the margin on top (the dashboard stays in profit)
      const paid = Math.min(days + 7, -1);
      costs.push({
        days: paid,
        country: p.country,
        type: "INCOME",
        category: "PROJECT_REVENUE",
        amount: money(convertExact(rates.at(daysFrom(today, paid)), usd.mul(CONTRACT_MARGIN), "USD", currency)).toFixed(2),
        currency,
        status: "COMPLETED",
        description: `Parcela do contrato — ${p.name} (${k} de 3)`,
        project: p.name,
      });
    }
  }
  return costs;
}

export async function seedFinance({ tx, adminId, today }: SeedContext): Promise<void> {
  for (const [base, quote, now, d30, d60, d90] of RATES) {
    for (const [rate, days] of [
      [now, 0],
      [d30, -30],
      [d60, -60],
      [d90, -90],
    ] as const) {
      await tx.exchangeRate.create({ data: { base, quote, rate, asOf: daysFrom(today, days), updatedById: adminId } });
    }
  }
  // amounts are converted at the rates of their own date, as the API does
  const rates = await loadDatedRates(tx);
  const transactions = [...TRANSACTIONS, ...projectCosts(today, rates)];

  // Linked by name, so each record sits with the project and client its
  // description names (never "the first project of the country").
  const projects = await tx.project.findMany({ select: { id: true, name: true, clientId: true, country: true } });
  const clients = await tx.client.findMany({ select: { id: true, name: true, country: true } });
  const linkOf = (record: { country: Country; project?: string; client?: string; description?: string }) => {
    const what = record.description ?? record.project ?? record.client;
    if (record.project) {
      const project = projects.find((p) => p.name === record.project);
      if (!project || project.country !== record.country) throw new Error(`finance seed: no project "${record.project}" in ${record.country} for "${what}"`);
      return { projectId: project.id, clientId: project.clientId };
    }
    if (record.client) {
      const client = clients.find((c) => c.name === record.client);
      if (!client || client.country !== record.country) throw new Error(`finance seed: no client "${record.client}" in ${record.country} for "${what}"`);
      return { projectId: null, clientId: client.id };
    }
    return { projectId: null, clientId: null };
  };

  for (const s of transactions) {
    const decided = s.status !== "PENDING";
    await tx.transaction.create({
      data: {
        date: daysFrom(today, s.days),
        description: s.description,
        type: s.type,
        amount: s.amount,
        currency: s.currency,
        category: s.category,
        country: s.country,
        status: s.status,
        paymentMethod: s.method ?? "BANK_TRANSFER",
        notes: s.notes ?? null,
        ...linkOf(s),
        createdById: adminId,
        approvedById: decided ? adminId : null,
        approvedAt: decided ? daysFrom(today, s.days + 1) : null,
        createdAt: daysFrom(today, s.days),
      },
    });
  }

  // Budgets for this calendar year, sized so their usage spans the spec's
  // colour bands (over 90 % red, over 75 % yellow, otherwise green).
  const year = today.getUTCFullYear();
  const startOfYear = new Date(Date.UTC(year, 0, 1));
  const endOfYear = new Date(Date.UTC(year, 11, 31));
  for (const [country, category, currency, usage, fallback, responsible] of BUDGETS) {
    let spent = new Prisma.Decimal(0);
    for (const s of transactions) {
      const date = daysFrom(today, s.days);
      if (s.country !== country || s.category !== category || !isCountedExpense(s) || date < startOfYear) continue;
      spent = spent.add(convertExact(rates.at(date), s.amount, s.currency, currency));
    }
    const allocated = spent.isZero() ? new Prisma.Decimal(fallback) : spent.div(usage).div(100).ceil().mul(100);
    await tx.budget.create({
      data: {
        name: `${CATEGORY_PT[category]} — ${COUNTRY_PT[country]} ${year}`,
        country,
        category,
        allocated: allocated.toFixed(2),
        currency,
        period: String(year),
        startDate: startOfYear,
        endDate: endOfYear,
        responsible,
      },
    });
  }

  if (clients.length === 0) return;
  const counters = new Map<number, number>();
  for (const inv of INVOICES) {
    const issueDate = daysFrom(today, inv.issued);
    const issueYear = issueDate.getUTCFullYear();
    const n = (counters.get(issueYear) ?? 0) + 1;
    counters.set(issueYear, n);
    const { projectId, clientId } = linkOf(inv);
    if (!clientId) throw new Error(`finance seed: invoice "${inv.items[0][0]}" names no project or client`);
    // each line at the country's rate (IVA 14 % in Angola, VAT 15 % in Namibia and South Africa), as the app defaults it
    const items = inv.items.map(([description, quantity, unitPrice], position) => ({
      description,
      quantity,
      unitPrice,
      total: new Prisma.Decimal(quantity).mul(unitPrice).toFixed(2),
      taxRate: defaultTaxRate(inv.country),
      position,
    }));
    const totals = invoiceTotals(items);
    const amount = totals.total.toFixed(2);
    const number = `PONTE-${issueYear}-${String(n).padStart(4, "0")}`;
    const paidAt = inv.status === "PAID" ? daysFrom(today, inv.due - 3) : null;
    const invoice = await tx.invoice.create({
      data: {
        number,
        clientId,
        projectId,
        amount,
        subtotal: totals.subtotal,
        taxTotal: totals.taxTotal,
        amountPaid: paidAt ? amount : 0,
        sentAt: inv.status === "DRAFT" ? null : issueDate,
        currency: inv.currency,
        issueDate,
        dueDate: daysFrom(today, inv.due),
        status: inv.status,
        country: inv.country,
        paidAt,
        items: { create: items },
      },
    });
    // a paid invoice's payment is a completed income, as when marked paid in the app
    if (paidAt) {
      const income = await tx.transaction.create({
        data: {
          date: paidAt,
          description: number,
          type: "INCOME",
          amount,
          currency: inv.currency,
          category: "PROJECT_REVENUE",
          country: inv.country,
          status: "COMPLETED",
          clientId,
          projectId,
          invoiceId: invoice.id,
          createdById: adminId,
          approvedById: adminId,
          approvedAt: paidAt,
          createdAt: paidAt,
        },
      });
      await tx.invoicePayment.create({ data: { invoiceId: invoice.id, amount, paidOn: paidAt, method: "BANK_TRANSFER", transactionId: income.id, createdAt: paidAt } });
    }
  }
}
