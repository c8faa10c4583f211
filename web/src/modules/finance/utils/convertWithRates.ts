export interface StoredRate {
  base: string;
  quote: string;
  rate: string;
}

/** How an amount was converted: which stored pairs, and the resulting factor. */
export interface Conversion {
  result: number;
  factor: number;
  via: "same" | "direct" | "inverse" | "usd";
}

function step(rates: StoredRate[], from: string, to: string): { factor: number; via: "same" | "direct" | "inverse" } | null {
  if (from === to) return { factor: 1, via: "same" };
  const direct = rates.find((r) => r.base === from && r.quote === to && Number(r.rate) > 0);
  if (direct) return { factor: Number(direct.rate), via: "direct" };
  const inverse = rates.find((r) => r.base === to && r.quote === from && Number(r.rate) > 0);
  if (inverse) return { factor: 1 / Number(inverse.rate), via: "inverse" };
  return null;
}

/**
 * Converts with the stored current rates, as the server does: a stored pair,
 * its inverse, or through USD. Null when no stored rate links the currencies.
 */
export function convertWithRates(amount: number, from: string, to: string, rates: StoredRate[]): Conversion | null {
  const single = step(rates, from, to);
  const round = (n: number) => Math.round(n * 100) / 100;
  if (single) return { result: round(amount * single.factor), factor: single.factor, via: single.via };
  const a = step(rates, from, "USD");
  const b = step(rates, "USD", to);
  if (!a || !b) return null;
  return { result: round(amount * a.factor * b.factor), factor: a.factor * b.factor, via: "usd" };
}
