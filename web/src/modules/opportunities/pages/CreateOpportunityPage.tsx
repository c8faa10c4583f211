// TEMPORARY placeholder: replaced by the feature's owner.
export function CreateOpportunityPage() {
  return null;
}
