import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offsetOf, withTotal, type PageWindow } from '../../db/paging.js';
import { indexValues, users } from '../../db/schema/index.js';

/** Every query of the CPI index values. */
export type IndexValueRow = typeof indexValues.$inferSelect;
export type IndexValueWithAuthor = IndexValueRow & { createdByName: string | null };

const withAuthor = {
  monthKey: indexValues.monthKey,
  value: indexValues.value,
  source: indexValues.source,
  createdById: indexValues.createdById,
  createdAt: indexValues.createdAt,
  updatedAt: indexValues.updatedAt,
  createdByName: users.fullName,
};

/** One page of the values, newest month first, with how many there are. */
export async function listIndexValues(
  db: Db,
  window: PageWindow,
): Promise<{ rows: IndexValueWithAuthor[]; total: number }> {
  return withTotal(
    db
      .select(withAuthor)
      .from(indexValues)
      .leftJoin(users, eq(users.id, indexValues.createdById))
      .orderBy(desc(indexValues.monthKey))
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ value: count() }).from(indexValues),
  );
}

export async function findIndexValue(
  db: Db,
  month: string,
): Promise<IndexValueWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(indexValues)
    .leftJoin(users, eq(users.id, indexValues.createdById))
    .where(eq(indexValues.monthKey, month))
    .limit(1);
  return row;
}

/** Inserts a month's value; undefined when the month has one already. */
export async function insertIndexValue(
  db: Pick<Db, 'insert'>,
  values: typeof indexValues.$inferInsert,
): Promise<IndexValueRow | undefined> {
  const [row] = await db.insert(indexValues).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateIndexValue(
  db: Pick<Db, 'update'>,
  month: string,
  values: { value?: number; source?: string },
): Promise<IndexValueRow | undefined> {
  const [row] = await db
    .update(indexValues)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(indexValues.monthKey, month))
    .returning();
  return row;
}
