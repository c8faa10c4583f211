import type { OpportunityFormValues } from "../types/OpportunityFormValues";
import { isBudgetValid } from "./isBudgetValid";

const filled = (s: string) => s.trim().length > 0;

/**
 * Spec §5 "Opportunity creation": what each step needs before Continue.
 * Step 4 (review) is valid when the three before it are.
 */
export function isWizardStepValid(step: number, form: OpportunityFormValues, today: string): boolean {
  switch (step) {
    case 1:
      return filled(form.title) && filled(form.description) && form.country !== "" && form.sector !== "";
    case 2:
      return filled(form.type) && filled(form.organization) && filled(form.location) && isBudgetValid(form.budget);
    case 3:
      // a four-digit year: a date input takes 22027-03-11 too, which no server date accepts
      return /^\d{4}-\d{2}-\d{2}$/.test(form.deadline) && form.deadline >= today && form.requirements.some(filled);
    default:
      return [1, 2, 3].every((s) => isWizardStepValid(s, form, today));
  }
}
