/** Where a notification leads: the dashboard tab that shows what it is about. */
export function notificationTarget(type: string, data?: unknown): string {
  // an administrator's notification of something a member sent leads to the admin tab that lists it
  const isNew = !!data && typeof data === "object" && (data as { kind?: unknown }).kind === "NEW";
  switch (type) {
    case "OPPORTUNITY":
      return "/app?tab=opportunities";
    case "APPLICATION":
      return "/app?tab=applications";
    case "CONNECTION":
      return "/app?tab=network";
    case "SERVICE_REQUEST":
      return isNew ? "/app?tab=requests" : "/app?view=member#my-requests";
    case "CONTACT_MESSAGE":
      return "/app/contact/messages";
    default:
      return "/app";
  }
}
