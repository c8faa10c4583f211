import type { ProjectFormValues } from "./projectFormSchema";

/** A new project: priority medium by default (spec §5), budget in US dollars. */
export const emptyProjectForm = (): ProjectFormValues => ({
  name: "",
  clientId: "",
  country: "",
  sector: "",
  startDate: "",
  endDate: "",
  budget: "",
  currency: "USD",
  priority: "MEDIUM",
  description: "",
  progress: "",
});
