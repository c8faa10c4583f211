import { z } from "zod";
import { LIMITS, email, optionalPhone, requiredText } from "./rules.ts";

/** A staff member's input rules: the API's Create/UpdateStaffMemberInput and the web's staff form use these. */
export const staffRules = {
  name: requiredText(LIMITS.name),
  role: requiredText(120),
  email: email(),
  phone: optionalPhone(),
  skills: z.array(z.string().trim().min(1, "REQUIRED").max(60, "TOO_LONG")).max(30, "TOO_MANY"),
};

/** "TypeScript, Saúde Pública ," → ["TypeScript", "Saúde Pública"] */
export const parseSkills = (s: string) => [
  ...new Set(
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];
