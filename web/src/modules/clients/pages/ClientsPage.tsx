// TEMPORARY placeholder: replaced by the feature's owner.
export function ClientsPage() {
  return null;
}
