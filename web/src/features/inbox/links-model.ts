import type {
  ConversationEventKind,
  InboxConversationEvent_EventFragment,
  UserType,
} from '../../__generated__/graphql';
import { paths } from '../../app/paths';
import type { ShownMessage } from './model';

/** A row of the conversation: a message, or a system event (an application's, a contract's). */
export type ConversationRow =
  | { kind: 'message'; key: string; message: ShownMessage }
  | { kind: 'event'; key: string; event: InboxConversationEvent_EventFragment };

/**
 * Events placed among the loaded messages by time, oldest first. An event older than the oldest
 * loaded message waits until older messages are loaded (or none are left), so scrolling up never
 * shows an event out of its place.
 */
export function interleaveEvents(
  messages: readonly ShownMessage[],
  events: readonly InboxConversationEvent_EventFragment[],
  hasOlder: boolean,
): ConversationRow[] {
  const oldest = messages.find((m) => m.delivery === 'sent')?.createdAt;
  const shown = events.filter((e) => !hasOlder || (oldest !== undefined && e.createdAt >= oldest));
  const rows: ConversationRow[] = [];
  let next = 0;
  const sorted = [...shown].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const message of messages) {
    // Messages on their way have no server time yet: they stay at the bottom, after every event.
    while (
      next < sorted.length &&
      (message.delivery !== 'sent' || sorted[next]!.createdAt <= message.createdAt)
    ) {
      const event = sorted[next++]!;
      rows.push({ kind: 'event', key: `event-${event.id}`, event });
    }
    rows.push({ kind: 'message', key: message.localId ?? message.id, message });
  }
  for (const event of sorted.slice(next))
    rows.push({ kind: 'event', key: `event-${event.id}`, event });
  return rows;
}

/** The catalogue key of an event's sentence. */
export function eventMessageKey(kind: ConversationEventKind): string {
  return `inbox-links.events.${kind.toLowerCase()}`;
}

type Reader = { userType: UserType | null; isStaff: boolean } | null;

/** Where a linked application opens for its reader: the landlord's list or the tenant's page. */
export function applicationHref(reader: Reader, id: string): string {
  if (reader?.userType === 'TENANT') return paths.tenantApplication.href({ id });
  return `${paths.landlordApplications.href()}?application=${id}`;
}

/** Where a linked contract opens for its reader. */
export function contractHref(reader: Reader, id: string): string {
  if (reader?.isStaff) return paths.adminContract.href({ id });
  if (reader?.userType === 'TENANT') return paths.tenantContract.href({ id });
  return paths.landlordContract.href({ id });
}
