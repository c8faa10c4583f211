import { builder } from "../../graphql/builder.ts";
import { LanguageEnum } from "../common/schema.ts";
import { csvRow } from "./csv.ts";
import { executionPercent, projectHealth } from "./health.ts";
import { ProjectFilter, projectWhere } from "./project-filter.ts";

const HEADERS = {
  pt: ["Projeto", "Cliente", "País", "Setor", "Estado", "Prioridade", "Progresso (%)", "Orçamento", "Gasto", "Moeda", "Execução (%)", "Saúde", "Início", "Fim", "Membros"],
  en: ["Project", "Client", "Country", "Sector", "Status", "Priority", "Progress (%)", "Budget", "Spent", "Currency", "Execution (%)", "Health", "Start", "End", "Members"],
} as const;

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

builder.queryFields((t) => ({
  /** The projects report ("Exportar Relatório") as CSV text, over the list's filters. */
  exportProjectsCsv: t.string({
    authScopes: { admin: true },
    args: {
      filter: t.arg({ type: ProjectFilter, required: false }),
      language: t.arg({ type: LanguageEnum, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const projects = await ctx.prisma.project.findMany({
        where: await projectWhere(ctx, args.filter),
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        include: { client: { select: { name: true } }, _count: { select: { members: true } } },
        take: 10_000,
      });
      const now = new Date();
      const lines = [
        csvRow([...HEADERS[args.language ?? "pt"]]),
        ...projects.map((p) =>
          csvRow([
            p.name,
            p.client.name,
            p.country,
            p.sector,
            p.status,
            p.priority,
            p.progress,
            p.budget.toFixed(2),
            p.spent.toFixed(2),
            p.currency,
            executionPercent(p.budget, p.spent).toFixed(1),
            projectHealth(p, now),
            day(p.startDate),
            day(p.endDate),
            p._count.members,
          ]),
        ),
      ];
      return `${lines.join("\r\n")}\r\n`;
    },
  }),
}));
