import type { Prisma } from "../../generated/prisma/client.ts";
import type { Language } from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { LanguageEnum } from "../../infra/common/schema.ts";
import { csvDateTime, toCsv } from "../../infra/csv/csv.ts";
import type { SearchScope } from "../../infra/search/text-search.ts";
import { AuditLogFilter, type AuditLogFilterValue, auditLogWhere } from "./audit-entry.ts";
import { NEWEST_FIRST } from "./audit-log.ts";

// Headings and the time (UTC) in the reader's language and format; the cells
// keep the stored action and entity codes, which name no enum of the screens.
const HEADINGS: Record<Language, readonly string[]> = {
  pt: ["Data e hora (UTC)", "Autor", "E-mail do autor", "Ação", "Entidade", "ID da entidade", "Dados"],
  en: ["Date and time (UTC)", "Actor", "Actor e-mail", "Action", "Entity", "Entity id", "Data"],
};

type Db = SearchScope & { prisma: Pick<Prisma.TransactionClient, "auditLog"> };

/** The audit log entries that match `filter`, newest first, as CSV text. */
export async function auditLogCsv(ctx: Db, filter: AuditLogFilterValue | null | undefined, language: Language): Promise<string> {
  const rows = await ctx.prisma.auditLog.findMany({
    where: await auditLogWhere(ctx, filter),
    orderBy: NEWEST_FIRST,
    include: { actor: { select: { fullName: true, email: true } } },
  });
  return toCsv(
    HEADINGS[language],
    rows.map((r) => [
      csvDateTime(r.createdAt, language),
      r.actor?.fullName,
      r.actor?.email,
      r.action,
      r.entity,
      r.entityId,
      r.data == null ? null : JSON.stringify(r.data),
    ]),
    language,
  );
}

builder.queryFields((t) => ({
  auditLogCsv: t.string({
    authScopes: { admin: true },
    args: {
      filter: t.arg({ type: AuditLogFilter, required: false }),
      language: t.arg({ type: LanguageEnum, required: false, defaultValue: "pt" }),
    },
    resolve: (_root, args, ctx) => auditLogCsv(ctx, args.filter, args.language ?? "pt"),
  }),
}));
