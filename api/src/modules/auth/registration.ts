import type { Prisma, User } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { conflict } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { CountryEnum, LanguageEnum, SectorEnum } from "../../infra/common/schema.ts";
import { enforceRateLimit } from "../../infra/security/rate-limit.ts";
import { OWN_ACCOUNT_GRANT, UserRef } from "../users/user.ts";
import { confirmationMail } from "./auth-mails.ts";
import { checkEmail, checkNewPassword, normalizeEmail } from "./credentials.ts";
import { checkFullName, checkOrganization } from "../users/profile-fields.ts";
import { publicOrigin } from "./links.ts";
import { consumeOneTimeToken, createOneTimeToken, EMAIL_CONFIRMATION_TTL_MS, LINK_ATTEMPTS_PER_ADDRESS, LINK_ATTEMPTS_WINDOW_SECONDS } from "./one-time-tokens.ts";
import { hashPassword } from "./password.ts";
import { sendInBackground } from "./request-meta.ts";
import { demoRole, initialRole, isConfiguredAdmin } from "./roles.ts";

const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 30;
const CONFIRMATION_MAILS_PER_HOUR = 5;

const RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    country: t.field({ type: CountryEnum, required: true }),
    sector: t.field({ type: SectorEnum, required: true }),
    organization: t.string({ required: false }),
    language: t.field({ type: LanguageEnum, required: false }),
  }),
});

const RegisterPayload = builder.objectRef<{ user: User; emailConfirmationRequired: boolean }>("RegisterPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    user: t.field({ type: UserRef, grantScopes: [OWN_ACCOUNT_GRANT], resolve: (p) => p.user }),
    /** the person must click the e-mailed link before signing in */
    emailConfirmationRequired: t.exposeBoolean("emailConfirmationRequired"),
  }),
});

const emailTaken = () => conflict("This e-mail is already registered", "EMAIL_TAKEN");

async function sendConfirmation(ctx: Context, user: Pick<User, "id" | "email" | "fullName" | "language">): Promise<void> {
  const token = await createOneTimeToken(ctx.prisma, user.id, "EMAIL_CONFIRMATION", EMAIL_CONFIRMATION_TTL_MS);
  const href = `${publicOrigin(ctx.config)}/confirm-email?token=${encodeURIComponent(token)}`;
  sendInBackground(ctx, confirmationMail(user.language, user.email, user.fullName, href), "email-confirmation");
}

builder.mutationFields((t) => ({
  /** Creates an account. Does not sign in: the web app switches to the sign-in form (spec §2.3). */
  register: t.field({
    type: RegisterPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const email = normalizeEmail(input.email);
      checkEmail(email);
      const fullName = checkFullName(input.fullName);
      const organization = checkOrganization(input.organization);
      await checkNewPassword(input.password, "input.password", { email });
      await enforceRateLimit(ctx.prisma, `register-ip:${ctx.clientIp}`, REGISTRATIONS_PER_ADDRESS_PER_HOUR, 3600);
      if (await ctx.prisma.user.findUnique({ where: { email }, select: { id: true } })) throw emailTaken();

      const confirmationRequired = ctx.config.EMAIL_CONFIRMATION_REQUIRED;
      // A configured administrator address gets its rights once the link proves the mailbox (see roles.ts).
      const adminAwaitingProof = isConfiguredAdmin(email, ctx.config) && demoRole(email, ctx.config) !== "ADMIN";
      const passwordHash = await hashPassword(input.password, ctx.clientIp);
      let user: User;
      try {
        user = await ctx.prisma.user.create({
          data: {
            email,
            fullName,
            passwordHash,
            country: input.country,
            sector: input.sector,
            organization,
            language: input.language ?? "pt",
            role: initialRole(email, ctx.config, false),
            emailConfirmedAt: confirmationRequired || adminAwaitingProof ? null : new Date(),
          },
        });
      } catch (e) {
        if ((e as { code?: string }).code === "P2002") throw emailTaken();
        throw e;
      }
      if (confirmationRequired || adminAwaitingProof) await sendConfirmation(ctx, user);
      return { user, emailConfirmationRequired: confirmationRequired };
    },
  }),

  /** The link of the confirmation e-mail (/confirm-email?token=…). */
  confirmEmail: t.boolean({
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await enforceRateLimit(ctx.prisma, `confirm-token-ip:${ctx.clientIp}`, LINK_ATTEMPTS_PER_ADDRESS, LINK_ATTEMPTS_WINDOW_SECONDS);
      await ctx.prisma.$transaction(async (tx) => {
        const { userId } = await consumeOneTimeToken(tx, token, "EMAIL_CONFIRMATION");
        await markEmailProven(tx, userId, ctx);
      });
      return true;
    },
  }),

  /** Sends a new confirmation link. Always true, so it does not reveal which e-mails have accounts. */
  resendConfirmation: t.boolean({
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const email = normalizeEmail(args.email);
      checkEmail(email, "email");
      await enforceRateLimit(ctx.prisma, `confirm-ip:${ctx.clientIp}`, CONFIRMATION_MAILS_PER_HOUR * 4, 3600);
      await enforceRateLimit(ctx.prisma, `confirm-email:${email}`, CONFIRMATION_MAILS_PER_HOUR, 3600);
      const user = await ctx.prisma.user.findUnique({ where: { email } });
      if (user && !user.emailConfirmedAt) await sendConfirmation(ctx, user);
      return true;
    },
  }),
}));

type Tx = Prisma.TransactionClient;

/**
 * The person has just shown they own the mailbox (confirmation or reset
 * link): record it, and grant ADMIN if configuration names the address.
 */
export async function markEmailProven(tx: Tx, userId: string, ctx: Pick<Context, "config">): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, role: true, emailConfirmedAt: true } });
  const promote = user.role !== "ADMIN" && isConfiguredAdmin(user.email, ctx.config);
  await tx.user.update({
    where: { id: userId },
    data: { emailConfirmedAt: user.emailConfirmedAt ?? new Date(), ...(promote ? { role: "ADMIN" } : {}) },
  });
  if (promote) {
    await audit(tx, { actorId: null, action: "user.role.configured", entity: "User", entityId: userId, data: { role: "ADMIN" } });
  }
}
