import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, conflict } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { consumeRateLimit, peekRateLimit, rateLimited, resetRateLimit } from "../../infra/security/rate-limit.ts";
import { verifyPassword } from "../auth/password.ts";
import { clearRefreshCookie, revokeAllSessions } from "../auth/sessions.ts";
import { DELETION_GRACE_MS } from "./anonymise.ts";

const WRONG_PASSWORD_LIMIT = 5;
const WRONG_PASSWORD_WINDOW_SECONDS = 15 * 60;

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
      const requestedAt = new Date();
      const anonymiseAfter = new Date(requestedAt.getTime() + DELETION_GRACE_MS);
      await ctx.prisma.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({ where: { id: userId, anonymisedAt: null }, data: { deletionRequestedAt: requestedAt } });
        if (count === 0) throw conflict("This account was already anonymised", "ALREADY_ANONYMISED");
        // signed out everywhere, this device included: signing in again is what cancels the request
        await revokeAllSessions(tx, userId);
        await audit(tx, { actorId: userId, action: "user.deletion.requested", entity: "User", entityId: userId, data: { anonymiseAfter: anonymiseAfter.toISOString() } });
      });
      ctx.responseCookies.push(clearRefreshCookie(ctx.config));
      return anonymiseAfter;
    },
  }),
}));
