import { intlLocale } from "./intlLocale";

/**
 * The total-budget card: thousands of US dollars with a K suffix, with the
 * same US$ as every other US-dollar amount (formatMoney): US$ 1.150K (pt),
 * US$1,150K (en).
 */
export function formatBudgetK(usd: string | number, locale: string): string {
  const tag = intlLocale(locale);
  const thousands = Math.round(Number(usd) / 1000);
  return `US$${tag.startsWith("en") ? "" : "\u00a0"}${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(thousands)}K`;
}
