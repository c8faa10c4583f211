import type { DescriptionMap } from "./keys.ts";
import { connection } from "./relay.ts";

const own = "The signed-in person's own notifications only (administrators included).";

export const notificationsDescriptions: DescriptionMap = {
  Notification:
    "A notification stored for one person, with its read state. Clients render its title and text from `type` and `data` in the reader's language. Only its owner may read it, administrators included.",
  "Notification.id": "Opaque global id of the notification.",
  "Notification.type": "What the notification is about.",
  "Notification.data":
    "Details for rendering, a JSON object whose keys depend on `type` (e.g. `opportunityId`, `title` and `country` for OPPORTUNITY; `applicationId`, `opportunityId`, `opportunityTitle` and `status` for APPLICATION). Ids in it are global ids.",
  "Notification.readAt": "When the owner read it; null while unread.",
  "Notification.createdAt": "When it was created.",
  NotificationType: "What a notification is about.",
  "NotificationType.OPPORTUNITY": "A new opportunity was published (sent to members with notifications on).",
  "NotificationType.APPLICATION": "A decision on one of the person's applications; for administrators, a member's new application (`kind` NEW, with `applicantName`).",
  "NotificationType.SERVICE_REQUEST":
    "A status change of one of the person's service requests; for administrators, a member's new request (`kind` NEW, with `requesterName`).",
  "NotificationType.CONNECTION": "A connection request to the person, or the acceptance of theirs.",
  "NotificationType.SYSTEM": "A message from the platform.",
  "NotificationType.CONTACT_MESSAGE": "For administrators: a new contact-form message (`contactMessageId`, `senderName`, `subject`).",
  "Query.myNotifications": `The signed-in person's notifications, newest first. ${own}`,
  "Query.myNotifications(unreadOnly)": "True: only unread notifications; false or omitted: all.",
  ...connection("Query.myNotifications", {
    node: "notification",
    access: own,
    order: "Newest first.",
    totalCount: "Number of the person's notifications (only unread ones with `unreadOnly: true`), across all pages.",
  }),
  "Query.unreadNotificationCount": "Number of the signed-in person's unread notifications. Signed-in members only.",
  "Mutation.markNotificationRead":
    "Marks one of the signed-in person's notifications read (keeps the first read time) and returns it. Fails with NOT_FOUND when it is not theirs or does not exist.",
  "Mutation.markNotificationRead(id)": "Global id of the notification.",
  "Mutation.markAllNotificationsRead": "Marks all of the signed-in person's unread notifications read and returns how many changed. Signed-in members only.",
  "Subscription.notificationAdded": "Every notification stored for the signed-in person, as it is created. Signed-in members only.",
};
