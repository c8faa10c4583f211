import type { Plugin } from "graphql-yoga";

/** Reads a Cookie header into name → value (first occurrence wins). */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || out.has(name)) continue;
    let value = part.slice(i + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      out.set(name, value);
    }
  }
  return out;
}

export interface CookieOptions {
  path?: string;
  /** omit for a browser-session cookie */
  maxAgeSeconds?: number;
  secure: boolean;
  sameSite?: "Lax" | "Strict";
}

/** A Set-Cookie value; always HttpOnly (no script ever needs these cookies). */
export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? "/"}`, "HttpOnly", `SameSite=${o.sameSite ?? "Lax"}`];
  if (o.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(o.maxAgeSeconds))}`);
    if (o.maxAgeSeconds <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  }
  if (o.secure) parts.push("Secure");
  return parts.join("; ");
}

// Resolvers add Set-Cookie values to ctx.responseCookies; this jar ties them
// to the request so the yoga plugin below can put them on the response.
const jar = new WeakMap<Request, string[]>();

export function responseCookiesFor(request: Request): string[] {
  let cookies = jar.get(request);
  if (!cookies) {
    cookies = [];
    jar.set(request, cookies);
  }
  return cookies;
}

/** Appends the operation's cookies to the HTTP response (refresh-token cookie). */
export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      const cookies = jar.get(request);
      if (!cookies?.length) return;
      for (const c of cookies) response.headers.append("set-cookie", c);
      // a response carrying credentials must never be stored by a cache
      response.headers.set("cache-control", "no-store");
    },
  };
}
