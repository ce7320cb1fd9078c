import { formatNumber } from '@leiga/domain';
import type { InboxMessage_MessageFragment } from '../../__generated__/graphql';

/** A message as the conversation shows it: from the server, or one of ours still on its way. */
export type ShownMessage = InboxMessage_MessageFragment & {
  /** `sending` until the server answers, `failed` when it did not (the row offers retry). */
  delivery: 'sent' | 'sending' | 'failed';
  /** The id a message of ours has before the server gives it one. */
  localId?: string;
  /** Ours on its way: the newest server message's id when it was sent (see mergeMessages). */
  sentAfterId?: string;
};

const DRAFT_PREFIX = 'leiga.inbox.draft.';

/** The unsent text of a conversation's message box, kept across reloads in this browser. */
export function readDraft(conversationId: string): string {
  try {
    return localStorage.getItem(DRAFT_PREFIX + conversationId) ?? '';
  } catch {
    // Storage refused (private mode, full): the box simply starts empty.
    return '';
  }
}

export function writeDraft(conversationId: string, text: string): void {
  try {
    if (text) localStorage.setItem(DRAFT_PREFIX + conversationId, text);
    else localStorage.removeItem(DRAFT_PREFIX + conversationId);
  } catch {
    // A draft that cannot be kept is only lost on reload; sending still works.
  }
}

/**
 * Server messages merged by id (a subscription may deliver one the send already returned, or
 * deliver it twice: at least once), oldest first, then ours still on their way. The subscription
 * may also bring our own message before the send answers: a message on its way then gives way to
 * the first newer server message from the same sender with the same text, so it never shows twice.
 */
export function mergeMessages(
  known: readonly ShownMessage[],
  incoming: readonly InboxMessage_MessageFragment[],
): ShownMessage[] {
  const byId = new Map<string, ShownMessage>();
  const pending: ShownMessage[] = [];
  for (const m of known) {
    if (m.delivery === 'sent') byId.set(m.id, m);
    else pending.push(m);
  }
  for (const m of incoming) byId.set(m.id, { ...m, delivery: 'sent' });
  const sent = [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
  const claimed = new Set<string>();
  const onTheirWay = pending.filter((p) => {
    if (p.delivery !== 'sending' || p.sentAfterId === undefined) return true;
    const twin = sent.find(
      (m) =>
        !claimed.has(m.id) &&
        Number(m.id) > Number(p.sentAfterId) &&
        m.sender?.id === p.sender?.id &&
        m.body === p.body,
    );
    if (!twin) return true;
    claimed.add(twin.id);
    return false;
  });
  return [...sent, ...onTheirWay];
}

/** The people in a conversation other than the reader, by name: its title in the list. */
export function otherParticipants(
  participants: ReadonlyArray<{ id: string; fullName: string }>,
  myId: string | undefined,
): string {
  const others = participants.filter((p) => p.id !== myId);
  return (others.length > 0 ? others : participants).map((p) => p.fullName).join(', ');
}

/** Time of day for today's messages, the date for older ones. */
export function formatMessageTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  const isToday = date.toDateString() === now.toDateString();
  return isToday
    ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}

/** A file's size for its chip: 1572864 -> "1,5 MB" in Icelandic, "1.5 MB" in English. */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  const megabytes = formatNumber(bytes / 1024 / 1024, locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${megabytes} MB`;
}
