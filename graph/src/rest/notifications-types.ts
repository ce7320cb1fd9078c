/**
 * REST response shapes of notifications and consents, inferred from the api's response schemas
 * (codegen maps GraphQL types onto them); the enums' values come from @leiga/domain.
 */
import {
  CONSENT_TYPES,
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
  PUSH_PLATFORMS,
} from '@leiga/domain';
import type {
  RestConsent,
  RestConsents,
  RestNotification,
  RestNotificationPage,
  RestNotificationSetting,
  RestPushDevice,
} from '@leiga/api/contract';

export type {
  RestConsent,
  RestConsents,
  RestNotification,
  RestNotificationPage,
  RestNotificationSetting,
  RestPushDevice,
};

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

/** A GraphQL enum's SCREAMING_CASE names onto the REST values. */
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

export const NotificationType = enumOf(NOTIFICATION_TYPES);
export type NotificationType = ValueOf<typeof NotificationType>;
export const NotificationMethod = enumOf(NOTIFICATION_METHODS);
export type NotificationMethod = ValueOf<typeof NotificationMethod>;
export const ConsentType = enumOf(CONSENT_TYPES);
export type ConsentType = ValueOf<typeof ConsentType>;
export const PushPlatform = enumOf(PUSH_PLATFORMS);
export type PushPlatform = ValueOf<typeof PushPlatform>;

export type GraphNotificationPage = {
  kind: 'NotificationPage';
  page: number;
  pageSize: number;
  rest: RestNotificationPage;
};
export type RestTermsStatus = RestConsents['terms'];
