// TEMPORARY placeholder: replaced by the feature's owner.
export function LoginPage() {
  return null;
}
