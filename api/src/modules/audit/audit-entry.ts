import { isObjectType } from "graphql";
import { z } from "zod";
import { LIMITS } from "@ponte/contracts/rules";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { nodeId } from "../../graphql/node-id.ts";
import { matchingIds, type SearchScope, type SearchSource } from "../../infra/search/text-search.ts";
import { UserRef } from "../users/user.ts";

/**
 * One administrator's write, as infra/audit/audit.ts recorded it: who (the
 * actor, null once their account is deleted), what (an action code such as
 * "client.create"), to what (entity and its id) and when. Read-only, and
 * only for administrators.
 */
export const AuditLogEntryRef = builder.prismaNode("AuditLog", {
  name: "AuditLogEntry",
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    actor: t.relation("actor", { nullable: true }),
    action: t.exposeString("action"),
    entity: t.exposeString("entity"),
    entityId: t.exposeString("entityId", { nullable: true }),
    entityNodeId: t.id({
      nullable: true,
      select: { entity: true, entityId: true },
      // a link needs the record's global id; only node types of this schema have one
      resolve: (entry, _args, _ctx, info) => {
        const type = info.schema.getType(entry.entity);
        const isNode = isObjectType(type) && type.getInterfaces().some((i) => i.name === "Node");
        return isNode && entry.entityId ? nodeId(entry.entity, entry.entityId) : null;
      },
    }),
    data: t.expose("data", { type: "JSON", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

// An action or entity code is at most this long (they are written by the API itself).
const CODE_MAX = 100;

export const AuditLogFilter = builder.inputType("AuditLogFilter", {
  fields: (t) => ({
    actorId: t.globalID({ required: false, for: UserRef }),
    action: t.string({ required: false, validate: z.string().max(CODE_MAX, "TOO_LONG") }),
    entity: t.string({ required: false, validate: z.string().max(CODE_MAX, "TOO_LONG") }),
    from: t.field({ type: "DateTime", required: false }),
    to: t.field({ type: "DateTime", required: false }),
    text: t.string({ required: false, validate: z.string().max(LIMITS.name, "TOO_LONG") }),
  }),
  validate: z
    .looseObject({ from: z.date().nullish(), to: z.date().nullish() })
    .refine((v) => !v.from || !v.to || v.to.getTime() >= v.from.getTime(), { message: "END_BEFORE_START", path: ["to"] }),
});

export interface AuditLogFilterValue {
  actorId?: { id: string } | null;
  action?: string | null;
  entity?: string | null;
  from?: Date | null;
  to?: Date | null;
  text?: string | null;
}

/**
 * The free text searches the codes, the entity id, the recorded data and the
 * actor's name and e-mail. These columns have no trigram index: the log only
 * grows with administrators' writes, so a search scans it.
 */
const AUDIT_SEARCH: SearchSource = {
  from: `"AuditLog" l LEFT JOIN "User" u ON u."id" = l."actorId"`,
  id: `l."id"`,
  columns: [`l."action"`, `l."entity"`, `l."entityId"`, `l."data"::text`, `u."fullName"`, `u."email"`],
};

export async function auditLogWhere(db: SearchScope, filter: AuditLogFilterValue | null | undefined): Promise<Prisma.AuditLogWhereInput> {
  const where: Prisma.AuditLogWhereInput = {};
  if (!filter) return where;
  if (filter.actorId) where.actorId = filter.actorId.id;
  if (filter.action) where.action = filter.action;
  if (filter.entity) where.entity = filter.entity;
  if (filter.from || filter.to) where.createdAt = { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lte: filter.to } : {}) };
  const q = filter.text?.trim();
  if (q) where.id = { in: await matchingIds(db, AUDIT_SEARCH, q) };
  return where;
}
