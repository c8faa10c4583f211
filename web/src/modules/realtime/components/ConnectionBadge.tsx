// TEMPORARY placeholder: replaced by the feature's owner.
export function ConnectionBadge() {
  return null;
}
