import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  contractParties,
  contracts,
  contractStreet,
  conversationEvents,
  conversationLinks,
  conversationParticipants,
  conversations,
  events,
  listings,
  messages,
  rentalApplications,
  type ConversationLinkKind,
} from '../../db/schema/index.js';

import type { ConversationLinksView } from './links-schemas.js';

type Reader = Db | Tx;
export type ConversationEventRow = typeof conversationEvents.$inferSelect;
export type LinkedIds = { listingIds: number[]; applicationIds: number[]; contractIds: number[] };

const COLUMN_OF_KIND = {
  listing: conversations.listingId,
  application: conversations.applicationId,
  contract: conversations.contractId,
} as const;

/** The conversation's own subject columns and its links, by kind, without repeats. */
export async function findLinkedIds(db: Reader, conversationId: number): Promise<LinkedIds> {
  const [own] = await db
    .select({
      listingId: conversations.listingId,
      applicationId: conversations.applicationId,
      contractId: conversations.contractId,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const links = await db
    .select({ kind: conversationLinks.kind, targetId: conversationLinks.targetId })
    .from(conversationLinks)
    .where(eq(conversationLinks.conversationId, conversationId))
    .orderBy(conversationLinks.createdAt, conversationLinks.targetId);
  const ofKind = (kind: ConversationLinkKind, first: number | null | undefined) => [
    ...new Set([
      ...(first == null ? [] : [first]),
      ...links.filter((l) => l.kind === kind).map((l) => l.targetId),
    ]),
  ];
  return {
    listingIds: ofKind('listing', own?.listingId),
    applicationIds: ofKind('application', own?.applicationId),
    contractIds: ofKind('contract', own?.contractId),
  };
}

export async function insertLinks(
  tx: Tx,
  conversationId: number,
  kind: ConversationLinkKind,
  targetIds: number[],
  linkedById: number | null,
): Promise<void> {
  if (targetIds.length === 0) return;
  await tx
    .insert(conversationLinks)
    .values(
      [...new Set(targetIds)].map((targetId) => ({ conversationId, kind, targetId, linkedById })),
    )
    .onConflictDoNothing();
}

/** The conversations about a thing: started for it, or linked to it since. */
export async function findConversationIdsAbout(
  db: Reader,
  kind: ConversationLinkKind,
  targetId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      or(
        eq(COLUMN_OF_KIND[kind], targetId),
        sql`exists (select 1 from ${conversationLinks} l where l.conversation_id = ${conversations.id}
          and l.kind = ${kind} and l.target_id = ${targetId})`,
      ),
    )
    .orderBy(conversations.id);
  return rows.map((r) => r.id);
}

/** Which of `ids` are listings that `ownerId` owns. */
export async function findOwnedListingIds(
  db: Reader,
  ids: number[],
  ownerId: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids), eq(listings.ownerId, ownerId)));
  return new Set(rows.map((r) => r.id));
}

/** Which of `ids` are contracts that `userId` made or is a party to. */
export async function findOwnContractIds(
  db: Reader,
  ids: number[],
  userId: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        inArray(contracts.id, ids),
        or(
          eq(contracts.createdById, userId),
          sql`exists (select 1 from ${contractParties} p where p.contract_id = ${contracts.id}
            and p.user_id = ${userId})`,
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export type ListingCard = { id: number; title: string | null; street: string | null };
export type ApplicationCard = ConversationLinksView['applications'][number];
export type ContractCard = ConversationLinksView['contracts'][number];

export async function findListingCardsIn(db: Reader, ids: number[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: listings.id, title: listings.title, street: listings.street })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(listings.id);
}

export async function findApplicationCards(db: Reader, ids: number[]): Promise<ApplicationCard[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: rentalApplications.id,
      status: rentalApplications.status,
      listing_id: rentalApplications.listingId,
      title: listings.title,
    })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(inArray(rentalApplications.id, ids))
    .orderBy(rentalApplications.id);
}

export async function findContractCards(db: Reader, ids: number[]): Promise<ContractCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contracts.id, status: contracts.status, street: contractStreet })
    .from(contracts)
    .where(inArray(contracts.id, ids))
    .orderBy(contracts.id);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    street: (r.street as string | null) ?? null,
  }));
}

/** Writes timeline entries; one already written for the same outbox event is skipped. */
export async function insertConversationEvents(
  tx: Tx,
  rows: Array<typeof conversationEvents.$inferInsert>,
): Promise<ConversationEventRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(conversationEvents).values(rows).onConflictDoNothing().returning();
}

/** A conversation's system events, oldest first (the inbox interleaves them with its messages). */
export async function listConversationEvents(
  db: Reader,
  conversationId: number,
  limit: number,
): Promise<ConversationEventRow[]> {
  const rows = await db
    .select()
    .from(conversationEvents)
    .where(eq(conversationEvents.conversationId, conversationId))
    .orderBy(desc(conversationEvents.createdAt), desc(conversationEvents.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * One page of the conversations about a listing (started for it or linked to it), each with the
 * reader's unread count when the reader takes part: the landlord's "listing messages".
 */
export async function listListingConversations(
  db: Reader,
  listingId: number,
  readerId: number,
  page: number,
  pageSize: number,
) {
  const about = or(
    eq(conversations.listingId, listingId),
    sql`exists (select 1 from ${conversationLinks} l where l.conversation_id = ${conversations.id}
      and l.kind = 'listing' and l.target_id = ${listingId})`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        conversation: conversations,
        lastReadMessageId: conversationParticipants.lastReadMessageId,
        unread: sql<number>`coalesce((select count(*)::int from ${messages} m
          where m.conversation_id = ${conversations.id}
            and m.id > coalesce(${conversationParticipants.lastReadMessageId}, 0)
            and m.sender_id is distinct from ${readerId}
            and ${conversationParticipants.userId} is not null), 0)`,
      })
      .from(conversations)
      .leftJoin(
        conversationParticipants,
        and(
          eq(conversationParticipants.conversationId, conversations.id),
          eq(conversationParticipants.userId, readerId),
        ),
      )
      .where(about)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversations)
      .where(about),
  ]);
  return {
    count: total?.count ?? 0,
    entries: rows.map((r) => ({
      conversation: r.conversation,
      lastReadMessageId: r.lastReadMessageId ?? null,
      unread: r.unread,
    })),
  };
}

/**
 * Outbox events of the given types whose payload names one of `ids` under `key`, oldest first:
 * what happened to an application or contract before a conversation came to be about it.
 */
export async function findEventsNaming(
  db: Reader,
  types: readonly string[],
  key: 'applicationId' | 'contract_id',
  ids: readonly number[],
): Promise<Array<{ id: number; type: string; payload: Record<string, unknown>; createdAt: Date }>> {
  if (types.length === 0 || ids.length === 0) return [];
  return db
    .select({
      id: events.id,
      type: events.type,
      payload: events.payload,
      createdAt: events.createdAt,
    })
    .from(events)
    .where(
      and(
        inArray(events.type, [...types]),
        inArray(sql<number>`(${events.payload} ->> ${key})::int`, [...ids]),
      ),
    )
    .orderBy(events.id);
}
