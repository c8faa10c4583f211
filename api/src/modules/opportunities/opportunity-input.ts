import { opportunityRules } from "@ponte/contracts/opportunities";
import { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { badInput } from "../../graphql/errors.ts";
import { COUNTRY_TIME_ZONE, localDate } from "../../infra/common/countries.ts";
import { CountryEnum, OpportunityStatusEnum, OpportunityTypeEnum, SectorEnum } from "../../infra/common/schema.ts";
import type { Country, OpportunityStatus, OpportunityType, Sector } from "../../generated/prisma/enums.ts";
import { parseNodeId } from "../../graphql/node-id.ts";

/** Stock and sector images shipped with the web app (e.g. /images/sectors/health.svg). */
const STOCK_IMAGE = /^\/images\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:svg|png|jpe?g|gif|webp)$/i;

// the same rules as the web's wizard and edit form (@ponte/contracts); reasons are the shared field reasons
const rules = opportunityRules;

export const OpportunityInput = builder.inputType("OpportunityInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: rules.title }),
    description: t.string({ required: true, validate: rules.description }),
    country: t.field({ type: CountryEnum, required: true }),
    sector: t.field({ type: SectorEnum, required: true }),
    type: t.field({ type: OpportunityTypeEnum, required: false, defaultValue: "PROJECT" }),
    organization: t.string({ required: true, validate: rules.organization }),
    location: t.string({ required: true, validate: rules.location }),
    /** optional, in USD; 0 or absent means no budget */
    budget: t.field({ type: "Decimal", required: false }),
    /** not before today */
    deadline: t.field({ type: "Date", required: true }),
    /** blank items are dropped; at least one must remain */
    requirements: t.stringList({ required: true, validate: rules.requirements }),
    featured: t.boolean({ required: false, defaultValue: false }),
    /** a Media id returned by uploadImage */
    imageId: t.id({ required: false }),
    /** a stock/sector image path under /images/, used when no upload was made */
    imageUrl: t.string({ required: false, validate: rules.imageUrl }),
  }),
});

export const OpportunityUpdateInput = builder.inputType("OpportunityUpdateInput", {
  fields: (t) => ({
    title: t.string({ required: false, validate: rules.title }),
    description: t.string({ required: false, validate: rules.description }),
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    type: t.field({ type: OpportunityTypeEnum, required: false }),
    organization: t.string({ required: false, validate: rules.organization }),
    location: t.string({ required: false, validate: rules.optionalLocation }),
    /** null or 0 clears the budget */
    budget: t.field({ type: "Decimal", required: false }),
    deadline: t.field({ type: "Date", required: false }),
    requirements: t.stringList({ required: false, validate: rules.requirements }),
    featured: t.boolean({ required: false }),
    status: t.field({ type: OpportunityStatusEnum, required: false }),
    /** a Media id from uploadImage; null removes the upload */
    imageId: t.id({ required: false }),
    /** a stock image path; setting it without imageId replaces an upload */
    imageUrl: t.string({ required: false, validate: rules.imageUrl }),
  }),
});

type Maybe<T> = T | null | undefined;

export interface OpportunityFields {
  title?: Maybe<string>;
  description?: Maybe<string>;
  country?: Maybe<Country>;
  sector?: Maybe<Sector>;
  type?: Maybe<OpportunityType>;
  organization?: Maybe<string>;
  location?: Maybe<string>;
  budget?: Maybe<string>;
  deadline?: Maybe<Date>;
  requirements?: Maybe<string[]>;
  featured?: Maybe<boolean>;
  status?: Maybe<OpportunityStatus>;
  imageId?: Maybe<string | number>;
  imageUrl?: Maybe<string>;
}

/**
 * Today in the opportunity's country (midnight UTC of that calendar date):
 * deadlines are calendar dates read in the country's time zone, the rule the
 * expiry job follows, so a deadline of "today" is accepted until the day ends
 * there (in Luanda, 23:30 UTC is already tomorrow).
 */
export function todayIn(country: Country, now = new Date()): Date {
  return localDate(now, COUNTRY_TIME_ZONE[country]);
}

/**
 * The spec's business rules for the wizard and the edit form, applied to the
 * fields present in `input` (all of them on create). Returns Prisma data.
 * `currentDeadline` lets an edit keep an existing (possibly past) deadline;
 * `currentCountry` is the stored country, whose time zone judges a new
 * deadline when the edit does not change the country.
 */
export function opportunityData(
  input: OpportunityFields,
  options: { currentDeadline?: Date; currentCountry?: Country; now?: Date } = {},
): Prisma.OpportunityUncheckedUpdateInput & { imageId?: string | null } {
  const data: Prisma.OpportunityUncheckedUpdateInput & { imageId?: string | null } = {};
  const has = (k: keyof OpportunityFields) => k in input && input[k] !== undefined;

  for (const k of ["title", "description", "organization", "location"] as const) {
    if (has(k) && input[k] != null) data[k] = input[k]!.trim();
  }
  if (input.country) data.country = input.country;
  if (input.sector) data.sector = input.sector;
  if (input.type) data.type = input.type;
  if (input.status) data.status = input.status;
  if (input.featured != null) data.featured = input.featured;

  if (has("budget")) {
    if (input.budget == null) data.budget = null;
    else {
      const budget = new Prisma.Decimal(input.budget);
      if (budget.isNegative()) throw badInput("Budget must not be negative", "BUDGET_NEGATIVE", [{ field: "input.budget", reason: "BUDGET_NEGATIVE" }]);
      data.budget = budget.isZero() ? null : budget;
    }
  }

  if (input.deadline) {
    const unchanged = options.currentDeadline && options.currentDeadline.getTime() === input.deadline.getTime();
    const country = input.country ?? options.currentCountry ?? "OTHER";
    if (!unchanged && input.deadline.getTime() < todayIn(country, options.now).getTime()) {
      throw badInput("The deadline is before today", "DEADLINE_IN_PAST", [{ field: "input.deadline", reason: "DEADLINE_IN_PAST" }]);
    }
    data.deadline = input.deadline;
  }

  if (input.requirements) {
    const requirements = input.requirements.map((r) => r.trim()).filter(Boolean);
    if (requirements.length === 0) {
      throw badInput("At least one requirement is needed", "REQUIREMENTS_REQUIRED", [{ field: "input.requirements", reason: "REQUIREMENTS_REQUIRED" }]);
    }
    data.requirements = requirements;
  }

  if (has("imageUrl")) {
    const url = input.imageUrl?.trim() || null;
    if (url && (!STOCK_IMAGE.test(url) || url.includes(".."))) {
      throw badInput("Only stock images under /images/ may be linked", "IMAGE_URL_NOT_ALLOWED", [{ field: "input.imageUrl", reason: "IMAGE_URL_NOT_ALLOWED" }]);
    }
    data.imageUrl = url;
    // A chosen stock image replaces an earlier upload unless a new upload comes with it.
    if (!has("imageId")) data.imageId = null;
  }
  if (has("imageId")) {
    data.imageId = input.imageId == null ? null : parseNodeId(String(input.imageId), "Media", "input.imageId");
  }
  return data;
}
