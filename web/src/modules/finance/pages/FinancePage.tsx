// TEMPORARY placeholder: replaced by the feature's owner.
export function FinancePage() {
  return null;
}
