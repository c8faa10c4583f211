import type { User } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { AppError } from "../../graphql/errors.ts";
import { CountryEnum } from "../../infra/common/schema.ts";
import { cancelPendingDeletion } from "./deletion-cancel.ts";
import { OWN_ACCOUNT_GRANT, UserRef } from "../users/user.ts";
import { normalizeEmail } from "./credentials.ts";
import { signInAttemptsMail } from "./auth-mails.ts";
import { publicOrigin } from "./links.ts";
import { verifyPassword } from "./password.ts";
import { checkAddress, claimAttempt, claimOwnerNotice, clearAccountThrottle, recordFailure } from "./sign-in-guard.ts";
import { requestMeta, sendInBackground } from "./request-meta.ts";
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

interface AuthPayloadShape {
  accessToken: string;
  accessTokenExpiresAt: Date;
  user: User;
  /** this sign-in cancelled the account's pending deletion (privacy/deletion.ts) */
  deletionCancelled?: boolean;
}

/** A signed-in session: the short-lived access token; the refresh token travels in the HttpOnly cookie. */
export const AuthPayload = builder.objectRef<AuthPayloadShape>("AuthPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    accessToken: t.exposeString("accessToken"),
    accessTokenExpiresAt: t.expose("accessTokenExpiresAt", { type: "DateTime" }),
    user: t.field({ type: UserRef, grantScopes: [OWN_ACCOUNT_GRANT], resolve: (p) => p.user }),
    deletionCancelled: t.boolean({ resolve: (p) => p.deletionCancelled ?? false }),
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

const invalidCredentials = () => new AppError("UNAUTHENTICATED", "Wrong e-mail or password", { reason: "INVALID_CREDENTIALS" });

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
      // Guessing limits (sign-in-guard.ts): the address, then the account's own delay.
      await checkAddress(ctx.prisma, ctx.clientIp);
      const attempts = await claimAttempt(ctx.prisma, email);
      const user = await ctx.prisma.user.findUnique({ where: { email } });
      // verifyPassword spends the same time on an unknown account (no enumeration by timing),
      // waiting its turn with other anonymous hashing so a flood cannot starve the thread pool.
      const ok = await verifyPassword(input.password, user?.passwordHash, ctx.clientIp);
      if (!user || !ok) {
        await recordFailure(ctx.prisma, ctx.clientIp, email);
        if (user && (await claimOwnerNotice(ctx.prisma, email, attempts))) {
          const href = `${publicOrigin(ctx.config)}/login`;
          sendInBackground(ctx, signInAttemptsMail(user.language, user.email, user.fullName, attempts, href), "sign-in-attempts");
        }
        throw invalidCredentials();
      }
      await clearAccountThrottle(ctx.prisma, email);
      if (ctx.config.EMAIL_CONFIRMATION_REQUIRED && !user.emailConfirmedAt) {
        throw new AppError("FORBIDDEN", "Confirm your e-mail before signing in", { reason: "EMAIL_NOT_CONFIRMED" });
      }
      // signing in within the grace period is how a person takes a deletion request back
      const deletionCancelled = user.deletionRequestedAt ? await cancelPendingDeletion(ctx.prisma, user.id) : false;
      return { ...(await signInResponse(ctx, user, input.rememberMe)), deletionCancelled };
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
