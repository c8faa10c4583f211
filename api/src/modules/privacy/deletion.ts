import type { Db } from "../../db/prisma.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, conflict } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { consumeRateLimit, enforceRateLimit, peekRateLimit, rateLimited, resetRateLimit } from "../../infra/security/rate-limit.ts";
import { publicOrigin } from "../auth/links.ts";
import { createOneTimeToken } from "../auth/one-time-tokens.ts";
import { verifyPassword } from "../auth/password.ts";
import { sendInBackground } from "../auth/request-meta.ts";
import { clearRefreshCookie, revokeAllSessions } from "../auth/sessions.ts";
import { DELETION_GRACE_MS } from "./anonymise.ts";
import { deletionLinkMail } from "./deletion-mail.ts";

const WRONG_PASSWORD_LIMIT = 5;
const WRONG_PASSWORD_WINDOW_SECONDS = 15 * 60;
/** the e-mailed confirmation link (accounts without a password): valid for an hour, once */
export const DELETION_LINK_TTL_MS = 3600 * 1000;
const DELETION_LINKS_PER_HOUR = 3;

/**
 * Records the request (the grace period starts), signs the person out
 * everywhere (signing in again is what cancels it) and audits it, in one
 * transaction. Returns when the account will be anonymised.
 */
export async function recordDeletionRequest(prisma: Pick<Db, "$transaction">, userId: string, via: "password" | "email-link", now = new Date()): Promise<Date> {
  const anonymiseAfter = new Date(now.getTime() + DELETION_GRACE_MS);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: userId, anonymisedAt: null }, data: { deletionRequestedAt: now } });
    if (count === 0) throw conflict("This account was already anonymised", "ALREADY_ANONYMISED");
    await revokeAllSessions(tx, userId);
    await audit(tx, {
      actorId: userId,
      action: "user.deletion.requested",
      entity: "User",
      entityId: userId,
      data: { anonymiseAfter: anonymiseAfter.toISOString(), via },
    });
  });
  return anonymiseAfter;
}

builder.mutationFields((t) => ({
  requestMyAccountDeletion: t.field({
    type: "DateTime",
    authScopes: { user: true },
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_root, { password }, ctx) => {
      const userId = viewerUserId(ctx)!;
      const key = `delete-account:${userId}`;
      const gate = await peekRateLimit(ctx.prisma, key, WRONG_PASSWORD_LIMIT);
      if (!gate.allowed) throw rateLimited(gate.retryAfterSeconds);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
      if (!(await verifyPassword(password, user.passwordHash, ctx.clientIp))) {
        await consumeRateLimit(ctx.prisma, key, WRONG_PASSWORD_LIMIT, WRONG_PASSWORD_WINDOW_SECONDS);
        throw badInput("The password is wrong", "WRONG_PASSWORD", [{ field: "password", reason: "WRONG_PASSWORD" }]);
      }
      await resetRateLimit(ctx.prisma, key);
      const anonymiseAfter = await recordDeletionRequest(ctx.prisma, userId, "password");
      ctx.responseCookies.push(clearRefreshCookie(ctx.config));
      return anonymiseAfter;
    },
  }),

  /**
   * For an account without a password (created with Google or Facebook):
   * e-mails a link that confirms the deletion, valid for an hour, once. The
   * request starts only when the link's page is confirmed, with the same
   * 7-day grace period; nothing changes until then.
   */
  requestMyAccountDeletionLink: t.boolean({
    authScopes: { user: true },
    resolve: async (_root, _args, ctx) => {
      const userId = viewerUserId(ctx)!;
      await enforceRateLimit(ctx.prisma, `delete-account-link:${userId}`, DELETION_LINKS_PER_HOUR, 3600);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, fullName: true, language: true, anonymisedAt: true } });
      if (user.anonymisedAt) throw conflict("This account was already anonymised", "ALREADY_ANONYMISED");
      const token = await createOneTimeToken(ctx.prisma, userId, "ACCOUNT_DELETION", DELETION_LINK_TTL_MS);
      const href = `${publicOrigin(ctx.config)}/privacy/delete-account?token=${encodeURIComponent(token)}`;
      sendInBackground(ctx, deletionLinkMail(user.language, user.email, user.fullName, href), "account-deletion-link");
      return true;
    },
  }),
}));
