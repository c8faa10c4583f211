// TEMPORARY placeholder: replaced by the feature's owner.
export function PrivacyPage() {
  return null;
}
