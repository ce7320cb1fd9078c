import type { Locale } from '@leiga/domain';
import daCommon from '@leiga/domain/locales/da/common.json';
import daErrors from '@leiga/domain/locales/da/errors.json';
import daFraud from '@leiga/domain/locales/da/fraud.json';
import daMobile from '@leiga/domain/locales/da/mobile.json';
import daNotifications from '@leiga/domain/locales/da/notifications.json';
import enCommon from '@leiga/domain/locales/en/common.json';
import enErrors from '@leiga/domain/locales/en/errors.json';
import enFraud from '@leiga/domain/locales/en/fraud.json';
import enMobile from '@leiga/domain/locales/en/mobile.json';
import enNotifications from '@leiga/domain/locales/en/notifications.json';
import isCommon from '@leiga/domain/locales/is/common.json';
import isErrors from '@leiga/domain/locales/is/errors.json';
import isFraud from '@leiga/domain/locales/is/fraud.json';
import isMobile from '@leiga/domain/locales/is/mobile.json';
import isNotifications from '@leiga/domain/locales/is/notifications.json';
import plCommon from '@leiga/domain/locales/pl/common.json';
import plErrors from '@leiga/domain/locales/pl/errors.json';
import plFraud from '@leiga/domain/locales/pl/fraud.json';
import plMobile from '@leiga/domain/locales/pl/mobile.json';
import plNotifications from '@leiga/domain/locales/pl/notifications.json';
import ukCommon from '@leiga/domain/locales/uk/common.json';
import ukErrors from '@leiga/domain/locales/uk/errors.json';
import ukFraud from '@leiga/domain/locales/uk/fraud.json';
import ukMobile from '@leiga/domain/locales/uk/mobile.json';
import ukNotifications from '@leiga/domain/locales/uk/notifications.json';

/**
 * The namespaces the app reads: the shared ones, fraud (the scam warning on a flagged message, word
 * for word as the web shows it), notifications (each notification's sentence, as the web says it)
 * and its own (domain/src/locales/<l>/mobile.json).
 */
export const MOBILE_NAMESPACES = ['common', 'errors', 'fraud', 'mobile', 'notifications'] as const;

type Catalogue = Record<(typeof MOBILE_NAMESPACES)[number], object>;

/** Bundled, not fetched: the app starts offline and in the device's language at once. */
export const CATALOGUES: Record<Locale, Catalogue> = {
  is: {
    common: isCommon,
    errors: isErrors,
    fraud: isFraud,
    mobile: isMobile,
    notifications: isNotifications,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    fraud: enFraud,
    mobile: enMobile,
    notifications: enNotifications,
  },
  uk: {
    common: ukCommon,
    errors: ukErrors,
    fraud: ukFraud,
    mobile: ukMobile,
    notifications: ukNotifications,
  },
  da: {
    common: daCommon,
    errors: daErrors,
    fraud: daFraud,
    mobile: daMobile,
    notifications: daNotifications,
  },
  pl: {
    common: plCommon,
    errors: plErrors,
    fraud: plFraud,
    mobile: plMobile,
    notifications: plNotifications,
  },
};
