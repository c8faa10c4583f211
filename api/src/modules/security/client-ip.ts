import type { IncomingMessage } from "node:http";

/**
 * The caller's address, from the socket. X-Forwarded-For is read only when
 * TRUST_PROXY is on (behind our own load balancer): anyone can send that
 * header, and rate limits keyed on a spoofable value protect nothing. The
 * balancer appends the address it saw, so the last entry is the one to trust.
 */
export function clientIpOf(initialContext: unknown, trustProxy = false): string {
  const req = (initialContext as { req?: IncomingMessage } | undefined)?.req;
  const forwarded = trustProxy ? req?.headers["x-forwarded-for"] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)?.split(",").pop()?.trim();
  const addr = last || req?.socket?.remoteAddress;
  if (!addr) return "unknown";
  return addr.startsWith("::ffff:") ? addr.slice(7) : addr;
}
