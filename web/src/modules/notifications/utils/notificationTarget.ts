/** Where a notification leads: the dashboard tab that shows what it is about. */
export function notificationTarget(type: string): string {
  switch (type) {
    case "OPPORTUNITY":
      return "/app?tab=opportunities";
    case "APPLICATION":
      return "/app?tab=applications";
    case "CONNECTION":
      return "/app?tab=network";
    case "SERVICE_REQUEST":
      return "/app?view=member#my-requests";
    default:
      return "/app";
  }
}
