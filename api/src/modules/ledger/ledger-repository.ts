import { asc, eq } from 'drizzle-orm';
import { buildPosting, type LedgerEvent, type LedgerLine } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema/index.js';

/** What recordLedgerEvent posted: false when the event was posted before (nothing changed). */
export type LedgerRecordResult = { posted: boolean; eventKey: string };

/**
 * Posts one money event to the ledger, once: call it inside the transaction that records the
 * event in the payment tables (invoice made, payment booked, claim cancelled, payout booked or
 * reversed), so both are written or neither. A repeat of the same event posts nothing.
 */
export async function recordLedgerEvent(
  tx: Db | Tx,
  event: LedgerEvent,
  currency = 'ISK',
): Promise<LedgerRecordResult> {
  const posting = buildPosting(event);
  const rows = await tx
    .insert(ledgerEntries)
    .values(
      posting.lines.map((line, index) => ({
        contractId: posting.contractId,
        itemId: posting.itemId,
        payoutId: posting.payoutId,
        event: posting.event,
        eventKey: posting.eventKey,
        lineNo: index + 1,
        account: line.account,
        debit: line.debit,
        credit: line.credit,
        currency,
      })),
    )
    .onConflictDoNothing({ target: [ledgerEntries.eventKey, ledgerEntries.lineNo] })
    .returning({ id: ledgerEntries.id });
  if (rows.length > 0) return { posted: true, eventKey: posting.eventKey };
  // Posted before: a repeat must say the same, or the billing code has two stories of one event.
  const before = await tx
    .select({
      account: ledgerEntries.account,
      debit: ledgerEntries.debit,
      credit: ledgerEntries.credit,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.eventKey, posting.eventKey))
    .orderBy(asc(ledgerEntries.lineNo));
  const same =
    before.length === posting.lines.length &&
    before.every(
      (l, i) =>
        l.account === posting.lines[i]!.account &&
        l.debit === posting.lines[i]!.debit &&
        l.credit === posting.lines[i]!.credit,
    );
  if (!same) throw new LedgerConflictError(posting.eventKey);
  return { posted: false, eventKey: posting.eventKey };
}

/** The same event was posted before with other amounts: nothing is posted, the caller rolls back. */
export class LedgerConflictError extends Error {
  constructor(readonly eventKey: string) {
    super(`Ledger event ${eventKey} was posted before with other amounts`);
  }
}

/** A contract's ledger lines, in the order posted. */
export async function listContractLedger(
  db: Db | Tx,
  contractId: number,
): Promise<(LedgerLine & { event: string; eventKey: string })[]> {
  return db
    .select({
      account: ledgerEntries.account,
      debit: ledgerEntries.debit,
      credit: ledgerEntries.credit,
      event: ledgerEntries.event,
      eventKey: ledgerEntries.eventKey,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.contractId, contractId))
    .orderBy(asc(ledgerEntries.id));
}
