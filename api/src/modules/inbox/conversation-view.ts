import type { Db } from '../../db/client.js';
import { findFraudWarnings, type FraudWarning } from '../fraud/fraud-repository.js';
import {
  findLastMessages,
  findListingCards,
  findParticipantNames,
  findUserNames,
  type ConversationRow,
  type MessageRow,
} from './inbox-repository.js';
import type { ConversationView, MessageView } from './inbox-schemas.js';
import { loadAttachmentViewsByMessage } from './message-attachments-service.js';
import type { MessageAttachmentView } from './message-attachments-schemas.js';

/** The scam warnings of messages as one reader sees them: on others' messages only. */
async function findWarningsFor(
  db: Db,
  rows: MessageRow[],
  viewerId: number,
): Promise<Map<number, FraudWarning>> {
  const othersIds = rows.filter((r) => r.senderId !== viewerId).map((r) => r.id);
  return findFraudWarnings(db, othersIds);
}

export function toMessageView(
  row: MessageRow,
  names: Map<number, string>,
  warnings: Map<number, FraudWarning> = new Map(),
  attachments: ReadonlyMap<number, MessageAttachmentView[]> = new Map(),
): MessageView {
  const senderName = row.senderId === null ? undefined : names.get(row.senderId);
  const warning = warnings.get(row.id);
  return {
    id: row.id,
    conversation_id: row.conversationId,
    body: row.body,
    sender:
      row.senderId === null || senderName === undefined
        ? null
        : { id: row.senderId, full_name: senderName },
    created_at: row.createdAt.toISOString(),
    fraud_warning: warning ? { score: warning.score, signals: warning.signals } : null,
    attachments: attachments.get(row.id) ?? [],
  };
}

/** Messages as `viewerId` reads them: senders' names, scam warnings and files, a query each. */
export async function loadMessageViews(
  db: Db,
  rows: MessageRow[],
  viewerId: number,
): Promise<MessageView[]> {
  const senderIds = [...new Set(rows.map((r) => r.senderId).filter((id) => id !== null))];
  const [names, warnings, attachments] = await Promise.all([
    findUserNames(db, senderIds),
    findWarningsFor(db, rows, viewerId),
    loadAttachmentViewsByMessage(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => toMessageView(row, names, warnings, attachments));
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
  viewerId: number,
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
  const [lastSenderNames, warnings, attachments] = await Promise.all([
    findUserNames(db, lastSenderIds),
    findWarningsFor(db, [...lastMessages.values()], viewerId),
    loadAttachmentViewsByMessage(
      db,
      [...lastMessages.values()].map((m) => m.id),
    ),
  ]);
  for (const [id, name] of lastSenderNames) names.set(id, name);
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
      last_message: last ? toMessageView(last, names, warnings, attachments) : null,
      last_message_at: c.lastMessageAt.toISOString(),
      unread_count: unread,
      last_read_message_id: lastReadMessageId,
      created_at: c.createdAt.toISOString(),
    };
  });
}
