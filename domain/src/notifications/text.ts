/** A translator as i18next gives one: a catalogue key and the values it interpolates. */
export type NotificationTranslate = (key: string, values: Record<string, string>) => string;

/** What the text of a notification needs (the graph's enum value as its type). */
export type NotificationTextInput = {
  type: string;
  title?: string | null;
  name?: string | null;
  isAccepted?: boolean | null;
};

/**
 * A notification's sentence in the reader's language, with the title and name it names: the
 * catalogue key is the type in lower case (APPLICATION_RECEIVED -> application_received), and an
 * application's decision says which way it went. Shared by the web and the mobile app.
 */
export function getNotificationText(t: NotificationTranslate, n: NotificationTextInput): string {
  const values = { title: n.title ?? '', name: n.name ?? '' };
  if (n.type === 'APPLICATION_DECIDED')
    return t(
      n.isAccepted
        ? 'notifications.types.application_decided_accepted'
        : 'notifications.types.application_decided_denied',
      values,
    );
  return t(`notifications.types.${n.type.toLowerCase()}`, values);
}
