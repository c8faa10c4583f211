/**
 * Where to go after signing in. Only paths inside this site are followed, so a
 * crafted link cannot send someone elsewhere after they typed their password.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/app"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (/^\/(login|auth\/callback)(\/|\?|$)/.test(next)) return fallback;
  return next;
}
