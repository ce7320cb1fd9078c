import type { TFunction } from 'i18next';
import type {
  NotificationMethod,
  NotificationSettingInput,
  NotificationType,
} from '../../__generated__/graphql';

/** What the text of a notification needs. */
export type NotificationTextInput = {
  type: NotificationType;
  title?: string | null;
  name?: string | null;
  isAccepted?: boolean | null;
};

/** The GraphQL enum's value as the catalogue's key: APPLICATION_RECEIVED -> application_received. */
export const toKey = (value: string) => value.toLowerCase();

/** A notification's sentence in the reader's language, with the title and name it names. */
export function getNotificationText(t: TFunction, n: NotificationTextInput): string {
  const values = { title: n.title ?? '', name: n.name ?? '' };
  if (n.type === 'APPLICATION_DECIDED')
    return t(
      n.isAccepted
        ? 'notifications.types.application_decided_accepted'
        : 'notifications.types.application_decided_denied',
      values,
    );
  return t(`notifications.types.${toKey(n.type)}`, values);
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
