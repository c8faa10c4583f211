import type { ProjectFormValues } from "./ProjectFormValues";

export type ProjectFormProblem = "endBeforeStart" | "budgetInvalid" | "spentInvalid" | "progressInvalid";

const amount = (s: string) => s.trim() === "" || /^\d{1,12}([.,]\d{1,2})?$/.test(s.trim());

/** Checks beyond the required fields, shown beside the fields (the server checks them too). */
export function projectFormProblems(v: ProjectFormValues): Partial<Record<keyof ProjectFormValues, ProjectFormProblem>> {
  const problems: Partial<Record<keyof ProjectFormValues, ProjectFormProblem>> = {};
  if (v.startDate && v.endDate && v.endDate < v.startDate) problems.endDate = "endBeforeStart";
  if (!amount(v.budget)) problems.budget = "budgetInvalid";
  if (!amount(v.spent)) problems.spent = "spentInvalid";
  if (v.progress.trim() !== "" && !/^(100|\d{1,2})$/.test(v.progress.trim())) problems.progress = "progressInvalid";
  return problems;
}

/** "1234,5" or "1234.5" → "1234.5" for the API. */
export const toDecimal = (s: string) => s.trim().replace(",", ".");
