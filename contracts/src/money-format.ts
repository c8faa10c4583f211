// Money as Ponte writes it, on screens (web/src/ui/format/formatMoney.ts) and
// on invoice documents (the API's PDFs): one source for the symbols and spacing.

// Intl spells some currencies differently per locale (AOA as "AOA" in
// en-GB, NAD as "NAD" or "$"); the spec's symbols are fixed (spec §9). The US
// dollar is "US$", never a bare "$", because it stands beside the Namibian
// dollar (N$) on the same screens (issue 14).
export const CURRENCY_SYMBOL: Record<string, string> = { USD: "US$", AOA: "Kz", NAD: "N$", ZAR: "R", EUR: "€" };

export interface MoneyFormatOptions {
  /** abbreviate large figures ("US$ 1,3 mi") */
  compact?: boolean;
  /** exact number of decimals; 2 unless compact */
  fractionDigits?: number;
}

/**
 * Money in the BCP-47 locale `tag` with the spec's currency symbol: Kz for
 * AOA, N$ for NAD, R for ZAR, US$ for USD, € for EUR, always before the
 * figure: "US$ 50.000,00" in pt-BR, "US$50,000.00" in en (English writes its
 * dollars against the figure), "N$ 18,25" in both.
 */
export function formatMoneyIn(tag: string, amount: string | number, currency: string, options: MoneyFormatOptions = {}): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  const { compact = false } = options;
  const format = new Intl.NumberFormat(tag, {
    style: "currency",
    currency,
    currencyDisplay: "code",
    minimumFractionDigits: options.fractionDigits ?? (compact ? 0 : 2),
    maximumFractionDigits: options.fractionDigits ?? (compact ? 1 : 2),
    notation: compact ? "compact" : "standard",
  });
  const symbol = CURRENCY_SYMBOL[currency] ?? currency;
  const gap = currency === "USD" && tag.startsWith("en") ? "" : "\u00a0";
  const parts = format.formatToParts(value);
  let out = "";
  for (const [i, part] of parts.entries()) {
    if (part.type === "currency") {
      // the symbol, followed by a no-break space: "Kz 1.234,50", "-R 12,00"
      out += `${symbol}${gap}`;
      if (parts[i + 1]?.type === "literal" && /^\s+$/.test(parts[i + 1].value)) parts[i + 1] = { ...parts[i + 1], value: "" };
    } else {
      out += part.value;
    }
  }
  return out.trim();
}
