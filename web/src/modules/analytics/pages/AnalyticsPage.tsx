// TEMPORARY placeholder: replaced by the feature's owner.
export function AnalyticsPage() {
  return null;
}
