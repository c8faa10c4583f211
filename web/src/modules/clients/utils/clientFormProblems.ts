import { isValidOptionalPhone } from "../../../ui/forms/phone";
import type { ClientFormValues } from "./ClientFormValues";

export type ClientFormProblem = "required" | "email" | "phone";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, e-mail (well formed), country, sector and organisation are required; a phone, when given, looks like one. */
export function clientFormProblems(v: ClientFormValues): Partial<Record<keyof ClientFormValues, ClientFormProblem>> {
  const problems: Partial<Record<keyof ClientFormValues, ClientFormProblem>> = {};
  for (const key of ["name", "email", "country", "sector", "organization"] as const) {
    if (!v[key].trim()) problems[key] = "required";
  }
  if (!problems.email && !EMAIL.test(v.email.trim())) problems.email = "email";
  if (!isValidOptionalPhone(v.phone)) problems.phone = "phone";
  return problems;
}
