import {
  getNotificationText as getSharedNotificationText,
  type NotificationTextInput,
} from '@leiga/domain';
import type { TFunction } from 'i18next';
import type {
  NotificationMethod,
  NotificationSettingInput,
  NotificationType,
} from '../../__generated__/graphql';

/** The GraphQL enum's value as the catalogue's key: APPLICATION_RECEIVED -> application_received. */
export const toKey = (value: string) => value.toLowerCase();

/** A notification's sentence in the reader's language (domain's rule, shared with the app). */
export function getNotificationText(t: TFunction, n: NotificationTextInput): string {
  return getSharedNotificationText((key, values) => t(key, values), n);
}

export type SettingCell = {
  type: NotificationType;
  method: NotificationMethod;
  isOffered: boolean;
  isEnabled: boolean;
};

export const cellKey = (c: { type: string; method: string }) => `${c.type}/${c.method}`;

/** The grid's rows (types in the api's order) and columns (methods), from the flat settings. */
export function toGrid(cells: readonly SettingCell[]) {
  const types = [...new Set(cells.map((c) => c.type))];
  const methods = [...new Set(cells.map((c) => c.method))];
  const byKey = new Map(cells.map((c) => [cellKey(c), c]));
  return { types, methods, cell: (type: string, method: string) => byKey.get(`${type}/${method}`) };
}

/** The cells whose wanted state differs from what is saved: what Save sends. */
export function getChangedSettings(
  saved: readonly SettingCell[],
  wanted: ReadonlyMap<string, boolean>,
): NotificationSettingInput[] {
  return saved
    .filter((c) => c.isOffered && wanted.has(cellKey(c)) && wanted.get(cellKey(c)) !== c.isEnabled)
    .map((c) => ({ type: c.type, method: c.method, isEnabled: wanted.get(cellKey(c))! }));
}
