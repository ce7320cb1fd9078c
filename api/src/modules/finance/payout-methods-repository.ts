import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payoutMethods } from '../../db/schema/index.js';

/** Every query of payout methods. */
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
type Reader = Pick<Db, 'select'>;

export async function findPayoutMethod(
  db: Reader,
  id: number,
): Promise<PayoutMethodRow | undefined> {
  const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.id, id)).limit(1);
  return row;
}

export async function listPayoutMethods(db: Reader, userId: number): Promise<PayoutMethodRow[]> {
  return db
    .select()
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, userId))
    .orderBy(payoutMethods.id);
}

export async function findUsersPayoutMethodByIban(
  db: Reader,
  userId: number,
  iban: string,
): Promise<PayoutMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.userId, userId), eq(payoutMethods.iban, iban)))
    .limit(1);
  return row;
}

export async function insertPayoutMethod(
  db: Pick<Db, 'insert'>,
  values: typeof payoutMethods.$inferInsert,
): Promise<PayoutMethodRow | undefined> {
  // A second add of the same account is no new row (unique per user and IBAN).
  const [row] = await db.insert(payoutMethods).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePayoutMethod(
  db: Pick<Db, 'update'>,
  id: number,
  values: Partial<typeof payoutMethods.$inferInsert>,
): Promise<PayoutMethodRow | undefined> {
  const [row] = await db
    .update(payoutMethods)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payoutMethods.id, id))
    .returning();
  return row;
}

export async function deletePayoutMethod(db: Pick<Db, 'delete'>, id: number): Promise<void> {
  await db.delete(payoutMethods).where(eq(payoutMethods.id, id));
}
