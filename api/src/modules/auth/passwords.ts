import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput } from "../../graphql/errors.ts";
import { consumeRateLimit, enforceRateLimit, peekRateLimit, rateLimited, resetRateLimit } from "../../infra/security/rate-limit.ts";
import { passwordResetMail } from "./auth-mails.ts";
import { checkEmail, checkNewPassword, normalizeEmail } from "./credentials.ts";
import { publicOrigin } from "./links.ts";
import {
  consumeOneTimeToken,
  createOneTimeToken,
  findUsableOneTimeToken,
  LINK_ATTEMPTS_PER_ADDRESS,
  LINK_ATTEMPTS_WINDOW_SECONDS,
  PASSWORD_RESET_TTL_MS,
} from "./one-time-tokens.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { markEmailProven } from "./registration.ts";
import { sendInBackground } from "./request-meta.ts";
import { revokeAllSessions } from "./sessions.ts";
import { clearAccountThrottle } from "./sign-in-guard.ts";

const RESET_MAILS_PER_EMAIL_PER_HOUR = 5;
const RESET_MAILS_PER_ADDRESS_PER_HOUR = 20;
const WRONG_CURRENT_PASSWORD_LIMIT = 5;
const WRONG_CURRENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

builder.mutationFields((t) => ({
  /**
   * E-mails a link to /reset-password (valid 1 hour, single use). Always
   * true, for unknown e-mails too, so it does not reveal who has an account.
   */
  requestPasswordReset: t.boolean({
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const email = normalizeEmail(args.email);
      checkEmail(email, "email");
      await enforceRateLimit(ctx.prisma, `reset-ip:${ctx.clientIp}`, RESET_MAILS_PER_ADDRESS_PER_HOUR, 3600);
      await enforceRateLimit(ctx.prisma, `reset-email:${email}`, RESET_MAILS_PER_EMAIL_PER_HOUR, 3600);
      const user = await ctx.prisma.user.findUnique({ where: { email } });
      if (user) {
        const token = await createOneTimeToken(ctx.prisma, user.id, "PASSWORD_RESET", PASSWORD_RESET_TTL_MS);
        const href = `${publicOrigin(ctx.config)}/reset-password?token=${encodeURIComponent(token)}`;
        sendInBackground(ctx, passwordResetMail(user.language, user.email, user.fullName, href), "password-reset");
      }
      return true;
    },
  }),

  /** Sets a new password from a reset link and signs the person out everywhere. */
  resetPassword: t.boolean({
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, { token, password }, ctx) => {
      await enforceRateLimit(ctx.prisma, `reset-token-ip:${ctx.clientIp}`, LINK_ATTEMPTS_PER_ADDRESS, LINK_ATTEMPTS_WINDOW_SECONDS);
      // The token first (one indexed read of its hash): a made-up one never reaches scrypt.
      const row = await findUsableOneTimeToken(ctx.prisma, token, "PASSWORD_RESET");
      const owner = await ctx.prisma.user.findUniqueOrThrow({ where: { id: row.userId }, select: { email: true } });
      await checkNewPassword(password, "password", owner);
      const passwordHash = await hashPassword(password, ctx.clientIp);
      await ctx.prisma.$transaction(async (tx) => {
        const { userId } = await consumeOneTimeToken(tx, token, "PASSWORD_RESET");
        const before = await tx.user.update({ where: { id: userId }, data: { passwordHash }, select: { emailConfirmedAt: true } });
        // The mailbox's owner takes the account over: provider accounts linked while the address
        // was still unproven (an unverified Facebook e-mail) may be someone else's, and go.
        if (!before.emailConfirmedAt) await tx.oAuthAccount.deleteMany({ where: { userId } });
        // the link reached the mailbox, which proves the address
        await markEmailProven(tx, userId, ctx);
        await revokeAllSessions(tx, userId);
        // the owner is back in: sign-in delays from guessing end
        await clearAccountThrottle(tx, owner.email);
      });
      return true;
    },
  }),

  /** Changes the signed-in person's password; their other sessions end. */
  changeMyPassword: t.boolean({
    authScopes: { user: true },
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: async (_root, { currentPassword, newPassword }, ctx) => {
      const userId = viewerUserId(ctx)!;
      const key = `change-password:${userId}`;
      const gate = await peekRateLimit(ctx.prisma, key, WRONG_CURRENT_PASSWORD_LIMIT);
      if (!gate.allowed) throw rateLimited(gate.retryAfterSeconds);
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, email: true } });
      await checkNewPassword(newPassword, "newPassword", user);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        await consumeRateLimit(ctx.prisma, key, WRONG_CURRENT_PASSWORD_LIMIT, WRONG_CURRENT_PASSWORD_WINDOW_SECONDS);
        throw badInput("The current password is wrong", "WRONG_PASSWORD", [{ field: "currentPassword", reason: "WRONG_PASSWORD" }]);
      }
      await resetRateLimit(ctx.prisma, key);
      const passwordHash = await hashPassword(newPassword);
      const sessionId = ctx.viewer?.kind === "user" ? ctx.viewer.sessionId : undefined;
      await ctx.prisma.$transaction(async (tx) => {
        const current = sessionId ? await tx.session.findUnique({ where: { id: sessionId }, select: { familyId: true } }) : null;
        await tx.user.update({ where: { id: userId }, data: { passwordHash } });
        await revokeAllSessions(tx, userId, current?.familyId);
      });
      return true;
    },
  }),
}));
