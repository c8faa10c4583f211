export interface ClientFormValues {
  name: string;
  email: string;
  phone: string;
  country: string;
  sector: string;
  organization: string;
  status: string;
  lastContact: string;
  notes: string;
}
