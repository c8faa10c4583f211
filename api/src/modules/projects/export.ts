import { builder } from "../../graphql/builder.ts";
import { LanguageEnum } from "../../infra/common/schema.ts";
import { toCsv } from "../../infra/csv/csv.ts";
import { csvLabel } from "../../infra/csv/labels.ts";
import { executionPercent, projectHealth } from "./health.ts";
import { ProjectFilter, projectWhere } from "./project-filter.ts";
import { loadProjectSpending } from "./spent.ts";

const HEADERS = {
  pt: [
    "Projeto",
    "Cliente",
    "País",
    "Setor",
    "Estado",
    "Prioridade",
    "Progresso (%)",
    "Orçamento",
    "Gasto",
    "Moeda",
    "Execução (%)",
    "Saúde",
    "Início",
    "Fim",
    "Membros",
  ],
  en: [
    "Project",
    "Client",
    "Country",
    "Sector",
    "Status",
    "Priority",
    "Progress (%)",
    "Budget",
    "Spent",
    "Currency",
    "Execution (%)",
    "Health",
    "Start",
    "End",
    "Members",
  ],
} as const;

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
      const spending = await loadProjectSpending(ctx.prisma, projects);
      const now = new Date();
      const lang = args.language ?? "pt";
      return toCsv(
        HEADERS[lang],
        projects
          .map((row) => ({ ...row, spent: spending.get(row.id)! }))
          .map((p) => [
            p.name,
            p.client.name,
            csvLabel("Country", p.country, lang),
            csvLabel("Sector", p.sector, lang),
            csvLabel("ProjectStatus", p.status, lang),
            csvLabel("Priority", p.priority, lang),
            p.progress,
            p.budget.toFixed(2),
            p.spent.toFixed(2),
            p.currency,
            executionPercent(p.budget, p.spent).toFixed(1),
            csvLabel("Health", projectHealth(p, now), lang),
            p.startDate,
            p.endDate,
            p._count.members,
          ]),
        lang,
      );
    },
  }),
}));
