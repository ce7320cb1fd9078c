import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { defaultInterestRates, users } from '../../db/schema/index.js';

/** Every query of the default-interest table (issue #16). */
export type DefaultInterestRateRow = typeof defaultInterestRates.$inferSelect;
export type DefaultInterestRateWithAuthor = DefaultInterestRateRow & {
  createdByName: string | null;
};

type Handle = Db | Tx;

/** Every period, oldest first, with the name of who recorded it. */
export async function listDefaultInterestRates(
  db: Pick<Db, 'select'>,
): Promise<DefaultInterestRateWithAuthor[]> {
  const rows = await db
    .select({ rate: defaultInterestRates, createdByName: users.fullName })
    .from(defaultInterestRates)
    .leftJoin(users, eq(users.id, defaultInterestRates.createdById))
    .orderBy(asc(defaultInterestRates.from));
  return rows.map(({ rate, createdByName }) => ({ ...rate, createdByName }));
}

/** The period starting `from`, locked for update when inside a transaction. */
export async function lockDefaultInterestRate(
  db: Handle,
  from: string,
): Promise<DefaultInterestRateRow | undefined> {
  const [row] = await db
    .select()
    .from(defaultInterestRates)
    .where(eq(defaultInterestRates.from, from))
    .for('update');
  return row;
}

/** Every period's first day, all rows locked (a removal must leave at least one). */
export async function lockAllDefaultInterestRates(db: Handle): Promise<string[]> {
  const rows = await db
    .select({ from: defaultInterestRates.from })
    .from(defaultInterestRates)
    .for('update');
  return rows.map((row) => row.from);
}

/** Inserts a period; undefined when a period with that first day exists already. */
export async function insertDefaultInterestRate(
  db: Handle,
  values: typeof defaultInterestRates.$inferInsert,
): Promise<DefaultInterestRateRow | undefined> {
  const [row] = await db
    .insert(defaultInterestRates)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateDefaultInterestRate(
  db: Handle,
  from: string,
  values: Partial<
    Pick<
      typeof defaultInterestRates.$inferInsert,
      'yearlyBasisPoints' | 'source' | 'isVerified' | 'updatedById'
    >
  >,
): Promise<DefaultInterestRateRow> {
  const [row] = await db
    .update(defaultInterestRates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(defaultInterestRates.from, from))
    .returning();
  return row!;
}

export async function deleteDefaultInterestRate(db: Handle, from: string): Promise<void> {
  await db.delete(defaultInterestRates).where(eq(defaultInterestRates.from, from));
}
