// TEMPORARY placeholder: replaced by the feature's owner.
export function ConfirmEmailPage() {
  return null;
}
