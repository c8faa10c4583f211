// TEMPORARY placeholder: replaced by the feature's owner.
export function TermsPage() {
  return null;
}
