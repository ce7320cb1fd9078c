import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { paymentScheduleItems, paymentTransactions, payouts } from '../../src/db/schema/index.js';
import { recordLedgerEvent } from '../../src/modules/ledger/index.js';

/**
 * What the billing code does to the payment tables at each money event, reduced to the columns
 * the ledger is checked against, each with its ledger posting in the same transaction: the test's
 * stand-in for the invoicing, payment and payout code (issue #16), which calls recordLedgerEvent
 * the same way.
 */
export type Billing = ReturnType<typeof billingFor>;

let sequence = 0;
const next = () => `${Date.now().toString(36)}-${(sequence += 1)}`;

export function billingFor(db: Db, contractId: number) {
  const itemOf = async (itemId: number) => {
    const [item] = await db
      .select()
      .from(paymentScheduleItems)
      .where(eq(paymentScheduleItems.id, itemId));
    if (!item) throw new Error(`no item ${itemId}`);
    return item;
  };
  const openOf = (item: typeof paymentScheduleItems.$inferSelect) =>
    item.amount - (item.paidAmount - item.interestAmount);

  return {
    /** A schedule item due `dueDate`, not yet invoiced. */
    async addItem(dueDate: string, amount: number): Promise<number> {
      const [row] = await db
        .insert(paymentScheduleItems)
        .values({
          contractId,
          dueDate,
          finalDueDate: dueDate,
          periodStart: dueDate,
          periodEnd: dueDate,
          rentAmount: amount,
          amount,
        })
        .returning({ id: paymentScheduleItems.id });
      return row!.id;
    },
    async invoice(itemId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select()
          .from(paymentScheduleItems)
          .where(eq(paymentScheduleItems.id, itemId));
        if (!item || (item.claimId && item.claimStatus !== 'cancelled')) return false;
        const claimId = `K-${next()}`;
        await tx
          .update(paymentScheduleItems)
          .set({ claimId, claimStatus: 'unpaid', invoicedAt: sql`now()`, claimCancelledAt: null })
          .where(eq(paymentScheduleItems.id, itemId));
        await recordLedgerEvent(tx, {
          type: 'item_invoiced',
          contractId,
          itemId,
          claimId,
          amount: openOf(item),
        });
        return true;
      });
    },
    /** Pays `share` percent of what is open, plus `interest` when late. */
    async pay(itemId: number, share: number, interest: number): Promise<string | null> {
      const item = await itemOf(itemId);
      const open = openOf(item);
      if (!item.claimId || item.claimStatus === 'cancelled' || open <= 0) return null;
      const principal = Math.max(1, Math.floor((open * share) / 100));
      const transactionId = `T-${next()}`;
      await db.transaction(async (tx) => {
        await tx.insert(paymentTransactions).values({
          itemId,
          transactionId,
          amount: principal + interest,
          interestAmount: interest,
          bookedAt: new Date(),
        });
        const paid = principal === open;
        await tx
          .update(paymentScheduleItems)
          .set({
            paidAmount: sql`${paymentScheduleItems.paidAmount} + ${principal + interest}`,
            interestAmount: sql`${paymentScheduleItems.interestAmount} + ${interest}`,
            claimStatus: paid ? 'paid' : 'partly_paid',
            paidAt: paid ? sql`now()` : null,
          })
          .where(eq(paymentScheduleItems.id, itemId));
        await recordLedgerEvent(tx, {
          type: 'payment_received',
          contractId,
          itemId,
          transactionId,
          amount: principal + interest,
          interest,
        });
      });
      return transactionId;
    },
    async cancel(itemId: number): Promise<boolean> {
      const item = await itemOf(itemId);
      if (!item.claimId || item.claimStatus === 'cancelled') return false;
      await db.transaction(async (tx) => {
        await tx
          .update(paymentScheduleItems)
          .set({ claimStatus: 'cancelled', claimCancelledAt: sql`now()` })
          .where(eq(paymentScheduleItems.id, itemId));
        await recordLedgerEvent(tx, {
          type: 'claim_cancelled',
          contractId,
          itemId,
          claimId: item.claimId!,
          amount: openOf(item),
        });
      });
      return true;
    },
    /** Pays the landlord what was collected on the item and not yet paid out, less the fee. */
    async payout(itemId: number, feePercent: number): Promise<number | null> {
      const item = await itemOf(itemId);
      const [out] = await db
        .select({ gross: sql<number>`coalesce(sum(${payouts.grossAmount}), 0)`.mapWith(Number) })
        .from(payouts)
        .where(sql`${payouts.itemId} = ${itemId} and ${payouts.status} = 'booked'`);
      const gross = item.paidAmount - (out?.gross ?? 0);
      if (gross <= 0) return null;
      const fee = Math.floor((gross * feePercent) / 100);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payouts)
          .values({
            itemId,
            contractId,
            iban: 'IS000000000000000000000000',
            holderKennitala: '0000000000',
            grossAmount: gross,
            feeAmount: fee,
            amount: gross - fee,
            status: 'booked',
            idempotencyKey: `P-${next()}`,
            bookedAt: new Date(),
          })
          .returning({ id: payouts.id });
        await recordLedgerEvent(tx, {
          type: 'payout_booked',
          contractId,
          itemId,
          payoutId: row!.id,
          gross,
          fee,
        });
        return row!.id;
      });
    },
    async reverse(payoutId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(payouts)
          .set({ status: 'reversed', reversedAt: sql`now()` })
          .where(sql`${payouts.id} = ${payoutId} and ${payouts.status} = 'booked'`)
          .returning();
        if (!row) return false;
        await recordLedgerEvent(tx, {
          type: 'payout_reversed',
          contractId,
          itemId: row.itemId,
          payoutId,
          gross: row.grossAmount,
          fee: row.feeAmount,
        });
        return true;
      });
    },
  };
}
