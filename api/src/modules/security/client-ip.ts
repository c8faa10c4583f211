import type { IncomingMessage } from "node:http";

/**
 * The caller's address, from the socket. Forwarded-for headers are not read:
 * anyone can send them, and rate limits keyed on a spoofable value protect
 * nothing. (Behind a load balancer, the balancer must be trusted explicitly;
 * see the README's deployment notes.)
 */
export function clientIpOf(initialContext: unknown): string {
  const req = (initialContext as { req?: IncomingMessage } | undefined)?.req;
  const addr = req?.socket?.remoteAddress;
  if (!addr) return "unknown";
  return addr.startsWith("::ffff:") ? addr.slice(7) : addr;
}
