import { opportunityRules } from "@ponte/contracts/opportunities";
import { DATE_PATTERN } from "@ponte/contracts";
import { z } from "zod";
import type { OpportunityEditValues } from "../types/OpportunityEditValues";
import { isBudgetValid } from "./isBudgetValid";

const picked = z.string().min(1, "REQUIRED");

/**
 * Spec §5 "Opportunity edit", with the API's own text rules: title and
 * description non-blank, country and sector chosen, a valid budget, and a
 * deadline not before today. An unchanged deadline is accepted even when
 * past, so an old opportunity can still be edited (e.g. marked expired).
 */
export const opportunityEditSchema = (originalDeadline: string, today: string) =>
  z.object({
    title: opportunityRules.title,
    description: opportunityRules.description,
    country: picked,
    sector: picked,
    type: z.string(),
    // the edit may leave the organisation blank (it is then kept as it was)
    organization: z.string(),
    location: opportunityRules.optionalLocation,
    budget: z.string().refine(isBudgetValid, "BUDGET_NEGATIVE"),
    deadline: z
      .string()
      .regex(DATE_PATTERN, "INVALID_DATE")
      .refine((d) => d === originalDeadline || d >= today, "DEADLINE_IN_PAST"),
    requirements: opportunityRules.requirements,
    featured: z.boolean(),
    status: z.string(),
  }) as unknown as z.ZodType<OpportunityEditValues, OpportunityEditValues>;
