// TEMPORARY placeholder: replaced by the feature's owner.
export function DashboardPage() {
  return null;
}
