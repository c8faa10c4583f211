// TEMPORARY placeholder: replaced by the feature's owner.
export function MemberOpportunitiesTab() {
  return null;
}
