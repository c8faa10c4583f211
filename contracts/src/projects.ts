import { z } from "zod";
import { LIMITS, optionalText, requiredText } from "./rules.ts";

// A project's input rules: the API's CreateProjectInput/UpdateProjectInput
// and the web's project form use these (one source for limits and patterns).

/** An amount of money as the API takes it: zero or more, up to 12 digits and two decimals ("15000.50"). */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** An amount such as a budget: not negative (NEGATIVE), then the amount pattern (INVALID_NUMBER). */
export const projectAmount = () =>
  z
    .string()
    .trim()
    .refine((v) => !v.startsWith("-"), "NEGATIVE")
    .refine((v) => v.startsWith("-") || AMOUNT_PATTERN.test(v), "INVALID_NUMBER");

/** Progress in percent, a whole number from 0 to 100. */
export const projectProgress = () => z.number().int("INVALID_NUMBER").min(0, "OUT_OF_RANGE").max(100, "OUT_OF_RANGE");

/** Dates given as yyyy-mm-dd strings (the web) or Dates (the API): the end, when both are given, is not before the start. */
export const datesInOrder = (v: { startDate?: string | Date | null; endDate?: string | Date | null }) =>
  !v.startDate || !v.endDate || new Date(v.endDate).getTime() >= new Date(v.startDate).getTime();

export const projectRules = {
  name: requiredText(LIMITS.name),
  description: optionalText(LIMITS.notes),
  budget: projectAmount(),
  progress: projectProgress(),
};

/** A milestone (MilestoneInput and the milestones tab's form). */
export const milestoneRules = {
  title: requiredText(LIMITS.title),
  description: optionalText(2000),
};

/** A risk (AddRiskInput/UpdateRiskInput and the risk form). */
export const riskRules = {
  description: requiredText(1000),
  mitigation: optionalText(2000),
};

/** A person's role on a project (addProjectMember); empty means their usual role. */
export const memberRole = () => optionalText(120);

/** A deliverable's title (addDeliverable). */
export const deliverableTitle = () => requiredText(300);

/** A project document's limits: the API's upload limit and the kinds it accepts (it checks the content too). */
export const DOCUMENT_LIMITS = {
  maxBytes: 5_242_880,
  extensions: ["pdf", "png", "jpg", "jpeg", "docx", "xlsx", "txt", "csv"],
} as const;

/** A file's extension, lowercased ("" when it has none). */
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * A document picked for upload (uploadProjectDocument): an accepted kind by
 * its name, then not empty (DOCUMENT_EMPTY, the web's own reason) and at
 * most the upload limit, the same reasons the API answers with.
 */
export const documentFile = () =>
  z
    .custom<{ name: string; size: number }>((v) => v !== null && typeof v === "object" && "name" in v && "size" in v, "REQUIRED")
    .refine((f) => (DOCUMENT_LIMITS.extensions as readonly string[]).includes(extensionOf(f.name)), "DOCUMENT_TYPE_NOT_ALLOWED")
    .refine((f) => f.size > 0, "DOCUMENT_EMPTY")
    .refine((f) => f.size <= DOCUMENT_LIMITS.maxBytes, "DOCUMENT_TOO_LARGE");
