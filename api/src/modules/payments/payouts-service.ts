import { eq } from 'drizzle-orm';
import { computePlatformFee } from '@leiga/domain';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { payoutMethods, payouts } from '../../db/schema/index.js';
import {
  TransferNotReversibleError,
  type PayoutProvider,
} from '../../providers/payouts/payout-provider.js';
import { conflict, notFound, unprocessable } from '../../http/errors.js';
import { recordLedgerEvent } from '../ledger/index.js';
import { billFeeOf, payoutLedgerAmounts } from './billing-amounts.js';
import {
  findContractMoneyParties,
  findItem,
  findItemById,
  listItemPayouts,
  listPendingPayouts,
  lockPayout,
  recordStaffAction,
  updatePayout,
  type PayoutRow,
  type ScheduleItemRow,
} from './billing-repository.js';

export type PayoutDeps = { db: Db; payouts: PayoutProvider };
type FeeConfig = Pick<Config, 'platformFee'>;

/** What a rejected transfer's code means to the caller (no money moved). */
const REJECTIONS: Record<string, { code: string; detail: string }> = {
  holder_mismatch: {
    code: 'payout_iban_not_payee',
    detail: "The payout account is not held by the contract's payee; no money was moved.",
  },
  unknown_account: {
    code: 'payout_account_unknown',
    detail: 'The bank does not know the payout account; no money was moved.',
  },
};

/**
 * The landlord's share of a paid item as a pending payout row: gross is what was received less
 * the bank fee (rent, utilities and any default interest), less the platform fee. Its idempotency
 * key is fixed here, so every later attempt asks the bank for the same transfer. No row (null)
 * when the contract has no payout method or nothing is left to pay.
 */
export async function createPayoutRow(
  tx: Tx,
  config: FeeConfig,
  item: ScheduleItemRow,
): Promise<PayoutRow | null> {
  // Staff held this period's payout: it is made when they release it.
  if (item.payoutHeldAt) return null;
  const parties = await findContractMoneyParties(tx, item.contractId);
  const method = parties?.contract.payoutMethod;
  // The account staff chose for this period (staff-payout/) wins over the contract's.
  const methodId = item.payoutMethodId ?? method?.id;
  const [stored] = methodId
    ? await tx.select().from(payoutMethods).where(eq(payoutMethods.id, methodId))
    : [];
  if (!parties || (!method && !stored)) return null;
  const gross = item.paidAmount - billFeeOf(item);
  const fee = computePlatformFee(gross, config.platformFee);
  if (gross - fee <= 0) return null;
  const attempt = (await listItemPayouts(tx, item.id)).length + 1;
  const [row] = await tx
    .insert(payouts)
    .values({
      itemId: item.id,
      contractId: item.contractId,
      userId: stored?.userId ?? parties.landlordUserId,
      payoutMethodId: stored?.id ?? null,
      iban: stored?.iban ?? method?.bank_account.iban ?? '',
      // The payee's kennitala: the bank refuses when the account is someone else's.
      holderKennitala: parties.payeeKennitala ?? method?.bank_account.icelandic_format?.kt ?? '',
      grossAmount: gross,
      feeAmount: fee,
      amount: gross - fee,
      currency: item.currency,
      idempotencyKey: `leiga-payout:${item.id}:${attempt}`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Posts a payout's booking or reversal to the ledger, inside the caller's transaction. */
async function postPayout(
  tx: Tx,
  type: 'payout_booked' | 'payout_reversed',
  payout: PayoutRow,
): Promise<void> {
  const item = await findItemById(tx, payout.itemId);
  if (!item) throw new Error(`Payout ${payout.id} has no schedule item`);
  await recordLedgerEvent(
    tx,
    {
      type,
      contractId: payout.contractId,
      itemId: payout.itemId,
      payoutId: payout.id,
      ...payoutLedgerAmounts(payout, item),
    },
    payout.currency,
  );
}

/**
 * Sends one pending payout with its own key and writes what the bank answered; a booked transfer
 * is posted to the ledger in the same transaction (once, however often it is sent).
 */
export async function sendPayout(deps: PayoutDeps, row: PayoutRow): Promise<PayoutRow> {
  const transfer = await deps.payouts.transfer({
    toIban: row.iban,
    toKennitala: row.holderKennitala,
    amount: row.amount,
    reference: `Leiga ${row.contractId}`,
    idempotencyKey: row.idempotencyKey,
  });
  return deps.db.transaction(async (tx) => {
    const updated = await updatePayout(tx, row.id, {
      transferId: transfer.transferId,
      status: transfer.status === 'booked' ? 'booked' : transfer.status,
      rejectionCode: transfer.rejectionCode,
      bookedAt: transfer.bookedAt ? new Date(transfer.bookedAt) : null,
    });
    if (updated.status === 'booked') await postPayout(tx, 'payout_booked', updated);
    return updated;
  });
}

/**
 * Sends every pending payout: those just made, and those a process left when it died between
 * making the row and hearing the bank (the same key makes the bank answer the first transfer).
 */
export async function runPendingPayouts(deps: PayoutDeps): Promise<PayoutRow[]> {
  const sent: PayoutRow[] = [];
  for (const row of await listPendingPayouts(deps.db, 100)) sent.push(await sendPayout(deps, row));
  return sent;
}

async function loadPaidItem(db: Db, contractId: number, dueDate: string): Promise<ScheduleItemRow> {
  const item = await findItem(db, contractId, dueDate);
  if (!item) throw notFound('No payment is due on this date in this contract.');
  return item;
}

function rejectionError(row: PayoutRow) {
  const known = REJECTIONS[row.rejectionCode ?? ''];
  return unprocessable(
    known?.detail ?? 'The bank refused the payout; no money was moved.',
    known?.code ?? 'payout_rejected',
  );
}

/**
 * Staff: `execute-payout/` for a paid item: sends a pending payout, or makes a new one when none
 * was booked (the last was rejected or reversed). A booked payout is refused (409).
 */
export async function executePayout(
  deps: PayoutDeps & { config: FeeConfig },
  staffId: number,
  contractId: number,
  dueDate: string,
  reason: string,
): Promise<PayoutRow> {
  const item = await loadPaidItem(deps.db, contractId, dueDate);
  if (item.claimStatus !== 'paid')
    throw conflict('This payment has not been paid.', 'item_not_paid');
  if (item.payoutHeldAt)
    throw conflict('Staff hold this payout; release the hold first.', 'payout_on_hold');
  const existing = await listItemPayouts(deps.db, item.id);
  if (existing.some((p) => p.status === 'booked'))
    throw conflict('This payment has already been paid out.', 'payout_already_executed');
  const row =
    existing.find((p) => p.status === 'pending') ??
    (await deps.db.transaction((tx) => createPayoutRow(tx, deps.config, item)));
  if (!row) throw unprocessable('The contract has no payout method.', 'no_payout_method');
  const sent = await sendPayout(deps, row);
  await recordStaffAction(deps.db, {
    staffId,
    action: 'execute_payout',
    contractId,
    itemId: item.id,
    payoutId: sent.id,
    reason,
    details: { status: sent.status, amount: sent.amount, rejection_code: sent.rejectionCode },
  });
  if (sent.status === 'rejected') throw rejectionError(sent);
  return sent;
}

/** Staff: `execute-revert-payout/`: takes the booked payout back, once. */
export async function revertPayout(
  deps: PayoutDeps,
  staffId: number,
  contractId: number,
  dueDate: string,
  reason: string,
): Promise<PayoutRow> {
  const item = await loadPaidItem(deps.db, contractId, dueDate);
  const existing = await listItemPayouts(deps.db, item.id);
  const booked = existing.find((p) => p.status === 'booked');
  if (!booked) {
    if (existing.some((p) => p.status === 'reversed'))
      throw conflict('This payout has already been reverted.', 'payout_already_reverted');
    throw conflict('This payment has no executed payout to revert.', 'no_payout');
  }
  try {
    await deps.payouts.reverse(booked.transferId ?? '', `leiga-revert:${booked.idempotencyKey}`);
  } catch (error) {
    if (error instanceof TransferNotReversibleError)
      throw conflict('This payout has already been reverted.', 'payout_already_reverted');
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    // A concurrent revert (another key) got here first: the bank reversed once; so do we.
    if ((await lockPayout(tx, booked.id))?.status !== 'booked')
      throw conflict('This payout has already been reverted.', 'payout_already_reverted');
    const reverted = await updatePayout(tx, booked.id, {
      status: 'reversed',
      reversedAt: new Date(),
    });
    await postPayout(tx, 'payout_reversed', reverted);
    await recordStaffAction(tx, {
      staffId,
      action: 'execute_revert_payout',
      contractId,
      itemId: item.id,
      payoutId: booked.id,
      reason,
      details: { amount: booked.amount },
    });
    return reverted;
  });
}
