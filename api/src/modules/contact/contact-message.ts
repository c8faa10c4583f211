import { contactMessageInputSchema } from "@ponte/contracts/contact";
import * as E from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { AppError } from "../../graphql/errors.ts";
import { CountryEnum, SectorEnum } from "../../infra/common/schema.ts";
import { contactMail } from "./contact-mail.ts";
import { notifyAdmins } from "../notifications/notify-admins.ts";
import { queueContactAcknowledgement, visitorLanguage } from "../email-notifications/contact-acknowledgement.ts";
import { consumeRateLimit } from "../../infra/security/rate-limit.ts";

/** Spam damping for the public form: 5 messages per address per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export const PreferredContactEnum = builder.enumType(E.PreferredContact, { name: "PreferredContact" });

export const ContactMessageRef = builder.prismaNode("ContactMessage", {
  id: { field: "id" },
  // Admins read the inbox; whoever just sent a message may read it back.
  authScopes: { admin: true, $granted: "contactSubmitter" },
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    country: t.expose("country", { type: CountryEnum }),
    sector: t.expose("sector", { type: SectorEnum, nullable: true }),
    organization: t.exposeString("organization", { nullable: true }),
    subject: t.exposeString("subject"),
    message: t.exposeString("message"),
    preferredContact: t.expose("preferredContact", { type: PreferredContactEnum }),
    /** when it was e-mailed to the team inbox; null while mail delivery failed */
    emailedAt: t.expose("emailedAt", { type: "DateTime", nullable: true }),
    handledAt: t.expose("handledAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

// Reasons are stable ids the web app maps to texts in both languages; the
// rules are the contact form's own (@ponte/contracts/contact). One schema for
// the whole input (not per field) so every bad field is reported at once.
export const ContactMessageInput = builder.inputType("ContactMessageInput", {
  validate: contactMessageInputSchema.loose(),
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: false }),
    country: t.field({ type: CountryEnum, required: true }),
    sector: t.field({ type: SectorEnum, required: false }),
    organization: t.string({ required: false }),
    subject: t.string({ required: true }),
    message: t.string({ required: true }),
    preferredContact: t.field({ type: PreferredContactEnum, required: false, defaultValue: "EMAIL" }),
  }),
});

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

builder.mutationFields((t) => ({
  /**
   * The public contact form: the message is stored first, then e-mailed to the
   * team inbox; a mail failure is logged and the message stays stored.
   */
  submitContactMessage: t.prismaField({
    type: "ContactMessage",
    authScopes: { public: true },
    grantScopes: ["contactSubmitter"],
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      // X-Forwarded-For counts only behind our own balancer (TRUST_PROXY):
      // otherwise anyone could dodge the limit with a new header each time.
      const ip = ctx.clientIp;
      const limit = await consumeRateLimit(ctx.prisma, `contact:${ip}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowMs / 1000);
      if (!limit.allowed) {
        throw new AppError("RATE_LIMITED", "Too many contact messages; try again later", {
          reason: "CONTACT_RATE_LIMITED",
          retryAfterSeconds: limit.retryAfterSeconds,
        });
      }
      const stored = await ctx.prisma.$transaction(async (tx) => {
        const message = await tx.contactMessage.create({
          data: {
            userId: viewerUserId(ctx),
            name: input.name.trim(),
            email: input.email.trim().toLowerCase(),
            phone: blankToNull(input.phone),
            country: input.country,
            sector: input.sector ?? null,
            organization: blankToNull(input.organization),
            subject: input.subject.trim(),
            message: input.message.trim(),
            preferredContact: input.preferredContact ?? "EMAIL",
          },
        });
        await notifyAdmins(tx, "CONTACT_MESSAGE", { contactMessageId: message.id, senderName: message.name, subject: message.subject });
        const language = await visitorLanguage(tx, message.userId, ctx.request.headers.get("accept-language"));
        await queueContactAcknowledgement(tx, ctx.jobs, message, language);
        return message;
      });
      try {
        await ctx.mailer.send(contactMail(ctx.config.TEAM_INBOX, stored));
        return await ctx.prisma.contactMessage.update({ ...query, where: { id: stored.id }, data: { emailedAt: new Date() } });
      } catch (err) {
        ctx.log.error({ err, contactMessageId: stored.id }, "contact message stored but not e-mailed");
        return ctx.prisma.contactMessage.findUniqueOrThrow({ ...query, where: { id: stored.id } });
      }
    },
  }),
}));
