export interface ProjectFormValues {
  name: string;
  clientId: string;
  country: string;
  sector: string;
  startDate: string;
  endDate: string;
  budget: string;
  currency: string;
  priority: string;
  description: string;
  /** only when editing */
  spent: string;
  progress: string;
}
