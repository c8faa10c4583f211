// TEMPORARY placeholder: replaced by the feature's owner.
export function ApiTokensPage() {
  return null;
}
