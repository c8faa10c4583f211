import { intlLocale } from "./intlLocale";

/** The reader's digit group and decimal separators, from Intl: "." and "," in pt, "," and "." in en. */
function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(11111.1);
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An amount typed the reader's way as the API's canonical decimal string:
 * pt "15.000,50", "15000,50", "15 000,50", "15000" → "15000.50", "15000.50",
 * "15000.50", "15000"; en "15,000.50", "15000.50" → "15000.50". Digit groups
 * must be groups of three, so "15.5" in pt (a decimal point where a comma is
 * expected) is refused rather than read as 155. Empty text gives "" (the
 * form's schema says it is required); anything else it cannot read (letters,
 * two decimal separators) gives null. A leading minus is kept for the schema
 * to refuse with its own reason.
 */
export function parseMoneyInput(text: string, locale: string): string | null {
  const { group, decimal } = separators(locale);
  const trimmed = text.trim();
  if (trimmed === "") return "";
  // a space or no-break space also groups digits ("15 000,50")
  const groups = `[${literal(group)}\\s\\u00a0\\u202f]`;
  const shape = new RegExp(`^(-?)(\\d{1,3}(?:${groups}\\d{3})+|\\d+)(?:${literal(decimal)}(\\d+))?$`);
  const match = shape.exec(trimmed);
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  const digits = whole.replace(/\D/g, "");
  return `${sign}${digits}${fraction === undefined ? "" : `.${fraction}`}`;
}

/**
 * A canonical decimal string ("15000.5") written back the reader's way
 * ("15.000,50" in pt, "15,000.50" in en), with at least two decimals and all
 * those it has (an exchange rate keeps its eight). Text that is not a
 * canonical decimal comes back unchanged.
 */
export function formatMoneyInput(value: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const { group, decimal } = separators(locale);
  const [, sign, whole, fraction = ""] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${decimal}${fraction.padEnd(2, "0")}`;
}
