import { decodeGlobalID } from "@pothos/plugin-relay";
import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { CountryEnum } from "../common/schema.ts";

// Finance shows who an invoice or a transaction belongs to, and offers the
// clients and projects to pick from. These are finance's own views of the
// Client and Project tables (Pothos variants), so the finance module does not
// depend on how the clients and projects modules shape their types.
export const FinanceClientRef = builder.prismaObject("Client", {
  variant: "FinanceClient",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    organization: t.exposeString("organization"),
    country: t.expose("country", { type: CountryEnum }),
  }),
});

export const FinanceProjectRef = builder.prismaObject("Project", {
  variant: "FinanceProject",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    country: t.expose("country", { type: CountryEnum }),
    clientId: t.exposeID("clientId"),
  }),
});

const uuid = z.uuid();

/** Accepts a raw id or a Relay global id (e.g. from the clients module) and returns the row id. */
export function rowId(value: string): string {
  if (uuid.safeParse(value).success) return value;
  try {
    const decoded = decodeGlobalID(value);
    if (uuid.safeParse(decoded.id).success) return decoded.id;
  } catch {
    /* not a global id either */
  }
  return value;
}

/** A client or project id as given by the web app: a uuid or a global id wrapping one. */
export const entityId = z.string().refine((v) => uuid.safeParse(rowId(v)).success, "INVALID_ID");

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
