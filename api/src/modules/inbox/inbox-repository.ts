import { and, asc, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  contractParties,
  conversationParticipants,
  conversations,
  listings,
  messages,
  users,
} from '../../db/schema/index.js';
import { foldedColumn, likePattern } from '../../db/search.js';
import { foldIcelandic } from '@leiga/domain';
import type { ConversationListQuery } from './inbox-schemas.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
type Reader = Db | Tx;

export async function findConversation(
  db: Reader,
  id: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

export async function findParticipant(
  db: Reader,
  conversationId: number,
  userId: number,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

export async function listParticipantIds(db: Reader, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId))
    .orderBy(asc(conversationParticipants.joinedAt), asc(conversationParticipants.userId));
  return rows.map((r) => r.userId);
}

/**
 * Messages from others after a reader's marker: the unread count of the participant row of the
 * outer query. The columns are named with their table: drizzle leaves the table out in a query
 * without joins, and inside the subquery a bare `conversation_id` would mean the message's own.
 */
const unreadCount = sql<number>`(select count(*)::int from ${messages} m
    where m.conversation_id = "conversation_participants"."conversation_id"
      and m.id > coalesce("conversation_participants"."last_read_message_id", 0)
      and m.sender_id is distinct from "conversation_participants"."user_id")`;

/** Another participant's name, the listing's title or street: the inbox search, accents folded. */
function searchCondition(userId: number, search: string): SQL {
  const pattern = likePattern(foldIcelandic(search));
  return sql`(exists (select 1 from ${conversationParticipants} other
      join ${users} u on u.id = other.user_id
      where other.conversation_id = ${conversations.id} and other.user_id <> ${userId}
        and ${foldedColumn(sql`u.full_name`)} like ${pattern})
    or exists (select 1 from ${listings} l where l.id = ${conversations.listingId}
        and (${foldedColumn(sql`coalesce(l.title, '')`)} like ${pattern}
          or ${foldedColumn(sql`coalesce(l.street, '')`)} like ${pattern})))`;
}

export type InboxEntry = {
  conversation: ConversationRow;
  lastReadMessageId: number | null;
  unread: number;
};

/** One page of a user's conversations with their unread counts, and how many there are. */
export async function listUserConversations(
  db: Reader,
  userId: number,
  query: ConversationListQuery,
): Promise<{ count: number; entries: InboxEntry[] }> {
  const conditions = [eq(conversationParticipants.userId, userId)];
  if (query.search) conditions.push(searchCondition(userId, query.search));
  const where = and(...conditions);
  const order =
    query.order === 'unread'
      ? [desc(sql`(${unreadCount} > 0)`), desc(conversations.lastMessageAt), desc(conversations.id)]
      : [desc(conversations.lastMessageAt), desc(conversations.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        conversation: conversations,
        lastReadMessageId: conversationParticipants.lastReadMessageId,
        unread: unreadCount,
      })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(where),
  ]);
  return { count: total?.count ?? 0, entries: rows };
}

/** The unread count of one participant (0 when the user does not take part). */
export async function countUnreadIn(
  db: Reader,
  conversationId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ unread: unreadCount })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  return row?.unread ?? 0;
}

/** Unread messages across all of a user's conversations: the header's badge. */
export async function countUnreadForUser(db: Reader, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${unreadCount}), 0)::int` })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  return row?.count ?? 0;
}

/** A page of messages, newest first, older than `before`; one more row tells whether more exist. */
export async function listMessages(
  db: Reader,
  conversationId: number,
  pageSize: number,
  before?: number,
): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before === undefined ? undefined : lt(messages.id, before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(pageSize + 1);
  return { rows: rows.slice(0, pageSize), hasOlder: rows.length > pageSize };
}

export async function findMessageIn(
  db: Reader,
  conversationId: number,
  messageId: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row;
}

export async function findNewestMessageId(
  db: Reader,
  conversationId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.id;
}

/** The newest message of each conversation, in one query. */
export async function findLastMessages(
  db: Reader,
  conversationIds: number[],
): Promise<Map<number, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

export type ParticipantName = { conversationId: number; id: number; fullName: string };

export async function findParticipantNames(
  db: Reader,
  conversationIds: number[],
): Promise<ParticipantName[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversationId: conversationParticipants.conversationId,
      id: users.id,
      fullName: users.fullName,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, conversationIds))
    .orderBy(asc(conversationParticipants.joinedAt), asc(users.id));
}

export async function findUserNames(db: Reader, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

export async function findListingCards(db: Reader, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { id: number; title: string | null; street: string | null }>();
  const rows = await db
    .select({ id: listings.id, title: listings.title, street: listings.street })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A listing's owner and status, for a visitor's question. */
export async function findListingForQuestion(db: Reader, id: number) {
  const [row] = await db
    .select({ id: listings.id, ownerId: listings.ownerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}

/** The conversation a visitor already started about a listing, to continue rather than repeat. */
export async function findVisitorConversation(
  db: Reader,
  listingId: number,
  visitorId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.createdById, visitorId)))
    .orderBy(asc(conversations.id))
    .limit(1);
  return row;
}

export async function findContractConversation(
  db: Reader,
  contractId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.contractId, contractId))
    .orderBy(asc(conversations.id))
    .limit(1);
  return row;
}

/** The accounts of a contract's parties (parties without an account cannot take part). */
export async function findContractPartyUserIds(db: Reader, contractId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: contractParties.userId })
    .from(contractParties)
    .where(and(eq(contractParties.contractId, contractId), isNotNull(contractParties.userId)));
  return rows.map((r) => r.userId).filter((id): id is number => id !== null);
}

export async function insertConversation(
  tx: Tx,
  values: typeof conversations.$inferInsert,
  participantIds: number[],
): Promise<ConversationRow> {
  const [row] = await tx.insert(conversations).values(values).returning();
  await addParticipants(tx, row!.id, participantIds);
  return row!;
}

export async function addParticipants(
  tx: Tx,
  conversationId: number,
  userIds: number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(conversationParticipants)
    .values([...new Set(userIds)].map((userId) => ({ conversationId, userId })))
    .onConflictDoNothing();
}

export async function insertMessage(
  tx: Tx,
  values: { conversationId: number; senderId: number; body: string },
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  await tx
    .update(conversations)
    .set({ lastMessageAt: row!.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

/** Moves a read marker forward only: reading an older page never marks newer messages unread. */
export async function advanceReadMarker(
  db: Reader,
  conversationId: number,
  userId: number,
  messageId: number,
): Promise<void> {
  await db
    .update(conversationParticipants)
    .set({
      lastReadMessageId: sql`greatest(coalesce(${conversationParticipants.lastReadMessageId}, 0), ${messageId})`,
    })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}
