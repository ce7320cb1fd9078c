import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationSummaries } from '../../db/schema/index.js';

export type SummaryRow = typeof conversationSummaries.$inferSelect;
export type NewSummary = Omit<typeof conversationSummaries.$inferInsert, 'id' | 'createdAt'>;

export async function insertSummary(db: Db, values: NewSummary): Promise<SummaryRow> {
  const [row] = await db.insert(conversationSummaries).values(values).returning();
  return row!;
}

export async function replaceSummary(
  db: Db,
  id: number,
  values: Pick<
    SummaryRow,
    'summary' | 'providerKind' | 'model' | 'language' | 'messageCount' | 'lastMessageId'
  >,
): Promise<SummaryRow> {
  const [row] = await db
    .update(conversationSummaries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(conversationSummaries.id, id))
    .returning();
  return row!;
}

export async function findSummary(db: Db, id: number): Promise<SummaryRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationSummaries)
    .where(eq(conversationSummaries.id, id))
    .limit(1);
  return row;
}

/** A page of summaries, most recently made or regenerated first. */
export async function listSummaries(
  db: Db,
  query: { page: number; page_size: number; conversation?: number | undefined },
): Promise<{ count: number; rows: SummaryRow[] }> {
  const where =
    query.conversation === undefined
      ? undefined
      : eq(conversationSummaries.conversationId, query.conversation);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(conversationSummaries)
      .where(where)
      .orderBy(desc(conversationSummaries.updatedAt), desc(conversationSummaries.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversationSummaries)
      .where(where),
  ]);
  return { count: total?.count ?? 0, rows };
}
