// TEMPORARY placeholder: replaced by the feature's owner.
export function ContactPage() {
  return null;
}
