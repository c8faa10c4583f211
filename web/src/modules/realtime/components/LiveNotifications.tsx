// TEMPORARY placeholder: replaced by the feature's owner.
export function LiveNotifications() {
  return null;
}
