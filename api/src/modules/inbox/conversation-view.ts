import type { Db } from '../../db/client.js';
import {
  findLastMessages,
  findListingCards,
  findParticipantNames,
  findUserNames,
  type ConversationRow,
  type MessageRow,
} from './inbox-repository.js';
import type { ConversationView, MessageView } from './inbox-schemas.js';

export function toMessageView(row: MessageRow, names: Map<number, string>): MessageView {
  const senderName = row.senderId === null ? undefined : names.get(row.senderId);
  return {
    id: row.id,
    conversation_id: row.conversationId,
    body: row.body,
    sender:
      row.senderId === null || senderName === undefined
        ? null
        : { id: row.senderId, full_name: senderName },
    created_at: row.createdAt.toISOString(),
  };
}

/** Messages with their senders' names, in one query for the names. */
export async function loadMessageViews(db: Db, rows: MessageRow[]): Promise<MessageView[]> {
  const senderIds = [...new Set(rows.map((r) => r.senderId).filter((id) => id !== null))];
  const names = await findUserNames(db, senderIds);
  return rows.map((row) => toMessageView(row, names));
}

export type ConversationReading = {
  conversation: ConversationRow;
  lastReadMessageId: number | null;
  unread: number;
};

/** Conversations as one reader sees them: a fixed number of queries for any number of rows. */
export async function loadConversationViews(
  db: Db,
  readings: ConversationReading[],
): Promise<ConversationView[]> {
  const ids = readings.map((r) => r.conversation.id);
  const listingIds = readings
    .map((r) => r.conversation.listingId)
    .filter((id): id is number => id !== null);
  const [participants, lastMessages, listings] = await Promise.all([
    findParticipantNames(db, ids),
    findLastMessages(db, ids),
    findListingCards(db, [...new Set(listingIds)]),
  ]);
  const names = new Map(participants.map((p) => [p.id, p.fullName]));
  const lastSenderIds = [...lastMessages.values()]
    .map((m) => m.senderId)
    .filter((id): id is number => id !== null && !names.has(id));
  for (const [id, name] of await findUserNames(db, lastSenderIds)) names.set(id, name);
  return readings.map(({ conversation: c, lastReadMessageId, unread }) => {
    const last = lastMessages.get(c.id);
    return {
      id: c.id,
      listing: c.listingId === null ? null : (listings.get(c.listingId) ?? null),
      application_id: c.applicationId,
      contract_id: c.contractId,
      participants: participants
        .filter((p) => p.conversationId === c.id)
        .map((p) => ({ id: p.id, full_name: p.fullName })),
      last_message: last ? toMessageView(last, names) : null,
      last_message_at: c.lastMessageAt.toISOString(),
      unread_count: unread,
      last_read_message_id: lastReadMessageId,
      created_at: c.createdAt.toISOString(),
    };
  });
}
