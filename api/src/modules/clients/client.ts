import { z } from "zod";
import { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, SEARCH, type SearchScope } from "../../infra/search/text-search.ts";
import type { Db } from "../../db/prisma.ts";
import { builder } from "../../graphql/builder.ts";
import { batchPerTick } from "../../graphql/loaders.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { notFound } from "../../graphql/errors.ts";
import { CountryEnum, CurrencyEnum, InvoiceStatusEnum, SectorEnum } from "../../infra/common/schema.ts";
import { sumInUsd, usdConverter } from "../../infra/money/usd.ts";
import { ClientStatusEnum } from "./enums.ts";

/** Sum of each client's project budgets in US dollars: one grouped query for all clients asked for. */
async function loadTotalValues(prisma: Db, clientIds: string[]): Promise<Map<string, Prisma.Decimal>> {
  const groups = await prisma.project.groupBy({
    by: ["clientId", "currency"],
    where: { clientId: { in: clientIds } },
    _sum: { budget: true },
  });
  const toUsd = await usdConverter(
    prisma,
    groups.map((g) => g.currency),
  );
  return new Map(clientIds.map((id) => [id, toUsd(groups.filter((g) => g.clientId === id).map((g) => ({ currency: g.currency, amount: g._sum.budget })))]));
}

// An invoice as the client detail shows it (read only; finance owns invoices).
const ClientInvoiceRef = builder.prismaObject("Invoice", {
  variant: "ClientInvoice",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    number: t.exposeString("number"),
    amount: t.expose("amount", { type: "Decimal" }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    status: t.expose("status", { type: InvoiceStatusEnum }),
    issueDate: t.expose("issueDate", { type: "Date" }),
    dueDate: t.expose("dueDate", { type: "Date" }),
  }),
});

export const ClientRef = builder.prismaNode("Client", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    country: t.expose("country", { type: CountryEnum }),
    sector: t.expose("sector", { type: SectorEnum }),
    organization: t.exposeString("organization"),
    status: t.expose("status", { type: ClientStatusEnum }),
    joinDate: t.expose("joinDate", { type: "Date" }),
    lastContact: t.expose("lastContact", { type: "Date", nullable: true }),
    notes: t.exposeString("notes", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    projectCount: t.relationCount("projects"),
    /** sum of its projects' budgets, in US dollars */
    totalValue: t.loadable({
      type: "Decimal",
      load: async (ids: string[], ctx) => {
        const totals = await loadTotalValues(ctx.prisma, ids);
        return ids.map((id) => totals.get(id) ?? new Prisma.Decimal(0));
      },
      loaderOptions: batchPerTick<string, Prisma.Decimal>(),
      resolve: (c) => c.id,
    }),
    projects: t.relation("projects", { query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] } }),
    invoices: t.relation("invoices", {
      type: ClientInvoiceRef,
      query: { orderBy: [{ issueDate: "desc" }, { number: "desc" }] },
    }),
  }),
});

export const ClientFilter = builder.inputType("ClientFilter", {
  fields: (t) => ({
    /** case-insensitive, over name, e-mail and organisation */
    search: t.string({ required: false, validate: z.string().max(200) }),
    country: t.field({ type: CountryEnum, required: false }),
    status: t.field({ type: ClientStatusEnum, required: false }),
  }),
});

export async function clientWhere(
  db: SearchScope,
  filter: { search?: string | null; country?: Prisma.ClientWhereInput["country"] | null; status?: Prisma.ClientWhereInput["status"] | null } | null | undefined,
): Promise<Prisma.ClientWhereInput> {
  const where: Prisma.ClientWhereInput = {};
  if (!filter) return where;
  if (filter.country) where.country = filter.country;
  if (filter.status) where.status = filter.status;
  const q = filter.search?.trim();
  if (q) {
    // name, e-mail or organisation; accents, case and wildcards ignored (infra/search/text-search.ts)
    where.id = { in: await matchingIds(db, SEARCH.client, q) };
  }
  return where;
}

const ClientSummaryRef = builder
  .objectRef<{ total: number; active: number; prospects: number; inactive: number; totalValue: Prisma.Decimal }>("ClientSummary")
  .implement({
    authScopes: { admin: true },
    fields: (t) => ({
      total: t.exposeInt("total"),
      active: t.exposeInt("active"),
      prospects: t.exposeInt("prospects"),
      inactive: t.exposeInt("inactive"),
      /** all clients' project budgets, in US dollars */
      totalValue: t.expose("totalValue", { type: "Decimal" }),
    }),
  });

const ClientOrder = connectionOrder("Client", "client", {
  NAME: { description: "Contact name, alphabetically.", orderBy: "name" },
  ORGANIZATION: { description: "Organisation name, alphabetically.", orderBy: "organization" },
  LAST_CONTACT: { description: "Date of the last contact; clients without one come last.", orderBy: (dir) => ({ lastContact: { sort: dir, nulls: "last" } }) },
  JOIN_DATE: { description: "Date the client joined.", orderBy: "joinDate" },
  STATUS: { description: "Relationship status (prospect, active, inactive).", orderBy: "status" },
});

builder.queryFields((t) => ({
  clients: t.prismaConnection(
    {
      type: "Client",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: ClientFilter, required: false }),
        orderBy: t.arg({ type: ClientOrder.Input, required: false, description: "The order of the list; by name (then id) when omitted." }),
      },
      totalCount: async (_parent, args, ctx) => ctx.prisma.client.count({ where: await clientWhere(ctx, args.filter) }),
      resolve: async (query, _parent, args, ctx) =>
        ctx.prisma.client.findMany({
          ...query,
          where: await clientWhere(ctx, args.filter),
          orderBy: ClientOrder.toOrderBy(args.orderBy, [{ name: "asc" }, { id: "asc" }]) as never,
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),

  client: t.prismaField({
    type: "Client",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: ClientRef }) },
    resolve: async (query, _root, args, ctx) => {
      const client = await ctx.prisma.client.findUnique({ ...query, where: { id: args.id.id } });
      if (!client) throw notFound("Client");
      return client;
    },
  }),

  /** The KPI cards: counts by status and the value of all projects. */
  clientSummary: t.field({
    type: ClientSummaryRef,
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const [byStatus, budgets] = await Promise.all([
        ctx.prisma.client.groupBy({ by: ["status"], _count: { _all: true } }),
        ctx.prisma.project.groupBy({ by: ["currency"], _sum: { budget: true } }),
      ]);
      const count = (s: string) => byStatus.find((g) => g.status === s)?._count._all ?? 0;
      return {
        total: byStatus.reduce((n, g) => n + g._count._all, 0),
        active: count("ACTIVE"),
        prospects: count("PROSPECT"),
        inactive: count("INACTIVE"),
        totalValue: await sumInUsd(
          ctx.prisma,
          budgets.map((g) => ({ currency: g.currency, amount: g._sum.budget })),
        ),
      };
    },
  }),
}));
