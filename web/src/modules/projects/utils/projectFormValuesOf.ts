import type { ProjectDetail_ProjectFragment } from "../../../gql/graphql";
import type { ProjectFormValues } from "./projectFormSchema";

/** The edit form, filled with the project's current values. */
export function projectFormValuesOf(p: ProjectDetail_ProjectFragment): ProjectFormValues {
  return {
    name: p.name,
    clientId: p.client.id,
    country: p.country,
    sector: p.sector,
    startDate: p.startDate ?? "",
    endDate: p.endDate ?? "",
    budget: p.budget,
    currency: p.currency,
    priority: p.priority,
    description: p.description,
    progress: String(p.progress),
  };
}
