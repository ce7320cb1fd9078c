import type { Locale } from '@leiga/domain';
import daCommon from '@leiga/domain/locales/da/common.json';
import daErrors from '@leiga/domain/locales/da/errors.json';
import daFraud from '@leiga/domain/locales/da/fraud.json';
import daAttachments from '@leiga/domain/locales/da/inbox-attachments.json';
import daMobile from '@leiga/domain/locales/da/mobile.json';
import daDelivery from '@leiga/domain/locales/da/notification-delivery.json';
import daNotifications from '@leiga/domain/locales/da/notifications.json';
import enCommon from '@leiga/domain/locales/en/common.json';
import enErrors from '@leiga/domain/locales/en/errors.json';
import enFraud from '@leiga/domain/locales/en/fraud.json';
import enAttachments from '@leiga/domain/locales/en/inbox-attachments.json';
import enMobile from '@leiga/domain/locales/en/mobile.json';
import enDelivery from '@leiga/domain/locales/en/notification-delivery.json';
import enNotifications from '@leiga/domain/locales/en/notifications.json';
import isCommon from '@leiga/domain/locales/is/common.json';
import isErrors from '@leiga/domain/locales/is/errors.json';
import isFraud from '@leiga/domain/locales/is/fraud.json';
import isAttachments from '@leiga/domain/locales/is/inbox-attachments.json';
import isMobile from '@leiga/domain/locales/is/mobile.json';
import isDelivery from '@leiga/domain/locales/is/notification-delivery.json';
import isNotifications from '@leiga/domain/locales/is/notifications.json';
import plCommon from '@leiga/domain/locales/pl/common.json';
import plErrors from '@leiga/domain/locales/pl/errors.json';
import plFraud from '@leiga/domain/locales/pl/fraud.json';
import plAttachments from '@leiga/domain/locales/pl/inbox-attachments.json';
import plMobile from '@leiga/domain/locales/pl/mobile.json';
import plDelivery from '@leiga/domain/locales/pl/notification-delivery.json';
import plNotifications from '@leiga/domain/locales/pl/notifications.json';
import ukCommon from '@leiga/domain/locales/uk/common.json';
import ukErrors from '@leiga/domain/locales/uk/errors.json';
import ukFraud from '@leiga/domain/locales/uk/fraud.json';
import ukAttachments from '@leiga/domain/locales/uk/inbox-attachments.json';
import ukMobile from '@leiga/domain/locales/uk/mobile.json';
import ukDelivery from '@leiga/domain/locales/uk/notification-delivery.json';
import ukNotifications from '@leiga/domain/locales/uk/notifications.json';

/**
 * The namespaces the app reads: the shared ones, fraud (the scam warning on a flagged message, word
 * for word as the web shows it), inbox-attachments (why a photo was refused, in the api's own keys), notifications (each notification's sentence, as the web says it)
 * notification-delivery (what SMS and push carry, as the web's settings say it) and its own
 * (domain/src/locales/<l>/mobile.json).
 */
export const MOBILE_NAMESPACES = [
  'common',
  'errors',
  'fraud',
  'inbox-attachments',
  'mobile',
  'notifications',
  'notification-delivery',
] as const;

type Catalogue = Record<(typeof MOBILE_NAMESPACES)[number], object>;

/** Bundled, not fetched: the app starts offline and in the device's language at once. */
export const CATALOGUES: Record<Locale, Catalogue> = {
  is: {
    common: isCommon,
    errors: isErrors,
    fraud: isFraud,
    'inbox-attachments': isAttachments,
    mobile: isMobile,
    notifications: isNotifications,
    'notification-delivery': isDelivery,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    fraud: enFraud,
    'inbox-attachments': enAttachments,
    mobile: enMobile,
    notifications: enNotifications,
    'notification-delivery': enDelivery,
  },
  uk: {
    common: ukCommon,
    errors: ukErrors,
    fraud: ukFraud,
    'inbox-attachments': ukAttachments,
    mobile: ukMobile,
    notifications: ukNotifications,
    'notification-delivery': ukDelivery,
  },
  da: {
    common: daCommon,
    errors: daErrors,
    fraud: daFraud,
    'inbox-attachments': daAttachments,
    mobile: daMobile,
    notifications: daNotifications,
    'notification-delivery': daDelivery,
  },
  pl: {
    common: plCommon,
    errors: plErrors,
    fraud: plFraud,
    'inbox-attachments': plAttachments,
    mobile: plMobile,
    notifications: plNotifications,
    'notification-delivery': plDelivery,
  },
};
