/** What a notification is about: one kind per event a user hears of (SPEC 7, Notifications). */
export const NOTIFICATION_TYPES = [
  'new_message',
  'application_received',
  'application_decided',
  'contract_to_sign',
  'contract_signed',
  'contract_registered',
  'saved_search_alert',
  'price_drop_alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How a notification may reach its user. */
export const NOTIFICATION_METHODS = ['in_app', 'email', 'sms', 'push'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/**
 * The methods the platform delivers each type by today. Settings list every type and method;
 * a pair outside this table cannot be switched on (the grid shows it as not offered): SMS and
 * push wait for their channels (the mobile app registers push devices, texts cost per message).
 */
export const DELIVERED_METHODS: Record<NotificationType, readonly NotificationMethod[]> = {
  new_message: ['in_app'],
  application_received: ['in_app', 'email'],
  application_decided: ['in_app', 'email'],
  contract_to_sign: ['in_app'],
  contract_signed: ['in_app'],
  contract_registered: ['in_app'],
  saved_search_alert: ['in_app', 'email'],
  price_drop_alert: ['in_app', 'email'],
};

export function isMethodOffered(type: NotificationType, method: NotificationMethod): boolean {
  return DELIVERED_METHODS[type].includes(method);
}

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
