// TEMPORARY placeholder: replaced by the feature's owner.
export function ResetPasswordPage() {
  return null;
}
