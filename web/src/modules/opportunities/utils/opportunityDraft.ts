import type { OpportunityEditValues } from "../types/OpportunityEditValues";
import type { OpportunityFormValues } from "../types/OpportunityFormValues";
import type { WizardStep } from "./opportunityWizardSchema";

/** What the wizard keeps of a draft: every typed value but a picked file (a File cannot be stored), and the step. */
export interface OpportunityDraft {
  values: Omit<OpportunityFormValues, "imageFile">;
  step: WizardStep;
}

/** What the edit dialog keeps of unsaved changes to one opportunity: the form's values. */
export interface OpportunityEditDraft {
  values: OpportunityEditValues;
}

/**
 * Drafts live in sessionStorage: they survive back and reload in the tab but
 * not its closing, so a shared computer does not keep them. The key names the
 * signed-in person and the opportunity ("new" for the create wizard), so one
 * person never reads another's draft.
 */
export const opportunityDraftKey = (userId: string, opportunityId = "new") => `ponte.opportunityDraft.${userId}.${opportunityId}`;

export function readOpportunityDraft(key: string): OpportunityDraft | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<OpportunityDraft>;
    if (!draft || typeof draft.values !== "object" || draft.values === null) return null;
    const step = [1, 2, 3, 4].includes(draft.step as number) ? (draft.step as WizardStep) : 1;
    return { values: draft.values, step };
  } catch {
    return null;
  }
}

/** The unsaved changes kept for one opportunity's edit dialog (opportunityDraftKey(userId, id)), or null. */
export function readOpportunityEditDraft(key: string): OpportunityEditDraft | null {
  const draft = readOpportunityDraft(key);
  return draft ? { values: draft.values as unknown as OpportunityEditValues } : null;
}

export function writeOpportunityDraft(key: string, draft: OpportunityDraft | OpportunityEditDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or refused (private mode): the wizard still works, only without a draft
  }
}

export function clearOpportunityDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing stored when storage is refused
  }
}
