import { builder } from "../../graphql/builder.ts";
import { nodeId } from "../../graphql/node-id.ts";
import { CountryEnum } from "../../infra/common/schema.ts";

// Finance shows who an invoice or a transaction belongs to, and offers the
// clients and projects to pick from. These are finance's own views of the
// Client and Project tables (Pothos variants), so the finance module does not
// depend on how the clients and projects modules shape their types.
export const FinanceClientRef = builder.prismaObject("Client", {
  variant: "FinanceClient",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.id({ resolve: (c) => nodeId("Client", c.id) }),
    name: t.exposeString("name"),
    organization: t.exposeString("organization"),
    country: t.expose("country", { type: CountryEnum }),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
  }),
});

export const FinanceProjectRef = builder.prismaObject("Project", {
  variant: "FinanceProject",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.id({ resolve: (p) => nodeId("Project", p.id) }),
    name: t.exposeString("name"),
    country: t.expose("country", { type: CountryEnum }),
    clientId: t.id({ resolve: (p) => nodeId("Client", p.clientId) }),
  }),
});

builder.queryFields((t) => ({
  /** Clients to choose from on invoices and transactions, by name. */
  financeClients: t.prismaConnection(
    {
      type: FinanceClientRef,
      cursor: "id",
      authScopes: { admin: true },
      resolve: (query, _root, _args, ctx) => ctx.prisma.client.findMany({ ...query, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
  /** Projects to choose from on invoices and transactions, by name. */
  financeProjects: t.prismaConnection(
    {
      type: FinanceProjectRef,
      cursor: "id",
      authScopes: { admin: true },
      resolve: (query, _root, _args, ctx) => ctx.prisma.project.findMany({ ...query, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));
