import type { IncomingMessage } from "node:http";

/**
 * The caller's address, from the socket. X-Forwarded-For is read only when
 * TRUST_PROXY is on (behind our own load balancer): anyone can send that
 * header, and rate limits keyed on a spoofable value protect nothing. The
 * balancer appends the address it saw, so the last entry is the one to trust.
 */
export function clientIpOf(initialContext: unknown, trustProxy = false): string {
  const { req, request } = (initialContext as { req?: IncomingMessage; request?: Request } | undefined) ?? {};
  // the Node request over HTTP; the Fetch request when called through yoga.fetch
  const forwarded = trustProxy ? (req?.headers["x-forwarded-for"] ?? request?.headers?.get("x-forwarded-for") ?? undefined) : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)?.split(",").pop()?.trim();
  const addr = last || req?.socket?.remoteAddress;
  if (!addr) return "unknown";
  return addr.startsWith("::ffff:") ? addr.slice(7) : addr;
}
