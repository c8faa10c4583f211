// TEMPORARY placeholder: replaced by the feature's owner.
export function AdminApplicationsTab() {
  return null;
}
