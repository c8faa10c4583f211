// C0 controls, DEL and C1 controls: browsers drop tabs and newlines inside URLs,
// so "/\t/evil.example" would become "//evil.example".
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must be refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Where to go after signing in. Only a path on this site is followed, so a
 * crafted link (`/login?next=//evil.example`, `/%09/evil.example/`, `/\evil`)
 * cannot send someone elsewhere, or into a broken screen, after they typed
 * their password.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/app", origin = window.location.origin): string {
  if (!next?.startsWith("/") || next.startsWith("//")) return fallback;
  let decoded = next;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  for (const text of [next, decoded]) {
    if (CONTROL.test(text) || text.includes("\\") || text.includes("//")) return fallback;
  }
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return fallback;
  if (/^\/(login|auth\/callback)(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
