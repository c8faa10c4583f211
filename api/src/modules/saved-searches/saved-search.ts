import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { conflict, notFound } from "../../graphql/errors.ts";
import { nodeId } from "../../graphql/node-id.ts";
import { CountryEnum, OpportunityTypeEnum, SectorEnum } from "../../infra/common/schema.ts";

/** More alerts than this are more e-mail than anyone reads; a member deletes one first. */
export const SAVED_SEARCH_LIMIT = 10;

/** A member's alert: the opportunity list's filters, checked each week for new opportunities. */
export const SavedSearchRef = builder.prismaNode("SavedSearch", {
  id: { field: "id" },
  // reached only through savedSearches / saveSearch, which answer with the member's own rows
  authScopes: { user: true },
  fields: (t) => ({
    country: t.expose("country", { type: CountryEnum, nullable: true }),
    sector: t.expose("sector", { type: SectorEnum, nullable: true }),
    type: t.expose("type", { type: OpportunityTypeEnum, nullable: true }),
    search: t.string({ nullable: true, resolve: (s) => s.search || null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const SavedSearchFilter = builder.inputType("SavedSearchFilter", {
  fields: (t) => ({
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    type: t.field({ type: OpportunityTypeEnum, required: false }),
    search: t.string({ required: false, validate: z.string().max(200) }),
  }),
});

builder.queryFields((t) => ({
  savedSearches: t.prismaField({
    type: ["SavedSearch"],
    authScopes: { user: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.savedSearch.findMany({ ...query, where: { userId: viewerUserId(ctx)! }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
  }),
}));

builder.mutationFields((t) => ({
  saveSearch: t.prismaField({
    type: "SavedSearch",
    authScopes: { user: true },
    args: { filter: t.arg({ type: SavedSearchFilter, required: true }) },
    resolve: (query, _root, { filter }, ctx) => {
      const userId = viewerUserId(ctx)!;
      const wanted = { country: filter.country ?? null, sector: filter.sector ?? null, type: filter.type ?? null, search: filter.search?.trim() ?? "" };
      return ctx.prisma.$transaction(async (tx) => {
        // The member's row, locked: two saves at once (two tabs) count against the cap and the duplicate check one after the other.
        await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
        const mine = await tx.savedSearch.findMany({ where: { userId }, select: { country: true, sector: true, type: true, search: true } });
        const same = mine.some(
          (s) => s.country === wanted.country && s.sector === wanted.sector && s.type === wanted.type && s.search.toLowerCase() === wanted.search.toLowerCase(),
        );
        if (same) throw conflict("An alert with these filters already exists", "SAVED_SEARCH_EXISTS");
        if (mine.length >= SAVED_SEARCH_LIMIT) throw conflict(`At most ${SAVED_SEARCH_LIMIT} alerts per member; delete one first`, "SAVED_SEARCH_LIMIT");
        // covered from now on: the first digest lists what is published after the alert was saved
        return tx.savedSearch.create({ ...query, data: { userId, ...wanted, coveredUpTo: new Date() } });
      });
    },
  }),

  deleteSavedSearch: t.field({
    type: "ID",
    authScopes: { user: true },
    args: { id: t.arg.globalID({ required: true, for: SavedSearchRef }) },
    resolve: async (_root, { id }, ctx) => {
      // someone else's alert is as unknown as a missing one
      const { count } = await ctx.prisma.savedSearch.deleteMany({ where: { id: id.id, userId: viewerUserId(ctx)! } });
      if (count === 0) throw notFound("Saved search");
      return nodeId("SavedSearch", id.id);
    },
  }),
}));
