import { builder } from "../../graphql/builder.ts";
import { CountryEnum } from "../../infra/common/schema.ts";
import { LocalizedText } from "./offering.ts";

export const TestimonialRef = builder.prismaObject("Testimonial", {
  authScopes: { public: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    company: t.exposeString("company"),
    country: t.expose("country", { type: CountryEnum }),
    rating: t.exposeInt("rating"),
    role: t.field({ type: LocalizedText, resolve: (r) => ({ pt: r.rolePt, en: r.roleEn }) }),
    content: t.field({ type: LocalizedText, resolve: (r) => ({ pt: r.contentPt, en: r.contentEn }) }),
    service: t.relation("offering", { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  catalogueTestimonials: t.prismaField({
    type: ["Testimonial"],
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.testimonial.findMany({ ...query, orderBy: { createdAt: "asc" } }),
  }),
}));
