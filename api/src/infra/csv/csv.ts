/**
 * The one CSV writer of the API (projects report, finance reports, analytics,
 * audit log), in the reader's language (issue 14 §11):
 * - pt: cells split by ";" and numbers with a decimal comma ("-1000,25"),
 *   dates as dd/mm/aaaa, which is what a Portuguese spreadsheet expects;
 * - en: "," and a decimal point, dates as yyyy-mm-dd.
 * The file starts with a UTF-8 byte order mark so Excel reads the accents
 * ("Concluída", "Namíbia") as UTF-8 instead of the system code page.
 *
 * Formula injection (OWASP "CSV Injection"): a cell whose text starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is one a spreadsheet may run
 * as a formula, so it gets a leading apostrophe, whichever column it is in,
 * typed by a person or not. Numbers stay numbers: a value whose text is a
 * plain decimal number (a JS number, a Prisma.Decimal, "-12.50") is written
 * as a number of the reader's locale, so negative amounts still sum in a
 * spreadsheet.
 *
 * Quoting is RFC 4180's (a cell holding `"`, `,`, `;`, CR or LF is quoted,
 * `"` doubled; both separators, so a cell reads the same in either file) and
 * lines end with CRLF.
 */

export type CsvLanguage = "pt" | "en";

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const NEEDS_QUOTES = /[",;\r\n]/;
const SEPARATOR: Record<CsvLanguage, string> = { pt: ";", en: "," };
const BOM = "\ufeff";

/** A calendar date (the UTC day, as stored) in the reader's format: 24/11/2026 (pt), 2026-11-24 (en). */
export function csvDate(date: Date, language: CsvLanguage): string {
  const iso = date.toISOString().slice(0, 10);
  if (language === "en") return iso;
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** A moment to the second, in UTC: 24/11/2026 15:04:05 (pt), 2026-11-24 15:04:05 (en). */
export const csvDateTime = (date: Date, language: CsvLanguage): string => `${csvDate(date, language)} ${date.toISOString().slice(11, 19)}`;

/** One cell: dates and numbers in the reader's format, empty for null, formulas defused, quoted when needed. */
export function csvCell(value: unknown, language: CsvLanguage = "en"): string {
  if (value == null) return "";
  if (value instanceof Date) return csvDate(value, language);
  let text = String(value);
  if (PLAIN_NUMBER.test(text)) return language === "pt" ? text.replace(".", ",") : text;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, without its line ending. */
export const csvRow = (cells: readonly unknown[], language: CsvLanguage = "en"): string => cells.map((cell) => csvCell(cell, language)).join(SEPARATOR[language]);

/** A whole file: the byte order mark, the header line, then one line per row, each ending with CRLF. */
export const toCsv = (header: readonly unknown[], rows: readonly (readonly unknown[])[], language: CsvLanguage): string =>
  BOM + [header, ...rows].map((cells) => `${csvRow(cells, language)}\r\n`).join("");
