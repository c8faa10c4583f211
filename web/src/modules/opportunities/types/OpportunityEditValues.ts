import type { OpportunityFormValues } from "./OpportunityFormValues";

/** The edit modal's form: the wizard's fields (without the image) plus the status. */
export type OpportunityEditValues = Omit<OpportunityFormValues, "imageFile" | "imageUrl"> & {
  status: "ACTIVE" | "INACTIVE" | "EXPIRED";
};
