// TEMPORARY placeholder: replaced by the feature's owner.
export function TeamPage() {
  return null;
}
