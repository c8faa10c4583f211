import type { OpportunityFields_OpportunityFragment } from "../../../gql/graphql";
import type { OpportunityEditValues } from "../types/OpportunityEditValues";

/** Fills the edit modal from the stored opportunity (location empty and featured false by default). */
export function editValuesFromOpportunity(o: OpportunityFields_OpportunityFragment): OpportunityEditValues {
  const budget = o.budget === null ? 0 : Number(o.budget);
  return {
    title: o.title,
    description: o.description,
    country: o.country as OpportunityEditValues["country"],
    sector: o.sector as OpportunityEditValues["sector"],
    type: o.type,
    organization: o.organization,
    location: o.location ?? "",
    budget: budget > 0 ? String(budget) : "",
    deadline: o.deadline,
    requirements: o.requirements.length ? [...o.requirements] : [""],
    featured: o.featured ?? false,
    status: o.status,
  };
}
