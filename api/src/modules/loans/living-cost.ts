import { desc, eq, lte } from 'drizzle-orm';
import { getIcelandicToday, type LivingCostPeriod } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { livingCostReferences, users } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';

export type LivingCostReferenceRow = typeof livingCostReferences.$inferSelect;
export type LivingCostReferenceWithAuthor = LivingCostReferenceRow & {
  createdByName: string | null;
};

/** Every period, newest first, with who recorded it. */
export async function listLivingCostReferences(db: Db): Promise<LivingCostReferenceWithAuthor[]> {
  const rows = await db
    .select({ row: livingCostReferences, createdByName: users.fullName })
    .from(livingCostReferences)
    .leftJoin(users, eq(users.id, livingCostReferences.createdById))
    .orderBy(desc(livingCostReferences.from));
  return rows.map((r) => ({ ...r.row, createdByName: r.createdByName }));
}

/** A new period; undefined when one starting that day is already recorded. */
export async function insertLivingCostReference(
  tx: Tx | Db,
  values: typeof livingCostReferences.$inferInsert,
): Promise<LivingCostReferenceRow | undefined> {
  const [row] = await tx
    .insert(livingCostReferences)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The UMS living-cost reference in effect on a day, for the payment assessment. A database always
 * has one (migration 0038 seeds the first); without any the assessment refuses rather than guess.
 */
export async function getLivingCostReference(
  db: Db,
  day = getIcelandicToday(),
): Promise<LivingCostPeriod> {
  // The period in effect: the latest that starts on or before the day (the key's index orders it).
  const [period] = await db
    .select()
    .from(livingCostReferences)
    .where(lte(livingCostReferences.from, day))
    .orderBy(desc(livingCostReferences.from))
    .limit(1);
  if (!period)
    throw conflict(
      'No living-cost reference is in effect: staff must record UMS figures first.',
      'living_cost_reference_missing',
    );
  return {
    from: period.from,
    firstAdult: period.firstAdult,
    otherAdult: period.otherAdult,
    perChild: period.perChild,
  };
}
