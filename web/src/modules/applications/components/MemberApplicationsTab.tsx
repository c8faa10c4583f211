// TEMPORARY placeholder: replaced by the feature's owner.
export function MemberApplicationsTab() {
  return null;
}
