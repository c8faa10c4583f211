import type { IncomingMessage } from "node:http";
import type { Context } from "../../graphql/context.ts";

/**
 * The caller's address for light abuse limits. Behind our load balancer the
 * last X-Forwarded-For hop is the one it appended (a client can only prepend
 * entries); without one it is the socket's peer address.
 */
export function clientIp(ctx: Context): string {
  const forwarded = ctx.request?.headers.get("x-forwarded-for");
  if (forwarded) {
    const hops = forwarded
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops.length) return hops[hops.length - 1];
  }
  // yoga keeps the Node server context (req, res) on the GraphQL context.
  const req = (ctx as unknown as { req?: IncomingMessage }).req;
  return req?.socket?.remoteAddress ?? "unknown";
}
