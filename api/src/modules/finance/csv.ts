/** One CSV cell: quoted when needed; text that a spreadsheet would run as a formula is defused. */
export function csvCell(value: unknown, { text = false } = {}): string {
  if (value == null) return "";
  let s = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  if (text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows to CSV text (RFC 4180 line endings). Cells in `textColumns` are free text from people. */
export function toCsv(header: string[], rows: unknown[][], textColumns: number[] = []): string {
  const text = new Set(textColumns);
  return [header.map((h) => csvCell(h)).join(","), ...rows.map((r) => r.map((c, i) => csvCell(c, { text: text.has(i) })).join(","))]
    .join("\r\n")
    .concat("\r\n");
}
