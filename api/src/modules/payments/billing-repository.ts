import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  contractParties,
  contracts,
  paymentScheduleItems,
  paymentTransactions,
  payouts,
  staffFinanceActions,
} from '../../db/schema/index.js';

export type ScheduleItemRow = typeof paymentScheduleItems.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
type Handle = Db | Tx;

/** The item of a contract due on `dueDate`, locked for update when `lock` (inside a transaction). */
export async function findItem(
  db: Handle,
  contractId: number,
  dueDate: string,
  lock = false,
): Promise<ScheduleItemRow | undefined> {
  const query = db
    .select()
    .from(paymentScheduleItems)
    .where(
      and(
        eq(paymentScheduleItems.contractId, contractId),
        eq(paymentScheduleItems.dueDate, dueDate),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findItemById(db: Handle, id: number): Promise<ScheduleItemRow | undefined> {
  const [row] = await db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.id, id));
  return row;
}

export async function findItemByClaim(
  db: Handle,
  claimId: string,
): Promise<ScheduleItemRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentScheduleItems)
    .where(eq(paymentScheduleItems.claimId, claimId))
    .for('update');
  return row;
}

export async function updateItem(
  db: Handle,
  id: number,
  values: Partial<typeof paymentScheduleItems.$inferInsert>,
): Promise<ScheduleItemRow> {
  const [row] = await db
    .update(paymentScheduleItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentScheduleItems.id, id))
    .returning();
  return row!;
}

/** The bank id of the newest recorded booking: where the next poll starts. */
export async function findLastTransactionId(db: Handle): Promise<string | undefined> {
  const [row] = await db
    .select({ transactionId: paymentTransactions.transactionId })
    .from(paymentTransactions)
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  return row?.transactionId;
}

/** Records a booking once; false when it was recorded before (a repeated poll). */
export async function insertTransaction(
  db: Handle,
  values: typeof paymentTransactions.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentTransactions)
    .values(values)
    .onConflictDoNothing({ target: paymentTransactions.transactionId })
    .returning({ id: paymentTransactions.id });
  return rows.length > 0;
}

/** Who pays (the payor, else the first tenant) and who is paid (the payee, else a landlord). */
export async function findContractMoneyParties(db: Handle, contractId: number) {
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!contract) return undefined;
  const parties = await db
    .select()
    .from(contractParties)
    .where(eq(contractParties.contractId, contractId))
    .orderBy(contractParties.id);
  const tenant = parties.find((p) => p.role === 'tenant');
  const landlord = parties.find((p) => p.role === 'landlord');
  return {
    contract,
    payorKennitala: contract.payor?.identifier ?? tenant?.identifier ?? null,
    payeeKennitala: contract.payee?.identifier ?? landlord?.identifier ?? null,
    landlordUserId: landlord?.userId ?? contract.createdById,
  };
}

export async function listItemPayouts(db: Handle, itemId: number): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.itemId, itemId)).orderBy(payouts.id);
}

/** A payout row locked for update (inside a transaction). */
export async function lockPayout(db: Handle, id: number): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

/** Pending payouts to send, leaving out those of periods staff hold. */
export async function listPendingPayouts(db: Handle, limit: number): Promise<PayoutRow[]> {
  const rows = await db
    .select({ payout: payouts })
    .from(payouts)
    .innerJoin(paymentScheduleItems, eq(paymentScheduleItems.id, payouts.itemId))
    .where(and(eq(payouts.status, 'pending'), isNull(paymentScheduleItems.payoutHeldAt)))
    .orderBy(payouts.id)
    .limit(limit);
  return rows.map((row) => row.payout);
}

export async function updatePayout(
  db: Handle,
  id: number,
  values: Partial<typeof payouts.$inferInsert>,
): Promise<PayoutRow> {
  const [row] = await db
    .update(payouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payouts.id, id))
    .returning();
  return row!;
}

export async function recordStaffAction(
  db: Handle,
  values: typeof staffFinanceActions.$inferInsert,
): Promise<void> {
  await db.insert(staffFinanceActions).values(values);
}
