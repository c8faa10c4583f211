import type { OpportunityEditValues } from "../types/OpportunityEditValues";
import { isBudgetValid } from "./isBudgetValid";

/**
 * Spec §5 "Opportunity edit": title and description non-blank, country and
 * sector chosen, a valid budget, and a deadline not before today. An
 * unchanged deadline is accepted even when past, so an old opportunity can
 * still be edited (e.g. marked expired).
 */
export function isEditFormValid(values: OpportunityEditValues, originalDeadline: string, today: string): boolean {
  return (
    values.title.trim() !== "" &&
    values.description.trim() !== "" &&
    values.country !== "" &&
    values.sector !== "" &&
    isBudgetValid(values.budget) &&
    /^\d{4}-\d{2}-\d{2}$/.test(values.deadline) &&
    (values.deadline === originalDeadline || values.deadline >= today)
  );
}
