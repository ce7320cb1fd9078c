import { desc, eq } from 'drizzle-orm';
import {
  getFinalDueDate,
  getStaffBillPatchRefusal,
  getStaffPayoutPatchRefusal,
  type StaffBillPatch,
  type StaffBillRefusal,
  type StaffPayoutPatch,
  type StaffPayoutRefusal,
} from '@leiga/domain';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { payoutMethods, staffFinanceActions } from '../../db/schema/index.js';
import { uniqueViolation } from '../../http/db-errors.js';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.js';
import {
  findContractMoneyParties,
  findItem,
  listItemPayouts,
  recordStaffAction,
  updateItem,
  type PayoutRow,
  type ScheduleItemRow,
} from './billing-repository.js';
import { createPayoutRow } from './payouts-service.js';

export type StaffActionRow = typeof staffFinanceActions.$inferSelect;
type FeeConfig = Pick<Config, 'platformFee'>;

const BILL_REFUSALS: Record<StaffBillRefusal, string> = {
  bill_paid: 'Money was received for this bill, so its amount and dates cannot change.',
  claim_open: "The bill's claim is in the tenant's online bank; revert the claim first.",
};

const PAYOUT_REFUSALS: Record<StaffPayoutRefusal, string> = {
  payout_executed: 'An executed payout cannot be edited; revert it first.',
  payout_pending: 'A transfer of this payout is on its way; its account cannot change now.',
};

async function lockItem(tx: Tx, contractId: number, dueDate: string): Promise<ScheduleItemRow> {
  const item = await findItem(tx, contractId, dueDate, true);
  if (!item) throw notFound('No payment is due on this date in this contract.');
  return item;
}

export async function loadItem(
  db: Db,
  contractId: number,
  dueDate: string,
): Promise<ScheduleItemRow> {
  const item = await findItem(db, contractId, dueDate);
  if (!item) throw notFound('No payment is due on this date in this contract.');
  return item;
}

/** The staff actions on one schedule item, newest first. */
export function listItemStaffActions(db: Db | Tx, itemId: number): Promise<StaffActionRow[]> {
  return db
    .select()
    .from(staffFinanceActions)
    .where(eq(staffFinanceActions.itemId, itemId))
    .orderBy(desc(staffFinanceActions.createdAt), desc(staffFinanceActions.id));
}

/**
 * Staff PATCH of a bill: its due dates or amount, with a reason recorded in the same
 * transaction. A paid or partly paid bill keeps them (409 bill_paid); one with a claim open in
 * the bank is reverted first (409 claim_open). A new due date must be free in the contract.
 */
export async function patchStaffBill(
  db: Db,
  staffId: number,
  contractId: number,
  dueDate: string,
  body: StaffBillPatch,
): Promise<ScheduleItemRow> {
  try {
    return await db.transaction(async (tx) => {
      const item = await lockItem(tx, contractId, dueDate);
      const refusal = getStaffBillPatchRefusal({
        paidAmount: item.paidAmount,
        paidAt: item.paidAt?.toISOString() ?? null,
        claimId: item.claimId,
        claimStatus: item.claimStatus,
      });
      if (refusal) throw conflict(BILL_REFUSALS[refusal], refusal);
      const newDue = body.due_date ?? item.dueDate;
      if (newDue !== item.dueDate && (await findItem(tx, contractId, newDue))) throw dateTaken();
      const finalDueDate =
        body.final_due_date ?? (body.due_date ? getFinalDueDate(newDue) : item.finalDueDate);
      if (finalDueDate < newDue)
        throw badRequest('The final due date is before the due date.', {
          final_due_date: 'validation.final_due_before_due',
        });
      const amount = body.amount ?? item.amount;
      const utilitiesTotal = item.utilities.reduce((sum, line) => sum + line.amount, 0);
      // A changed amount changes the rent; utility lines stay only while they still add up.
      const rentAmount =
        body.amount === undefined ? item.rentAmount : Math.max(0, amount - utilitiesTotal);
      const utilities = rentAmount + utilitiesTotal === amount ? item.utilities : [];
      await recordStaffAction(tx, {
        staffId,
        action: 'patch_bill',
        contractId,
        itemId: item.id,
        reason: body.reason,
        details: {
          before: {
            due_date: item.dueDate,
            final_due_date: item.finalDueDate,
            amount: item.amount,
          },
          after: { due_date: newDue, final_due_date: finalDueDate, amount },
        },
      });
      return updateItem(tx, item.id, {
        dueDate: newDue,
        finalDueDate,
        amount,
        rentAmount,
        utilities,
      });
    });
  } catch (error) {
    // Two changes moved two bills to one date at once: the unique index let one in.
    if (uniqueViolation(error)) throw dateTaken();
    throw error;
  }
}

const dateTaken = () =>
  conflict('Another payment is already due on this date.', 'due_date_taken', {
    due_date: 'validation.due_date_taken',
  });

/** A payout method the contract's payee holds, or 422 (a payout to someone else's account). */
async function checkPayeeMethod(tx: Tx, contractId: number, methodId: number) {
  const [method] = await tx.select().from(payoutMethods).where(eq(payoutMethods.id, methodId));
  if (!method)
    throw badRequest('No such payout method.', { payout_method_id: 'staff-finance.no_method' });
  const parties = await findContractMoneyParties(tx, contractId);
  if (!parties?.payeeKennitala || parties.payeeKennitala !== method.holderKennitala)
    throw unprocessable(
      "The payout account is not held by the contract's payee; no money was moved.",
      'payout_iban_not_payee',
      { payout_method_id: 'staff-finance.not_payee_account' },
    );
  return method;
}

export type StaffPayoutState = { item: ScheduleItemRow; payouts: PayoutRow[] };

/**
 * Staff PATCH of a period's payout: hold it (a held payout is neither sent by the poller nor
 * executed) or release it, and choose the payee's account it goes to. An executed payout is
 * not edited (409 payout_executed); the account of a transfer on its way stays (409
 * payout_pending). Releasing the hold of a paid period makes its pending payout at once; the
 * next poll (or execute-payout) sends it.
 */
export async function patchStaffPayout(
  deps: { db: Db; config: FeeConfig },
  staffId: number,
  contractId: number,
  dueDate: string,
  body: StaffPayoutPatch,
): Promise<StaffPayoutState> {
  return deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, contractId, dueDate);
    const existing = await listItemPayouts(tx, item.id);
    const isAccountChange =
      body.payout_method_id !== undefined && body.payout_method_id !== item.payoutMethodId;
    const refusal = getStaffPayoutPatchRefusal(
      existing.map((p) => p.status),
      { isAccountChange },
    );
    if (refusal) throw conflict(PAYOUT_REFUSALS[refusal], refusal);
    const method = isAccountChange
      ? await checkPayeeMethod(tx, contractId, body.payout_method_id!)
      : undefined;
    const wasHeld = item.payoutHeldAt !== null;
    const isHeld = body.is_on_hold ?? wasHeld;
    await recordStaffAction(tx, {
      staffId,
      action: 'patch_payout',
      contractId,
      itemId: item.id,
      reason: body.reason,
      details: {
        before: { is_on_hold: wasHeld, payout_method_id: item.payoutMethodId },
        after: { is_on_hold: isHeld, payout_method_id: method?.id ?? item.payoutMethodId },
      },
    });
    const updated = await updateItem(tx, item.id, {
      payoutHeldAt: isHeld ? (item.payoutHeldAt ?? new Date()) : null,
      payoutMethodId: method?.id ?? item.payoutMethodId,
    });
    const isReleased = wasHeld && !isHeld;
    const hasOpenPayout = existing.some((p) => p.status === 'pending' || p.status === 'booked');
    if (isReleased && updated.claimStatus === 'paid' && !hasOpenPayout)
      await createPayoutRow(tx, deps.config, updated);
    return { item: updated, payouts: await listItemPayouts(tx, item.id) };
  });
}
