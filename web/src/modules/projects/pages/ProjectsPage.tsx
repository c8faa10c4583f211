// TEMPORARY placeholder: replaced by the feature's owner.
export function ProjectsPage() {
  return null;
}
