/** Spec §9 (both documents): badge reset, notification cap and lifetimes. */
export const REALTIME_LIMITS = {
  badgeResetMs: 5000,
  notificationCap: 5,
  opportunityNotificationMs: 8000,
  applicationNotificationMs: 10000,
} as const;
