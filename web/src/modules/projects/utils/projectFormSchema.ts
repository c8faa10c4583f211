import { choice, optionalDate } from "@ponte/contracts";
import { datesInOrder, projectAmount, projectRules } from "@ponte/contracts/projects";
import { z } from "zod";
import { VOCABULARY } from "../../../domain/vocabulary";

/** An amount typed in the form: may be empty, "1234,5" reads as "1234.5"; then the API's rule. */
const formAmount = z
  .string()
  .trim()
  .transform((v) => v.replace(",", "."))
  .superRefine((v, ctx) => {
    if (v === "") return;
    const checked = projectAmount().safeParse(v);
    if (!checked.success) ctx.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "INVALID_NUMBER" });
  });

/** Progress typed in the form: may be empty, else a whole number the API's rule accepts. */
const formProgress = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (v === "") return;
    const checked = projectRules.progress.safeParse(/^\d+$/.test(v) ? Number(v) : Number.NaN);
    if (!checked.success) ctx.addIssue({ code: "custom", message: /^\d+$/.test(v) ? (checked.error.issues[0]?.message ?? "OUT_OF_RANGE") : "INVALID_NUMBER" });
  });

/**
 * "Novo Projeto" / "Editar Projeto": the API's project rules (@ponte/contracts)
 * plus the form's required choices; the end date not before the start.
 */
export const projectFormSchema = z
  .object({
    name: projectRules.name,
    clientId: z.string().min(1, "REQUIRED"),
    country: choice(VOCABULARY.country.values),
    sector: choice(VOCABULARY.sector.values),
    startDate: optionalDate(),
    endDate: optionalDate(),
    budget: formAmount,
    currency: choice(VOCABULARY.currency.values),
    priority: choice(VOCABULARY.priority.values),
    description: projectRules.description,
    /** only when editing (spending is not typed: it comes from the project's expenses) */
    progress: formProgress,
  })
  .refine(datesInOrder, { path: ["endDate"], message: "END_BEFORE_START" });

/** What the form holds: every field as typed. */
export type ProjectFormValues = z.input<typeof projectFormSchema>;
/** What it sends from: trimmed, amounts with a dot. */
export type ProjectFormOutput = z.output<typeof projectFormSchema>;
