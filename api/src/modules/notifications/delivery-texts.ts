import {
  formatMoney,
  NOTIFICATION_SMS_MAX_LENGTH,
  type Locale,
  type NotificationType,
} from '@leiga/domain';
import daDelivery from '@leiga/domain/locales/da/notification-delivery.json' with { type: 'json' };
import daNotifications from '@leiga/domain/locales/da/notifications.json' with { type: 'json' };
import enDelivery from '@leiga/domain/locales/en/notification-delivery.json' with { type: 'json' };
import enNotifications from '@leiga/domain/locales/en/notifications.json' with { type: 'json' };
import isDelivery from '@leiga/domain/locales/is/notification-delivery.json' with { type: 'json' };
import isNotifications from '@leiga/domain/locales/is/notifications.json' with { type: 'json' };
import plDelivery from '@leiga/domain/locales/pl/notification-delivery.json' with { type: 'json' };
import plNotifications from '@leiga/domain/locales/pl/notifications.json' with { type: 'json' };
import ukDelivery from '@leiga/domain/locales/uk/notification-delivery.json' with { type: 'json' };
import ukNotifications from '@leiga/domain/locales/uk/notifications.json' with { type: 'json' };
import type { NotificationData } from '../../db/schema/index.js';
import { fillText, toLocale } from '../finance/catalogue.js';
import { templatesFor } from '../messages/templates.js';

/**
 * The texts of notifications sent outside the app. The headline is the in-app notification's own
 * text (the web's catalogue), so a notification reads the same in the bell, the e-mail, the SMS
 * and on the phone's lock screen.
 */
type Catalogue = { types: typeof isNotifications.types; delivery: typeof isDelivery };

const CATALOGUES: Record<Locale, Catalogue> = {
  is: { types: isNotifications.types, delivery: isDelivery },
  en: { types: enNotifications.types, delivery: enDelivery },
  uk: { types: ukNotifications.types, delivery: ukDelivery },
  da: { types: daNotifications.types, delivery: daDelivery },
  pl: { types: plNotifications.types, delivery: plDelivery },
};

type TypeKey = keyof Catalogue['types'];

function typeKey(type: NotificationType, data: NotificationData): TypeKey {
  if (type === 'application_decided')
    return data.decision === 'denied'
      ? 'application_decided_denied'
      : 'application_decided_accepted';
  return type;
}

/** The one-line text of a notification in the reader's language. */
export function getHeadline(lang: string, type: NotificationType, data: NotificationData): string {
  const catalogue = CATALOGUES[toLocale(lang)];
  return fillText(catalogue.types[typeKey(type, data)], {
    title: data.title ?? '',
    name: data.name ?? '',
  });
}

export type EmailText = { subject: string; body: string };

/** Alerts keep their fuller e-mails (the rent, the old and new price); the rest a short one. */
export function getEmailText(
  lang: string,
  type: NotificationType,
  data: NotificationData,
  link: string,
): EmailText {
  const currency = data.currency ?? 'ISK';
  if (type === 'saved_search_alert' && data.price !== undefined)
    return templatesFor(lang).listingMatch(
      data.name ?? '',
      data.title ?? '',
      formatMoney(data.price, currency, lang),
      link,
    );
  if (type === 'price_drop_alert' && data.price !== undefined && data.oldPrice !== undefined)
    return templatesFor(lang).priceDrop(
      data.title ?? '',
      formatMoney(data.oldPrice, currency, lang),
      formatMoney(data.price, currency, lang),
      link,
    );
  const { delivery } = CATALOGUES[toLocale(lang)];
  const headline = getHeadline(lang, type, data);
  return {
    subject: headline,
    body: [
      delivery.email_greeting,
      '',
      headline,
      '',
      delivery.email_open,
      link,
      '',
      delivery.email_settings,
      '',
      delivery.email_signoff,
    ].join('\n'),
  };
}

/** A short text: the headline cut to fit one message beside the link. */
export function getSmsText(
  lang: string,
  type: NotificationType,
  data: NotificationData,
  link: string,
): string {
  const { delivery } = CATALOGUES[toLocale(lang)];
  const frame = fillText(delivery.sms, { text: '', link }).length;
  const room = Math.max(NOTIFICATION_SMS_MAX_LENGTH - frame, 20);
  const headline = getHeadline(lang, type, data);
  const text = headline.length > room ? `${headline.slice(0, room - 1)}…` : headline;
  return fillText(delivery.sms, { text, link });
}

export function getPushText(
  lang: string,
  type: NotificationType,
  data: NotificationData,
): { title: string; body: string } {
  return {
    title: CATALOGUES[toLocale(lang)].delivery.push_title,
    body: getHeadline(lang, type, data),
  };
}
