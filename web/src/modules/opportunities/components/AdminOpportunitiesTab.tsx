// TEMPORARY placeholder: replaced by the feature's owner.
export function AdminOpportunitiesTab() {
  return null;
}
