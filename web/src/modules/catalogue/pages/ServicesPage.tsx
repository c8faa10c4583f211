// TEMPORARY placeholder: replaced by the feature's owner.
export function ServicesPage() {
  return null;
}
