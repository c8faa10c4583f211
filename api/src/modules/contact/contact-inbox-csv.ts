import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Language } from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { LanguageEnum } from "../../infra/common/schema.ts";
import { csvDateTime, toCsv } from "../../infra/csv/csv.ts";
import { csvLabel } from "../../infra/csv/labels.ts";
import type { SearchScope } from "../../infra/search/text-search.ts";
import { type InboxFilter, inboxWhere, NEWEST_FIRST } from "./contact-inbox.ts";

// Headings, countries, sectors and channels in the reader's language (the
// screens' words); the times in UTC, in the reader's format.
const HEADINGS: Record<Language, readonly string[]> = {
  pt: [
    "Recebida em (UTC)",
    "Nome",
    "E-mail",
    "Telefone",
    "Organização",
    "País",
    "Setor",
    "Assunto",
    "Mensagem",
    "Forma de contato preferida",
    "Situação",
    "Respondida em (UTC)",
  ],
  en: [
    "Received (UTC)",
    "Name",
    "E-mail",
    "Phone",
    "Organisation",
    "Country",
    "Sector",
    "Subject",
    "Message",
    "Preferred way to be contacted",
    "Status",
    "Handled (UTC)",
  ],
};
const STATUS: Record<Language, { waiting: string; handled: string }> = {
  pt: { waiting: "A responder", handled: "Respondida" },
  en: { waiting: "To answer", handled: "Handled" },
};

type Db = SearchScope & { prisma: Pick<Prisma.TransactionClient, "contactMessage"> };

/** The inbox's messages that match `filter`, newest first, as CSV text. */
export async function contactMessagesCsv(ctx: Db, filter: InboxFilter, language: Language): Promise<string> {
  const rows = await ctx.prisma.contactMessage.findMany({ where: await inboxWhere(ctx, filter), orderBy: NEWEST_FIRST, take: 10_000 });
  return toCsv(
    HEADINGS[language],
    rows.map((m) => [
      csvDateTime(m.createdAt, language),
      m.name,
      m.email,
      m.phone,
      m.organization,
      csvLabel("Country", m.country, language),
      csvLabel("Sector", m.sector, language),
      m.subject,
      m.message,
      csvLabel("PreferredContact", m.preferredContact, language),
      m.handledAt ? STATUS[language].handled : STATUS[language].waiting,
      m.handledAt ? csvDateTime(m.handledAt, language) : null,
    ]),
    language,
  );
}

builder.queryFields((t) => ({
  contactMessagesCsv: t.string({
    authScopes: { admin: true },
    args: {
      handled: t.arg.boolean({ required: false }),
      search: t.arg.string({ required: false, validate: z.string().max(200) }),
      language: t.arg({ type: LanguageEnum, required: false, defaultValue: "pt" }),
    },
    resolve: (_root, args, ctx) => contactMessagesCsv(ctx, args, args.language ?? "pt"),
  }),
}));
