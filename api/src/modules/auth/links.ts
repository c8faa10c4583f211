import type { Config } from "../../config/config.ts";

/**
 * The address the browser uses for Ponte, for links in e-mails and OAuth
 * redirect URIs. PUBLIC_URL when set. Otherwise the request's own origin is
 * only trusted outside production: a forged Host header must not be able to
 * put an attacker's site into a password-reset e-mail.
 */
export function publicOrigin(config: Config, request: { url: string; headers: { get(name: string): string | null } }): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  if (config.NODE_ENV !== "production") {
    const host = request.headers.get("host");
    if (host && /^[a-z0-9.:[\]-]+$/i.test(host)) return `${new URL(request.url).protocol}//${host}`;
    return new URL(request.url).origin;
  }
  return `http://localhost:${config.PORT}`;
}
