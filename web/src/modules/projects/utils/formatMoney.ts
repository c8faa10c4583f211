const SYMBOLS: Record<string, string> = { USD: "$", AOA: "Kz", NAD: "N$", ZAR: "R", EUR: "€" };

/**
 * An amount in its currency, with the symbols the spec uses (Kz, N$, R, $, €).
 * The layout (symbol side, spacing) is the locale's layout for a dollar
 * symbol, so every currency reads the same way in one language.
 */
export function formatMoney(value: string | number, currency: string, locale: string, fractionDigits = 2): string {
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).formatToParts(Number(value));
  return parts.map((p) => (p.type === "currency" ? (SYMBOLS[currency] ?? currency) : p.value)).join("");
}
