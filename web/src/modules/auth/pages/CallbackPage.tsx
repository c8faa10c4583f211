// TEMPORARY placeholder: replaced by the feature's owner.
export function CallbackPage() {
  return null;
}
