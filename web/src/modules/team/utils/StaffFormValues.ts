export interface StaffFormValues {
  name: string;
  role: string;
  email: string;
  phone: string;
  country: string;
  department: string;
  status: string;
  /** comma-separated */
  skills: string;
}
