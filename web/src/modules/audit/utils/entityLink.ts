/** The screen that opens one record of this kind by its global id; null for kinds without one. */
export function entityLink(entity: string, nodeId: string | null | undefined): string | null {
  if (!nodeId) return null;
  const id = encodeURIComponent(nodeId);
  switch (entity) {
    case "Client":
      return `/app/clients?client=${id}`;
    case "ContactMessage":
      return "/app/contact/messages";
    case "Project":
      return `/app/projects?project=${id}`;
    case "StaffMember":
      return `/app/team?staff=${id}`;
    default:
      return null;
  }
}
