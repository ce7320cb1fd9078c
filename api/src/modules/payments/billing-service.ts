import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  ClaimNotCancellableError,
  ClaimRejectedError,
  type ClaimsProvider,
} from '../../providers/claims/claims-provider.js';
import { conflict, notFound, unprocessable } from '../../http/errors.js';
import { recordLedgerEvent } from '../ledger/index.js';
import {
  findContractMoneyParties,
  findItem,
  findItemByClaim,
  findLastTransactionId,
  insertTransaction,
  recordStaffAction,
  updateItem,
  type ScheduleItemRow,
} from './billing-repository.js';
import { claimAmountOf, claimOpenOf } from './billing-amounts.js';
import { createPayoutRow, runPendingPayouts, type PayoutDeps } from './payouts-service.js';

export { claimAmountOf } from './billing-amounts.js';

export type BillingDeps = {
  db: Db;
  claims: ClaimsProvider;
  config: Pick<Config, 'platformCustodyKennitala' | 'platformClaimBank' | 'platformFee'>;
};

/** One key per item and due date: a retried invoice call asks the bank for the same claim. */
export const invoiceKeyOf = (item: ScheduleItemRow): string =>
  `leiga-claim:${item.contractId}:${item.dueDate}:${item.id}`;

/**
 * The claim's account (IOBWS claim key): bank + ledger 66 + a claim number of its own, so two
 * contracts' claims due the same day never share a key.
 */
export const claimAccountOf = (bank: string, item: ScheduleItemRow): string =>
  `${bank}66${String(item.id % 1_000_000).padStart(6, '0')}`;

async function loadItem(db: Db, contractId: number, dueDate: string): Promise<ScheduleItemRow> {
  const item = await findItem(db, contractId, dueDate);
  if (!item) throw notFound('No payment is due on this date in this contract.');
  return item;
}

/**
 * `payment-schedule/{date}/invoice/`: a claim in the tenant's online bank for the item. An item
 * with an open or paid claim, or whose claim was cancelled, is refused (409) and the bank is not
 * asked; a retry after a crash between the bank's answer and our write gets the same claim.
 */
export async function invoiceItem(
  deps: BillingDeps,
  contractId: number,
  dueDate: string,
): Promise<ScheduleItemRow> {
  const item = await loadItem(deps.db, contractId, dueDate);
  if (item.claimStatus === 'cancelled')
    throw conflict(
      "This payment's claim was cancelled; it cannot be invoiced again.",
      'claim_cancelled',
    );
  if (item.claimId) throw conflict('This payment has already been invoiced.', 'already_invoiced');
  const parties = await findContractMoneyParties(deps.db, contractId);
  if (!parties?.payorKennitala)
    throw unprocessable('The contract names no tenant to send the claim to.', 'no_payor');
  try {
    const claim = await deps.claims.createClaim({
      claimantId: deps.config.platformCustodyKennitala,
      account: claimAccountOf(deps.config.platformClaimBank, item),
      dueDate: item.dueDate,
      finalDueDate: item.finalDueDate,
      payorId: parties.payorKennitala,
      templateCode: 'LEI',
      amount: claimAmountOf(item),
      reference: `L${contractId}-${item.dueDate.slice(0, 7)}`.slice(0, 16),
      defaultInterest: { referenceDate: 'DueDate', baseTimeType: '360' },
      isPartialPaymentAllowed: true,
      idempotencyKey: invoiceKeyOf(item),
    });
    return await deps.db.transaction(async (tx) => {
      const locked = await findItem(tx, contractId, dueDate, true);
      // Another call recorded the same claim meanwhile (the bank answered both with it).
      if (locked?.claimId) {
        if (locked.claimId !== claim.claimId)
          throw conflict('This payment has already been invoiced.', 'already_invoiced');
        return locked;
      }
      const updated = await updateItem(tx, item.id, {
        claimId: claim.claimId,
        claimStatus: 'unpaid',
        invoicedAt: new Date(),
      });
      await recordLedgerEvent(
        tx,
        {
          type: 'item_invoiced',
          contractId,
          itemId: item.id,
          claimId: claim.claimId,
          amount: claimAmountOf(updated),
        },
        updated.currency,
      );
      return updated;
    });
  } catch (error) {
    if (error instanceof ClaimRejectedError)
      throw unprocessable(`The bank refused the claim: ${error.message}`, `bank_${error.code}`);
    throw error;
  }
}

/** `payment-schedule/{date}/revert/`: cancels the item's claim; a paid (or partly paid) one stays. */
export async function revertInvoice(
  deps: BillingDeps,
  contractId: number,
  dueDate: string,
): Promise<ScheduleItemRow> {
  const item = await loadItem(deps.db, contractId, dueDate);
  if (!item.claimId) throw conflict('This payment has not been invoiced.', 'not_invoiced');
  if (item.claimStatus === 'cancelled')
    throw conflict("This payment's claim is already cancelled.", 'claim_cancelled');
  if (item.claimStatus === 'paid' || item.claimStatus === 'partly_paid')
    throw conflict('A paid claim cannot be cancelled.', 'claim_paid');
  try {
    await deps.claims.cancelClaim(item.claimId, `leiga-cancel:${item.claimId}`);
  } catch (error) {
    if (error instanceof ClaimNotCancellableError)
      throw conflict('A paid claim cannot be cancelled.', 'claim_paid');
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    const locked = (await findItem(tx, contractId, dueDate, true)) ?? item;
    if (locked.claimStatus === 'cancelled') return locked;
    const updated = await updateItem(tx, item.id, {
      claimStatus: 'cancelled',
      claimCancelledAt: new Date(),
    });
    await recordLedgerEvent(
      tx,
      {
        type: 'claim_cancelled',
        contractId,
        itemId: item.id,
        claimId: locked.claimId!,
        amount: claimOpenOf(locked),
      },
      locked.currency,
    );
    return updated;
  });
}

/** Staff: `remove-bill-payment-fee/`, before the claim is made (or after it was cancelled). */
export async function removeBillPaymentFee(
  db: Db,
  staffId: number,
  contractId: number,
  dueDate: string,
  reason: string,
): Promise<ScheduleItemRow> {
  return db.transaction(async (tx) => {
    const item = await findItem(tx, contractId, dueDate, true);
    if (!item) throw notFound('No payment is due on this date in this contract.');
    if (item.paymentFeeRemovedAt)
      throw conflict('The payment fee has already been removed.', 'fee_already_removed');
    if (
      item.claimStatus === 'unpaid' ||
      item.claimStatus === 'partly_paid' ||
      item.claimStatus === 'paid'
    )
      throw conflict('Revert the claim before changing its amount.', 'claim_open');
    await recordStaffAction(tx, {
      staffId,
      action: 'remove_bill_payment_fee',
      contractId,
      itemId: item.id,
      reason,
      details: { payment_fee: item.paymentFee },
    });
    return updateItem(tx, item.id, { paymentFeeRemovedAt: new Date() });
  });
}

const POLL_BATCH = 100;

/**
 * Reads the bank's bookings after the last one recorded and records each once (a booking seen
 * again is skipped by its unique transaction id), adding it to its item; an item paid in full
 * gets its payout row in the same transaction, and the pending payouts are then sent. Answers
 * how many bookings were new. The poller runs this; tests call it directly.
 */
export async function pollClaimPayments(deps: BillingDeps & PayoutDeps): Promise<number> {
  let cursor = await findLastTransactionId(deps.db);
  let recorded = 0;
  for (;;) {
    const batch = await deps.claims.listTransactions({
      afterTransactionId: cursor,
      limit: POLL_BATCH,
    });
    for (const booking of batch) {
      const isNew = await deps.db.transaction(async (tx) => {
        const item = await findItemByClaim(tx, booking.claimId);
        if (!item) return false;
        const inserted = await insertTransaction(tx, {
          itemId: item.id,
          transactionId: booking.transactionId,
          amount: booking.amount,
          interestAmount: booking.interestAmount,
          bookedAt: new Date(booking.bookedAt),
        });
        if (!inserted) return false;
        const paidAmount = item.paidAmount + booking.amount;
        const interestAmount = item.interestAmount + booking.interestAmount;
        const isPaid = paidAmount - interestAmount >= claimAmountOf(item);
        const updated = await updateItem(tx, item.id, {
          paidAmount,
          interestAmount,
          claimStatus: isPaid ? 'paid' : 'partly_paid',
          paidAt: isPaid ? new Date(booking.bookedAt) : null,
        });
        await recordLedgerEvent(
          tx,
          {
            type: 'payment_received',
            contractId: item.contractId,
            itemId: item.id,
            transactionId: booking.transactionId,
            amount: booking.amount,
            interest: booking.interestAmount,
          },
          item.currency,
        );
        if (isPaid) await createPayoutRow(tx, deps.config, updated);
        return true;
      });
      if (isNew) recorded += 1;
    }
    if (batch.length < POLL_BATCH) break;
    cursor = batch.at(-1)!.transactionId;
  }
  await runPendingPayouts(deps);
  return recorded;
}
