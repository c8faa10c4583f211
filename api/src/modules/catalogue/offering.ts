import { catalogueRequestRules } from "@ponte/contracts/catalogue";
import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { conflict, notFound } from "../../graphql/errors.ts";
import { NEW_FOR_ADMINS, notifyAdmins } from "../notifications/notify-admins.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { CountryEnum, SectorEnum } from "../../infra/common/schema.ts";

/** A text in both interface languages; the web app shows the one in use. */
export const LocalizedText = builder.objectRef<{ pt: string; en: string }>("LocalizedText").implement({
  authScopes: { public: true },
  fields: (t) => ({ pt: t.exposeString("pt"), en: t.exposeString("en") }),
});
export const LocalizedList = builder.objectRef<{ pt: string[]; en: string[] }>("LocalizedList").implement({
  authScopes: { public: true },
  fields: (t) => ({ pt: t.exposeStringList("pt"), en: t.exposeStringList("en") }),
});

/** The services catalogue ("Nossos Serviços"), kept in the database. */
export const ServiceOfferingRef = builder.prismaNode("ServiceOffering", {
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("slug"),
    category: t.expose("category", { type: SectorEnum }),
    countries: t.expose("countries", { type: [CountryEnum] }),
    featured: t.exposeBoolean("featured"),
    icon: t.exposeString("icon"),
    imageUrl: t.exposeString("imageUrl"),
    providers: t.exposeStringList("providers"),
    title: t.field({ type: LocalizedText, resolve: (o) => ({ pt: o.titlePt, en: o.titleEn }) }),
    description: t.field({ type: LocalizedText, resolve: (o) => ({ pt: o.descriptionPt, en: o.descriptionEn }) }),
    price: t.field({ type: LocalizedText, resolve: (o) => ({ pt: o.pricePt, en: o.priceEn }) }),
    duration: t.field({ type: LocalizedText, resolve: (o) => ({ pt: o.durationPt, en: o.durationEn }) }),
    features: t.field({ type: LocalizedList, resolve: (o) => ({ pt: o.featuresPt, en: o.featuresEn }) }),
    benefits: t.field({ type: LocalizedList, resolve: (o) => ({ pt: o.benefitsPt, en: o.benefitsEn }) }),
    requirements: t.field({ type: LocalizedList, resolve: (o) => ({ pt: o.requirementsPt, en: o.requirementsEn }) }),
  }),
});

const CategoryCount = builder.objectRef<{ category: string; count: number }>("CatalogueCategoryCount").implement({
  authScopes: { public: true },
  fields: (t) => ({
    category: t.field({ type: SectorEnum, resolve: (c) => c.category as "HEALTH" }),
    count: t.exposeInt("count"),
  }),
});

export const CatalogueFilter = builder.inputType("CatalogueFilter", {
  fields: (t) => ({
    category: t.field({ type: SectorEnum, required: false }),
    country: t.field({ type: CountryEnum, required: false }),
    featured: t.boolean({ required: false }),
  }),
});

function where(filter: { category?: string | null; country?: string | null; featured?: boolean | null } | null | undefined) {
  const w: Prisma.ServiceOfferingWhereInput = {};
  if (filter?.category) w.category = filter.category as Prisma.ServiceOfferingWhereInput["category"];
  if (filter?.country) w.countries = { has: filter.country as "AO" };
  if (filter?.featured != null) w.featured = filter.featured;
  return w;
}

builder.queryFields((t) => ({
  /** Catalogue services; category and country filters combine. */
  serviceOfferings: t.prismaField({
    type: ["ServiceOffering"],
    authScopes: { public: true },
    args: { filter: t.arg({ type: CatalogueFilter, required: false }) },
    resolve: (query, _root, { filter }, ctx) => ctx.prisma.serviceOffering.findMany({ ...query, where: where(filter), orderBy: [{ position: "asc" }, { slug: "asc" }] }),
  }),
  /** How many services each category has (for the filter buttons), within a country if given. */
  serviceOfferingCounts: t.field({
    type: [CategoryCount],
    authScopes: { public: true },
    args: { country: t.arg({ type: CountryEnum, required: false }) },
    resolve: async (_root, { country }, ctx) => {
      const rows = await ctx.prisma.serviceOffering.groupBy({
        by: ["category"],
        where: where({ country }),
        _count: { _all: true },
        orderBy: { category: "asc" },
      });
      return rows.map((r) => ({ category: r.category, count: r._count._all }));
    },
  }),
  serviceOffering: t.prismaField({
    type: "ServiceOffering",
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true, validate: z.string().max(100) }) },
    resolve: async (query, _root, { slug }, ctx) => {
      const o = await ctx.prisma.serviceOffering.findUnique({ ...query, where: { slug } });
      if (!o) throw notFound("Service");
      return o;
    },
  }),
}));

const CatalogueRequestInput = builder.inputType("CatalogueRequestInput", {
  fields: (t) => ({
    offeringId: t.globalID({ required: true, for: ServiceOfferingRef }),
    // the same rules as the web's request dialog (@ponte/contracts)
    name: t.string({ required: true, validate: catalogueRequestRules.name }),
    email: t.string({ required: true, validate: catalogueRequestRules.email }),
    phone: t.string({ required: true, validate: catalogueRequestRules.phone }),
    message: t.string({ required: true, validate: catalogueRequestRules.message }),
    /** true to send it even though an identical request went out less than a minute ago (DUPLICATE_REQUEST) */
    confirmDuplicate: t.boolean({ required: false }),
  }),
});

/** How long an identical catalogue request (same person, service and message) counts as a probable double send. */
const DUPLICATE_REQUEST_WINDOW_MS = 60_000;

builder.mutationFields((t) => ({
  /** "Solicitar": a real service request for the signed-in member, linked to the catalogue service. */
  requestCatalogueService: t.field({
    type: "ID",
    authScopes: { user: true },
    args: { input: t.arg({ type: CatalogueRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const offeringId = input.offeringId.id;
      const userId = viewerUserId(ctx)!;
      const [offering, user] = await Promise.all([
        ctx.prisma.serviceOffering.findUnique({ where: { id: offeringId }, select: { id: true, slug: true, titlePt: true, titleEn: true } }),
        ctx.prisma.user.findUnique({ where: { id: userId }, select: { country: true, fullName: true } }),
      ]);
      if (!offering) throw notFound("Service");
      const message = input.message.trim();
      if (!input.confirmDuplicate) {
        const recent = await ctx.prisma.serviceRequest.findFirst({
          where: { userId, offeringId: offering.id, message, createdAt: { gt: new Date(Date.now() - DUPLICATE_REQUEST_WINDOW_MS) } },
          select: { id: true },
        });
        if (recent) throw conflict("An identical request was sent less than a minute ago", "DUPLICATE_REQUEST");
      }
      // the request and the admins' notifications together, or neither
      const request = await ctx.prisma.$transaction(async (tx) => {
        const created = await tx.serviceRequest.create({
          data: {
            userId,
            offeringId: offering.id,
            serviceType: offering.slug,
            name: input.name.trim(),
            email: input.email.trim().toLowerCase(),
            phone: input.phone.trim(),
            message,
            userCountry: user?.country ?? null,
          },
          select: { id: true },
        });
        await notifyAdmins(tx, "SERVICE_REQUEST", {
          kind: NEW_FOR_ADMINS,
          requestId: created.id,
          serviceType: offering.slug,
          serviceTitle: { pt: offering.titlePt, en: offering.titleEn },
          requesterName: user?.fullName ?? input.name.trim(),
          status: "PENDING",
        });
        return created;
      });
      return request.id;
    },
  }),
}));
