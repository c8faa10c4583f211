import type { OpportunityFields_OpportunityFragment, OpportunityUpdateInput } from "../../../gql/graphql";
import type { OpportunityEditValues } from "../types/OpportunityEditValues";

/**
 * The update sent for the edit modal (spec §5): budget only when above 0
 * (or null to clear a budget the admin removed), blank requirements dropped
 * and the list sent only when something remains, the deadline only when it
 * changed.
 */
export function buildOpportunityUpdate(original: OpportunityFields_OpportunityFragment, v: OpportunityEditValues): OpportunityUpdateInput {
  const input: OpportunityUpdateInput = {
    title: v.title.trim(),
    description: v.description.trim(),
    country: v.country || undefined,
    sector: v.sector || undefined,
    type: v.type,
    organization: v.organization.trim() || undefined,
    location: v.location.trim(),
    featured: v.featured,
    status: v.status,
  };
  const budget = Number(v.budget);
  if (v.budget.trim() !== "" && budget > 0) input.budget = String(budget);
  else if (original.budget !== null && Number(original.budget) > 0) input.budget = null;
  const requirements = v.requirements.map((r) => r.trim()).filter(Boolean);
  if (requirements.length > 0) input.requirements = requirements;
  if (v.deadline !== original.deadline) input.deadline = v.deadline;
  return input;
}
