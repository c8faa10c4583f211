/**
 * One CSV cell (RFC 4180 quoting). Text that a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR at the start) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: Array<string | number | null | undefined>) => cells.map(csvCell).join(",");
