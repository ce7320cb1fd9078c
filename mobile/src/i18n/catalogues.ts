import type { Locale } from '@leiga/domain';
import daCommon from '@leiga/domain/locales/da/common.json';
import daErrors from '@leiga/domain/locales/da/errors.json';
import daFraud from '@leiga/domain/locales/da/fraud.json';
import daInspectionPhotos from '@leiga/domain/locales/da/inspection-photos.json';
import daInspections from '@leiga/domain/locales/da/inspections.json';
import daMobile from '@leiga/domain/locales/da/mobile.json';
import daDelivery from '@leiga/domain/locales/da/notification-delivery.json';
import daNotifications from '@leiga/domain/locales/da/notifications.json';
import enCommon from '@leiga/domain/locales/en/common.json';
import enErrors from '@leiga/domain/locales/en/errors.json';
import enFraud from '@leiga/domain/locales/en/fraud.json';
import enInspectionPhotos from '@leiga/domain/locales/en/inspection-photos.json';
import enInspections from '@leiga/domain/locales/en/inspections.json';
import enMobile from '@leiga/domain/locales/en/mobile.json';
import enDelivery from '@leiga/domain/locales/en/notification-delivery.json';
import enNotifications from '@leiga/domain/locales/en/notifications.json';
import isCommon from '@leiga/domain/locales/is/common.json';
import isErrors from '@leiga/domain/locales/is/errors.json';
import isFraud from '@leiga/domain/locales/is/fraud.json';
import isInspectionPhotos from '@leiga/domain/locales/is/inspection-photos.json';
import isInspections from '@leiga/domain/locales/is/inspections.json';
import isMobile from '@leiga/domain/locales/is/mobile.json';
import isDelivery from '@leiga/domain/locales/is/notification-delivery.json';
import isNotifications from '@leiga/domain/locales/is/notifications.json';
import plCommon from '@leiga/domain/locales/pl/common.json';
import plErrors from '@leiga/domain/locales/pl/errors.json';
import plFraud from '@leiga/domain/locales/pl/fraud.json';
import plInspectionPhotos from '@leiga/domain/locales/pl/inspection-photos.json';
import plInspections from '@leiga/domain/locales/pl/inspections.json';
import plMobile from '@leiga/domain/locales/pl/mobile.json';
import plDelivery from '@leiga/domain/locales/pl/notification-delivery.json';
import plNotifications from '@leiga/domain/locales/pl/notifications.json';
import ukCommon from '@leiga/domain/locales/uk/common.json';
import ukErrors from '@leiga/domain/locales/uk/errors.json';
import ukFraud from '@leiga/domain/locales/uk/fraud.json';
import ukInspectionPhotos from '@leiga/domain/locales/uk/inspection-photos.json';
import ukInspections from '@leiga/domain/locales/uk/inspections.json';
import ukMobile from '@leiga/domain/locales/uk/mobile.json';
import ukDelivery from '@leiga/domain/locales/uk/notification-delivery.json';
import ukNotifications from '@leiga/domain/locales/uk/notifications.json';

/**
 * The namespaces the app reads: the shared ones, fraud (the scam warning on a flagged message, word
 * for word as the web shows it), notifications (each notification's sentence, as the web says it)
 * notification-delivery (what SMS and push carry, as the web's settings say it) and its own
 * (domain/src/locales/<l>/mobile.json); inspections and inspection-photos give the report's words
 * (conditions, rooms, subjects, the upload queue) as the web says them.
 */
export const MOBILE_NAMESPACES = [
  'common',
  'errors',
  'fraud',
  'inspections',
  'inspection-photos',
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
    inspections: isInspections,
    'inspection-photos': isInspectionPhotos,
    mobile: isMobile,
    notifications: isNotifications,
    'notification-delivery': isDelivery,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    fraud: enFraud,
    inspections: enInspections,
    'inspection-photos': enInspectionPhotos,
    mobile: enMobile,
    notifications: enNotifications,
    'notification-delivery': enDelivery,
  },
  uk: {
    common: ukCommon,
    errors: ukErrors,
    fraud: ukFraud,
    inspections: ukInspections,
    'inspection-photos': ukInspectionPhotos,
    mobile: ukMobile,
    notifications: ukNotifications,
    'notification-delivery': ukDelivery,
  },
  da: {
    common: daCommon,
    errors: daErrors,
    fraud: daFraud,
    inspections: daInspections,
    'inspection-photos': daInspectionPhotos,
    mobile: daMobile,
    notifications: daNotifications,
    'notification-delivery': daDelivery,
  },
  pl: {
    common: plCommon,
    errors: plErrors,
    fraud: plFraud,
    inspections: plInspections,
    'inspection-photos': plInspectionPhotos,
    mobile: plMobile,
    notifications: plNotifications,
    'notification-delivery': plDelivery,
  },
};
