/**
 * The namespaces the app reads: the shared ones, fraud (the scam warning on a flagged message, word
 * for word as the web shows it), notifications (each notification's sentence, as the web says it)
 * notification-delivery (what SMS and push carry, as the web's settings say it) and its own
 * (domain/src/locales/<l>/mobile.json).
 */
export const MOBILE_NAMESPACES = [
  'common',
  'errors',
  'fraud',
  'mobile',
  'notifications',
  'notification-delivery',
] as const;

export type Catalogue = Record<(typeof MOBILE_NAMESPACES)[number], object>;
