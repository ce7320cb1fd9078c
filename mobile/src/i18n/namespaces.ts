/**
 * The namespaces the app reads: the shared ones, fraud (the scam warning on a flagged message, word
 * for word as the web shows it), inbox-attachments (why a photo was refused, in the api's own
 * keys), notifications (each notification's sentence, as the web says it)
 * notification-delivery (what SMS and push carry, as the web's settings say it) and its own
 * (domain/src/locales/<l>/mobile.json); inspections, inspection-photos, inspection-signing and
 * inspection-steps give the report's words (conditions, rooms, subjects, the upload queue, keys,
 * meters, declining to sign) as the web says them; validation words what domain's shared schemas
 * refuse (validation.required), as the web's forms do.
 */
export const MOBILE_NAMESPACES = [
  'common',
  'errors',
  'fraud',
  'inbox-attachments',
  'inspections',
  'inspection-photos',
  'inspection-signing',
  'inspection-steps',
  'mobile',
  'notifications',
  'notification-delivery',
  'validation',
] as const;

export type Catalogue = Record<(typeof MOBILE_NAMESPACES)[number], object>;
