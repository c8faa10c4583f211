import { csvDate, type CsvLanguage, toCsv } from "../../infra/csv/csv.ts";
import { csvLabel } from "../../infra/csv/labels.ts";
import type { AnalyticsValue } from "./compute.ts";

type Lang = CsvLanguage;
const W: Record<string, [string, string]> = {
  section: ["Seção", "Section"],
  metric: ["Indicador", "Metric"],
  value: ["Valor", "Value"],
  kpis: ["KPIs", "KPIs"],
  trends: ["Tendência mensal", "Monthly trend"],
  countries: ["Países", "Countries"],
  sectors: ["Setores", "Sectors"],
  health: ["Saúde dos projetos", "Project health"],
  projection: ["Projeção", "Projection"],
  period: ["Período", "Period"],
  revenue: ["Receita (USD)", "Revenue (USD)"],
  revenueGrowth: ["Crescimento da receita (%)", "Revenue growth (%)"],
  expenses: ["Despesas (USD)", "Expenses (USD)"],
  projects: ["Projetos", "Projects"],
  activeClients: ["Clientes ativos", "Active clients"],
  clients: ["Clientes", "Clients"],
  team: ["Equipe", "Team"],
  averageProgress: ["Progresso médio (%)", "Average progress (%)"],
  roi: ["ROI (%)", "ROI (%)"],
  roiTarget: ["Meta de ROI (%)", "ROI target (%)"],
  month: ["Mês", "Month"],
  country: ["País", "Country"],
  sector: ["Setor", "Sector"],
  budget: ["Orçamento (USD)", "Budget (USD)"],
  critical: ["Crítico", "Critical"],
  warning: ["Atenção", "Warning"],
  good: ["Bom", "Good"],
  normal: ["Normal", "Normal"],
  none: ["Sem projeto", "No project"],
};
const w = (lang: Lang, k: string) => W[k][lang === "pt" ? 0 : 1];

/**
 * The analytics figures as one CSV: a section column and a label, then one
 * column per measure (empty where a section has no such measure).
 */
export function analyticsCsv(a: AnalyticsValue, lang: Lang): string {
  const rows: unknown[][] = [];
  // section, label, value, projects, budget, revenue, clients, team
  const add = (section: string, label: unknown, m: { value?: unknown; projects?: unknown; budget?: unknown; revenue?: unknown; clients?: unknown; team?: unknown }) =>
    rows.push([w(lang, section), label, m.value ?? "", m.projects ?? "", m.budget ?? "", m.revenue ?? "", m.clients ?? "", m.team ?? ""]);
  const k = a.kpis;
  add("kpis", w(lang, "period"), { value: `${csvDate(a.start, lang)}..${csvDate(a.end, lang)}` });
  add("kpis", w(lang, "revenue"), { value: k.revenue });
  add("kpis", w(lang, "revenueGrowth"), { value: k.revenueGrowth ?? "" });
  add("kpis", w(lang, "expenses"), { value: k.expenses });
  add("kpis", w(lang, "projects"), { value: k.projects });
  add("kpis", w(lang, "activeClients"), { value: k.activeClients });
  add("kpis", w(lang, "team"), { value: k.teamSize });
  add("kpis", w(lang, "averageProgress"), { value: k.averageProgress ?? "" });
  add("kpis", w(lang, "roi"), { value: k.roi ?? "" });
  add("kpis", w(lang, "roiTarget"), { value: k.roiTarget });
  for (const p of a.trends) add("trends", p.month, { projects: p.projects, revenue: p.revenue, clients: p.clients, team: p.team });
  for (const c of a.countries)
    add("countries", csvLabel("Country", c.country, lang), { projects: c.projects, budget: c.budget, revenue: c.revenue, clients: c.clients, team: c.team });
  for (const s of a.sectors)
    add("sectors", csvLabel("Sector", s.sector, lang) ?? w(lang, "none"), { projects: s.projects, budget: s.budget, revenue: s.revenue, clients: s.clients });
  for (const h of ["critical", "warning", "good", "normal"] as const) add("health", w(lang, h), { value: a.health[h] });
  for (const m of a.projection?.months ?? []) add("projection", m.month, { projects: m.projects, revenue: m.revenue });
  const head = ["section", "metric", "value", "projects", "budget", "revenue", "clients", "team"].map((x) => w(lang, x));
  return toCsv(head, rows, lang);
}
