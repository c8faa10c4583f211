/** Bytes as KB or MB, in the user's number format. */
export function formatFileSize(bytes: number, locale: string): string {
  const nf = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${nf.format(bytes / (1024 * 1024))} MB`;
  return `${nf.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
