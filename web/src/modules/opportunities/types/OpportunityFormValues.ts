import type { Country, OpportunityType, Sector } from "../../../gql/graphql";

/** The create-opportunity form of spec §3, as the wizard holds it. */
export interface OpportunityFormValues {
  title: string;
  description: string;
  country: Country | "";
  sector: Sector | "";
  type: OpportunityType;
  organization: string;
  location: string;
  /** as typed; sent only when above 0 */
  budget: string;
  /** YYYY-MM-DD */
  deadline: string;
  requirements: string[];
  featured: boolean;
  /** a picked file, uploaded on publish */
  imageFile: File | null;
  /** a sector default image path when no file is picked */
  imageUrl: string;
}
