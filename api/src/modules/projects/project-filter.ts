import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, SEARCH, type SearchScope } from "../../infra/search/text-search.ts";
import { builder } from "../../graphql/builder.ts";
import { CountryEnum, SectorEnum } from "../../infra/common/schema.ts";
import { PriorityEnum, ProjectStatusEnum } from "./enums.ts";

export const ProjectFilter = builder.inputType("ProjectFilter", {
  fields: (t) => ({
    /** case-insensitive, over name, client name and description */
    search: t.string({ required: false, validate: z.string().max(200) }),
    status: t.field({ type: ProjectStatusEnum, required: false }),
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    priority: t.field({ type: PriorityEnum, required: false }),
  }),
});

export type ProjectFilterShape =
  | {
      search?: string | null;
      status?: Prisma.ProjectWhereInput["status"] | null;
      country?: Prisma.ProjectWhereInput["country"] | null;
      sector?: Prisma.ProjectWhereInput["sector"] | null;
      priority?: Prisma.ProjectWhereInput["priority"] | null;
    }
  | null
  | undefined;

/** The filters combine (spec §5: logical and). */
export async function projectWhere(db: SearchScope, filter: ProjectFilterShape): Promise<Prisma.ProjectWhereInput> {
  const where: Prisma.ProjectWhereInput = {};
  if (!filter) return where;
  if (filter.status) where.status = filter.status;
  if (filter.country) where.country = filter.country;
  if (filter.sector) where.sector = filter.sector;
  if (filter.priority) where.priority = filter.priority;
  const q = filter.search?.trim();
  if (q) {
    // name, description or client name; accents, case and wildcards ignored (infra/search/text-search.ts)
    where.id = { in: await matchingIds(db, SEARCH.project, q) };
  }
  return where;
}
