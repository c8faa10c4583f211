import type { Context } from "../../graphql/context.ts";
import type { Mail } from "../../infra/mail/mailer.ts";
import type { RequestMeta } from "./sessions.ts";

export const requestMeta = (ctx: Pick<Context, "request" | "clientIp">): RequestMeta => ({
  userAgent: ctx.request?.headers.get("user-agent") ?? null,
  ipAddress: ctx.clientIp,
});

/**
 * Sends without making the caller wait: the answer must not take longer for
 * an existing account than for an unknown one (no account enumeration by timing).
 */
export function sendInBackground(ctx: Pick<Context, "mailer" | "log">, mail: Mail, purpose: string): void {
  ctx.mailer.send(mail).catch((err: unknown) => ctx.log.error({ err, purpose }, "mail delivery failed"));
}
