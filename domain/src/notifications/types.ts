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
  'inspection_signed',
  'inspection_defect_window',
  'smoke_detector_reminder',
  'guarantee_issued',
  'guarantee_cancellation',
  'guarantee_claim_received',
  'guarantee_claim_answered',
  'guarantee_decided',
  'loan_disbursed',
  'loan_repayment_late',
  'loan_defaulted',
  'loan_signing_reminder',
  'loan_signing_expired',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How a notification may reach its user. */
export const NOTIFICATION_METHODS = ['in_app', 'email', 'sms', 'push'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/**
 * The methods the platform delivers each type by. Settings list every type and method; a pair
 * outside this table cannot be switched on (the grid shows it as not offered). Every type goes
 * in the app, by e-mail and by push to the phones the mobile app registered; SMS costs per
 * message, so it carries only what must not wait: a contract to sign, a message still unread, a tenant's
 * defect window, whose link expires, and a claim on a tenant's guarantee, which counts as accepted
 * when it goes unanswered for four weeks.
 */
export const DELIVERED_METHODS: Record<NotificationType, readonly NotificationMethod[]> = {
  new_message: ['in_app', 'email', 'sms', 'push'],
  application_received: ['in_app', 'email', 'push'],
  application_decided: ['in_app', 'email', 'push'],
  contract_to_sign: ['in_app', 'email', 'sms', 'push'],
  contract_signed: ['in_app', 'email', 'push'],
  contract_registered: ['in_app', 'email', 'push'],
  saved_search_alert: ['in_app', 'email', 'push'],
  price_drop_alert: ['in_app', 'email', 'push'],
  inspection_signed: ['in_app', 'email', 'push'],
  inspection_defect_window: ['in_app', 'email', 'sms', 'push'],
  smoke_detector_reminder: ['in_app', 'email', 'push'],
  guarantee_issued: ['in_app', 'email', 'push'],
  guarantee_cancellation: ['in_app', 'email', 'push'],
  guarantee_claim_received: ['in_app', 'email', 'sms', 'push'],
  guarantee_claim_answered: ['in_app', 'email', 'push'],
  guarantee_decided: ['in_app', 'email', 'push'],
  // A loan's notices follow the claims in the borrower's online bank, which carry the amounts.
  loan_disbursed: ['in_app', 'email', 'push'],
  loan_repayment_late: ['in_app', 'email', 'push'],
  loan_defaulted: ['in_app', 'email', 'push'],
  loan_signing_reminder: ['in_app', 'email', 'push'],
  loan_signing_expired: ['in_app', 'email', 'push'],
};

/** The types worth a paid text message. */
export const SMS_NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_TYPES.filter(
  (type) => DELIVERED_METHODS[type].includes('sms'),
);

/**
 * A new message is texted only when it is still unread this many minutes later: whoever is in
 * the app reads it there, and a burst of messages costs one text at most.
 */
export const SMS_UNREAD_MESSAGE_DELAY_MINUTES = 15;

/** Longest text of a notification SMS: one GSM segment's worth of Icelandic (UCS-2) characters. */
export const NOTIFICATION_SMS_MAX_LENGTH = 140;

export function isMethodOffered(type: NotificationType, method: NotificationMethod): boolean {
  return DELIVERED_METHODS[type].includes(method);
}

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
