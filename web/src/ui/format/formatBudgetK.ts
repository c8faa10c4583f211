import { intlLocale } from "./intlLocale";

/** The total-budget card: thousands of US dollars with a K suffix, e.g. $1.150K (pt) or $1,150K (en). */
export function formatBudgetK(usd: string | number, locale: string): string {
  const thousands = Math.round(Number(usd) / 1000);
  return `$${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(thousands)}K`;
}
