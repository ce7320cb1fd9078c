import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { conversationEvents, messages } from '../../db/schema/index.js';
import { loadMessageViews } from './conversation-view.js';
import type { ConversationEventRow } from './links-repository.js';
import {
  TIMELINE_CURSOR,
  type ConversationEventView,
  type TimelineItemView,
} from './links-schemas.js';

type Kind = 'message' | 'event';
/** Entries older than this: time (to the millisecond, as a cursor carries it), kind, id. */
export type TimelineCursor = { at: Date; kind: Kind; id: number };

export function parseTimelineCursor(text: string | undefined): TimelineCursor | undefined {
  const match = text === undefined ? null : TIMELINE_CURSOR.exec(text);
  if (!match) return undefined;
  return { at: new Date(Number(match[1])), kind: match[2] as Kind, id: Number(match[3]) };
}

const cursorOf = (at: Date, kind: Kind, id: number) => `${at.getTime()}_${kind}_${id}`;

/** Database times have microseconds; cursors carry milliseconds, so both sides compare those. */
const toMillis = (column: PgColumn) => sql`date_trunc('milliseconds', ${column})`;

/**
 * Entries of one kind older than the cursor, in the order (time desc, kind desc, id desc): at the
 * same millisecond, messages come before events.
 */
function olderThan(createdAt: PgColumn, id: PgColumn, kind: Kind, cursor?: TimelineCursor) {
  if (!cursor) return undefined;
  const at = cursor.at.toISOString();
  const sameTime: SQL =
    kind === cursor.kind ? lt(id, cursor.id) : kind < cursor.kind ? sql`true` : sql`false`;
  return or(
    sql`${toMillis(createdAt)} < ${at}::timestamptz`,
    and(sql`${toMillis(createdAt)} = ${at}::timestamptz`, sameTime),
  );
}

export function toConversationEventView(row: ConversationEventRow): ConversationEventView {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    kind: row.kind,
    application_id: row.applicationId,
    contract_id: row.contractId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A page of a conversation's timeline, newest first: its messages and its system events
 * interleaved by time. Each kind is read a page deep past the cursor and the two are merged.
 */
export async function loadTimeline(
  db: Db,
  /** The reader: fraud warnings are shown to recipients and staff, never to the sender. */
  viewerId: number,
  conversationId: number,
  pageSize: number,
  before?: TimelineCursor,
): Promise<{ results: TimelineItemView[]; has_older: boolean }> {
  const [messageRows, eventRows] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          olderThan(messages.createdAt, messages.id, 'message', before),
        ),
      )
      .orderBy(desc(toMillis(messages.createdAt)), desc(messages.id))
      .limit(pageSize + 1),
    db
      .select()
      .from(conversationEvents)
      .where(
        and(
          eq(conversationEvents.conversationId, conversationId),
          olderThan(conversationEvents.createdAt, conversationEvents.id, 'event', before),
        ),
      )
      .orderBy(desc(toMillis(conversationEvents.createdAt)), desc(conversationEvents.id))
      .limit(pageSize + 1),
  ]);
  const messageViews = await loadMessageViews(db, messageRows, viewerId);
  const millis = (d: Date) => Math.floor(d.getTime());
  const merged: TimelineItemView[] = [
    ...messageRows.map((row, i) => ({
      kind: 'message' as const,
      cursor: cursorOf(row.createdAt, 'message', row.id),
      created_at: row.createdAt.toISOString(),
      message: messageViews[i]!,
      event: null,
      sort: [millis(row.createdAt), 1, row.id] as const,
    })),
    ...eventRows.map((row) => ({
      kind: 'event' as const,
      cursor: cursorOf(row.createdAt, 'event', row.id),
      created_at: row.createdAt.toISOString(),
      message: null,
      event: toConversationEventView(row),
      sort: [millis(row.createdAt), 0, row.id] as const,
    })),
  ]
    .sort((a, b) => b.sort[0] - a.sort[0] || b.sort[1] - a.sort[1] || b.sort[2] - a.sort[2])
    .map(({ sort: _sort, ...item }) => item);
  return { results: merged.slice(0, pageSize), has_older: merged.length > pageSize };
}
