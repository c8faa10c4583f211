import type { User } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { AppError } from "../../graphql/errors.ts";
import { CountryEnum } from "../common/schema.ts";
import { consumeRateLimit, peekRateLimit, rateLimited, resetRateLimit } from "../security/rate-limit.ts";
import { OWN_ACCOUNT_GRANT, UserRef } from "../users/user.ts";
import { normalizeEmail } from "./credentials.ts";
import { verifyPassword } from "./password.ts";
import { requestMeta } from "./request-meta.ts";
import {
  clearRefreshCookie,
  type IssuedSession,
  issueSession,
  refreshCookie,
  refreshTokenFrom,
  revokeByRefreshToken,
  revokeFamily,
  rotateSession,
  sessionExpired,
} from "./sessions.ts";

// Failed sign-ins allowed per window: per e-mail and address (guessing one
// account's password) and per address (trying many accounts).
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 20;

interface AuthPayloadShape {
  accessToken: string;
  accessTokenExpiresAt: Date;
  user: User;
}

/** A signed-in session: the short-lived access token; the refresh token travels in the HttpOnly cookie. */
export const AuthPayload = builder.objectRef<AuthPayloadShape>("AuthPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    accessToken: t.exposeString("accessToken"),
    accessTokenExpiresAt: t.expose("accessTokenExpiresAt", { type: "DateTime" }),
    user: t.field({ type: UserRef, grantScopes: [OWN_ACCOUNT_GRANT], resolve: (p) => p.user }),
  }),
});

const SignInInput = builder.inputType("SignInInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    /** required by the sign-in form (spec §5); the account's own country is kept in its profile */
    country: t.field({ type: CountryEnum, required: true }),
    rememberMe: t.boolean({ required: true }),
  }),
});

const invalidCredentials = () =>
  new AppError("UNAUTHENTICATED", "Wrong e-mail or password", { reason: "INVALID_CREDENTIALS" });

/** Starts a session for `user` on this response (cookie) and returns the payload. */
export async function signInResponse(ctx: Context, user: User, rememberMe: boolean): Promise<AuthPayloadShape> {
  const issued: IssuedSession = await issueSession(ctx, ctx.prisma, user, { rememberMe, ...requestMeta(ctx) });
  ctx.responseCookies.push(refreshCookie(ctx.config, issued));
  return { accessToken: issued.accessToken, accessTokenExpiresAt: issued.accessTokenExpiresAt, user };
}

builder.mutationFields((t) => ({
  signIn: t.field({
    type: AuthPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const email = normalizeEmail(input.email).slice(0, 254);
      const accountKey = `sign-in:${email}:${ctx.clientIp}`;
      const addressKey = `sign-in-ip:${ctx.clientIp}`;
      const perAddress = await peekRateLimit(ctx.prisma, addressKey, SIGN_IN_FAILURES_PER_ADDRESS);
      if (!perAddress.allowed) throw rateLimited(perAddress.retryAfterSeconds);
      // Counted before checking (atomic), so parallel guesses cannot slip past the limit;
      // a successful sign-in clears it again.
      const perAccount = await consumeRateLimit(ctx.prisma, accountKey, SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_WINDOW_SECONDS);
      if (!perAccount.allowed) throw rateLimited(perAccount.retryAfterSeconds);
      const user = await ctx.prisma.user.findUnique({ where: { email } });
      // verifyPassword spends the same time on an unknown account (no enumeration by timing).
      const ok = await verifyPassword(input.password, user?.passwordHash);
      if (!user || !ok) {
        await consumeRateLimit(ctx.prisma, addressKey, SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_SECONDS);
        throw invalidCredentials();
      }
      await resetRateLimit(ctx.prisma, accountKey);
      if (ctx.config.EMAIL_CONFIRMATION_REQUIRED && !user.emailConfirmedAt) {
        throw new AppError("FORBIDDEN", "Confirm your e-mail before signing in", { reason: "EMAIL_NOT_CONFIRMED" });
      }
      return signInResponse(ctx, user, input.rememberMe);
    },
  }),

  /** New access token from the refresh cookie; the cookie is rotated. */
  refreshSession: t.field({
    type: AuthPayload,
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      const token = refreshTokenFrom(ctx.request);
      try {
        if (!token) throw sessionExpired();
        const next = await rotateSession(ctx, token, requestMeta(ctx));
        ctx.responseCookies.push(refreshCookie(ctx.config, next));
        const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: next.user.id } });
        return { accessToken: next.accessToken, accessTokenExpiresAt: next.accessTokenExpiresAt, user };
      } catch (e) {
        if (e instanceof AppError) ctx.responseCookies.push(clearRefreshCookie(ctx.config));
        throw e;
      }
    },
  }),

  /** Ends this sign-in (all rotations of its refresh token) and clears the cookie. Always succeeds. */
  signOut: t.boolean({
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      const token = refreshTokenFrom(ctx.request);
      if (token) await revokeByRefreshToken(ctx.prisma, token);
      if (ctx.viewer?.kind === "user" && ctx.viewer.sessionId) {
        const s = await ctx.prisma.session.findUnique({ where: { id: ctx.viewer.sessionId }, select: { familyId: true } });
        if (s) await revokeFamily(ctx.prisma, s.familyId);
      }
      ctx.responseCookies.push(clearRefreshCookie(ctx.config));
      return true;
    },
  }),
}));
