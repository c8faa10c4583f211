import type { OAuthProvider, User } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import type { AppServices } from "../../graphql/context.ts";
import { AppError, conflict } from "../../graphql/errors.ts";
import { enforceRateLimit } from "../../infra/security/rate-limit.ts";
import { oauthLinkedMail } from "./auth-mails.ts";
import { OAuthProviderEnum } from "./auth-settings.ts";
import { publicOrigin } from "./links.ts";
import { markEmailProven } from "./registration.ts";
import { consumeOneTimeToken, findUsableOneTimeToken, LINK_ATTEMPTS_PER_ADDRESS, LINK_ATTEMPTS_WINDOW_SECONDS } from "./one-time-tokens.ts";
import { sendInBackground } from "./request-meta.ts";

/** Every new sign-in method is e-mailed to the account's owner, however it was added. */
export function notifyLinked(
  services: Pick<AppServices, "config" | "mailer" | "log">,
  user: Pick<User, "email" | "fullName" | "language">,
  provider: OAuthProvider,
): void {
  const href = `${publicOrigin(services.config)}/login`;
  sendInBackground(services, oauthLinkedMail(user.language, user.email, user.fullName, provider, href), "oauth-linked");
}

interface PendingLink {
  provider: OAuthProvider;
  providerAccountId: string;
  email: string;
}

function pendingLink(payload: unknown): PendingLink {
  const p = payload as Partial<PendingLink> | null;
  if (!p || (p.provider !== "GOOGLE" && p.provider !== "FACEBOOK") || typeof p.providerAccountId !== "string") {
    throw new AppError("BAD_USER_INPUT", "This link is not valid", { reason: "TOKEN_INVALID" });
  }
  return { provider: p.provider, providerAccountId: p.providerAccountId, email: String(p.email ?? "") };
}

builder.mutationFields((t) => ({
  confirmOAuthLink: t.field({
    type: OAuthProviderEnum,
    description:
      "Confirms, from the link e-mailed to an account's owner (/link-account?token=…), that the Google or Facebook account someone " +
      "just signed in with may be used to sign in to this existing account; returns the provider now linked. The link is valid for " +
      "1 hour and works once. An administrator's account is linked only while its owner is signed in to it (reason SIGN_IN_REQUIRED " +
      "otherwise). Errors: TOKEN_INVALID, TOKEN_EXPIRED, OAUTH_ACCOUNT_TAKEN (that provider account is linked to another Ponte account), " +
      "RATE_LIMITED.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: "The token from the e-mailed link." }) },
    resolve: async (_root, { token }, ctx) => {
      await enforceRateLimit(ctx.prisma, `link-token-ip:${ctx.clientIp}`, LINK_ATTEMPTS_PER_ADDRESS, LINK_ATTEMPTS_WINDOW_SECONDS);
      const row = await findUsableOneTimeToken(ctx.prisma, token, "OAUTH_LINK");
      const owner = await ctx.prisma.user.findUniqueOrThrow({ where: { id: row.userId } });
      if (owner.role === "ADMIN" && viewerUserId(ctx) !== owner.id) {
        // the mailbox alone is not enough for an administrator: the password (or an already linked provider) too
        throw new AppError("UNAUTHENTICATED", "Sign in to this administrator account first, then open the link again", {
          reason: "SIGN_IN_REQUIRED",
        });
      }
      const link = pendingLink(row.payload);
      await ctx.prisma.$transaction(async (tx) => {
        await consumeOneTimeToken(tx, token, "OAUTH_LINK");
        const taken = await tx.oAuthAccount.findUnique({
          where: { provider_providerAccountId: { provider: link.provider, providerAccountId: link.providerAccountId } },
          select: { userId: true },
        });
        if (taken && taken.userId !== owner.id) throw conflict("That provider account is linked to another account", "OAUTH_ACCOUNT_TAKEN");
        if (!taken) {
          await tx.oAuthAccount.create({
            data: { userId: owner.id, provider: link.provider, providerAccountId: link.providerAccountId, email: link.email || null },
          });
        }
        // following the e-mailed link proves the mailbox
        await markEmailProven(tx, owner.id, ctx);
      });
      ctx.log.info({ userId: owner.id, provider: link.provider }, "oauth account linked by its owner");
      notifyLinked(ctx, owner, link.provider);
      return link.provider;
    },
  }),
}));
