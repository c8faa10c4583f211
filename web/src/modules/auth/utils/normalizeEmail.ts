/** Spec §5: e-mails are trimmed and lowercased before anything else. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
