import type { DescriptionMap } from "./keys.ts";

// E-mail notifications (api/src/modules/email-notifications).
export const emailNotificationsDescriptions: DescriptionMap = {
  EmailNotificationKind:
    "A kind of e-mail a person can switch off (Settings, or the one-click unsubscribe link in each e-mail). In-app toasts are governed separately by `notificationsEnabled`.",
  "EmailNotificationKind.APPLICATION_DECIDED": "One of the person's applications was approved or rejected.",
  "EmailNotificationKind.SERVICE_REQUEST_STATUS": "One of the person's service requests changed status.",
  "EmailNotificationKind.CONNECTION_REQUESTED": "Someone asked to connect with the person.",
  "EmailNotificationKind.CONNECTION_ACCEPTED": "Someone accepted the person's connection request.",
  "EmailNotificationKind.ADMIN_DIGEST":
    "Administrators: the hourly digest of new applications, service requests and contact messages, sent only when there is something new.",
  "EmailNotificationKind.SAVED_SEARCH_DIGEST":
    "Members: the weekly e-mail (Mondays 07:00, Luanda time) of new active opportunities matching their saved searches, sent only when there is one.",
  EmailNotificationSetting: "Whether one kind of e-mail is sent to the person.",
  "EmailNotificationSetting.kind": "The kind of e-mail.",
  "EmailNotificationSetting.enabled": "True when this kind is sent (the default); false once switched off.",
  "User.emailNotifications":
    "The person's e-mail notifications, one entry per kind that applies to them (ADMIN_DIGEST for administrators only). Readable by the person only.",
  "Mutation.setEmailNotification": "Switches one kind of e-mail on or off for the signed-in person; returns their account with the new settings.",
  "Mutation.setEmailNotification(kind)": "The kind of e-mail.",
  "Mutation.setEmailNotification(enabled)": "True to receive this kind, false to stop it.",
};
