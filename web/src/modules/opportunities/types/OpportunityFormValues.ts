import type { OPPORTUNITY_OPTIONS } from "../utils/opportunityOptions";

export type CountryCode = (typeof OPPORTUNITY_OPTIONS.countries)[number];
export type OpportunitySectorCode = (typeof OPPORTUNITY_OPTIONS.sectors)[number];
export type OpportunityTypeCode = (typeof OPPORTUNITY_OPTIONS.types)[number];

/** The create-opportunity form of spec §3, as the wizard holds it. */
export interface OpportunityFormValues {
  title: string;
  description: string;
  country: CountryCode | "";
  sector: OpportunitySectorCode | "";
  type: OpportunityTypeCode;
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
