import { DATE_PATTERN } from "@ponte/contracts";
import { opportunityRules } from "@ponte/contracts/opportunities";
import { z } from "zod";
import type { OpportunityFormValues } from "../types/OpportunityFormValues";
import { isBudgetValid } from "./isBudgetValid";

const picked = z.string().min(1, "REQUIRED");

/**
 * Spec §5 "Opportunity creation": what each step needs before Continue, with
 * the API's own text rules (@ponte/contracts). The description is not capped
 * at the 500 of its counter.
 */
export const wizardStepSchemas = (today: string) => ({
  1: z.object({ title: opportunityRules.title, description: opportunityRules.description, country: picked, sector: picked }),
  2: z.object({
    type: picked,
    organization: opportunityRules.organization,
    location: opportunityRules.location,
    budget: z.string().refine(isBudgetValid, "BUDGET_NEGATIVE"),
  }),
  3: z.object({
    // a four-digit year: a date input takes 22027-03-11 too, which no server date accepts
    deadline: z
      .string()
      .min(1, "REQUIRED")
      .regex(DATE_PATTERN, "INVALID_DATE")
      .refine((d) => d >= today, "DEADLINE_IN_PAST"),
    requirements: opportunityRules.requirements.refine((r) => r.some(Boolean), "REQUIREMENTS_REQUIRED"),
  }),
});

export type WizardStep = 1 | 2 | 3 | 4;

/** The fields each step shows (and checks before Continue); the review shows none. */
export const WIZARD_STEP_FIELDS: Record<WizardStep, Array<keyof OpportunityFormValues>> = {
  1: ["title", "description", "country", "sector"],
  2: ["type", "organization", "location", "budget"],
  3: ["deadline", "requirements"],
  4: [],
};

/** The whole wizard as one form: the three steps' rules, the image and the featured switch. */
export const opportunityWizardSchema = (today: string) => {
  const steps = wizardStepSchemas(today);
  return z.object({
    ...steps[1].shape,
    ...steps[2].shape,
    ...steps[3].shape,
    featured: z.boolean(),
    imageFile: z.instanceof(File).nullable(),
    imageUrl: opportunityRules.imageUrl,
  }) as unknown as z.ZodType<OpportunityFormValues, OpportunityFormValues>;
};

/** Whether the wizard may go on from `step` (step 4, the review, needs the three before it). */
export function wizardStepValid(step: number, values: OpportunityFormValues, today: string): boolean {
  const schemas = wizardStepSchemas(today);
  const steps = step >= 1 && step <= 3 ? [step as 1 | 2 | 3] : ([1, 2, 3] as const);
  return steps.every((s) => schemas[s].safeParse(values).success);
}

/** The step that shows `field` (a server issue's field), or null for one no step shows. */
export function wizardStepOf(field: string): WizardStep | null {
  const step = ([1, 2, 3] as const).find((s) => (WIZARD_STEP_FIELDS[s] as string[]).includes(field));
  return step ?? null;
}
