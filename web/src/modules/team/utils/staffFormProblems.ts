import { isValidOptionalPhone } from "../../../ui/forms/phone";
import type { StaffFormValues } from "./StaffFormValues";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Full name, role, e-mail, country and department are required (spec §2.5); a phone, when given, looks like one. */
export function staffFormProblems(v: StaffFormValues): Partial<Record<keyof StaffFormValues, "required" | "email" | "phone">> {
  const problems: Partial<Record<keyof StaffFormValues, "required" | "email" | "phone">> = {};
  for (const key of ["name", "role", "email", "country", "department"] as const) if (!v[key].trim()) problems[key] = "required";
  if (!problems.email && !EMAIL.test(v.email.trim())) problems.email = "email";
  if (!isValidOptionalPhone(v.phone)) problems.phone = "phone";
  return problems;
}

/** "TypeScript, Saúde Pública ," → ["TypeScript", "Saúde Pública"] */
export const parseSkills = (s: string) => [...new Set(s.split(",").map((x) => x.trim()).filter(Boolean))];
