/** Notification e-mail types and how often they are sent (account page and /unsubscribe). */
export const notificationTypes = {
  alerts: "Risk alerts",
  mentions: "Mentions in notes and comments",
  case_updates: "Case updates",
  company_requests: "Company request updates",
} as const;

export type NotificationType = keyof typeof notificationTypes;

export const notificationFrequencies = {
  immediately: "Immediately",
  daily: "Daily digest",
  weekly: "Weekly digest",
  never: "Never",
} as const;

export type NotificationFrequency = keyof typeof notificationFrequencies;
