import { getLoanRepaymentStatus } from '@leiga/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ClaimsProvider } from '../../providers/claims/claims-provider.js';
import { publishEvent } from '../events/outbox.js';
import {
  findLastRepaymentTransaction,
  findLatestProcess,
  findRepaymentByClaim,
  listLoansInRepayment,
  listRepayments,
  lockLoan,
  markRepaymentPaid,
  setLoanStatusIf,
  setRepaymentClaim,
  type LoanRepaymentRow,
} from './lifecycle-repository.js';
import { postLoanRepayment } from './loan-ledger.js';
import type { LoanRow } from './loans-repository.js';

export type RepaymentDeps = {
  db: Db;
  claims: ClaimsProvider;
  config: Pick<Config, 'platformCustodyKennitala' | 'platformClaimBank'>;
};

/** One key per row: a retried call asks the bank for the same claim. */
export const repaymentKeyOf = (row: LoanRepaymentRow) =>
  `leiga-loan-claim:${row.loanId}:${row.seq}:${row.id}`;

/**
 * The claim's account (IOBWS claim key: claimant, account, due date). Rent claims number their
 * accounts by schedule item id; loan claims take numbers from 900000 up so the two never meet.
 */
export const repaymentAccountOf = (bank: string, row: LoanRepaymentRow) =>
  `${bank}66${String(900_000 + (row.id % 100_000)).padStart(6, '0')}`;

/**
 * Sends each of the loan's rows that has no claim yet to the borrower's online bank, through the
 * claims provider rent collection uses: due date, final due date, the payment plus the notice
 * fee. The borrower is the kennitala that signed the agreement.
 */
export async function ensureRepaymentClaims(deps: RepaymentDeps, loanId: number): Promise<number> {
  const process = await findLatestProcess(deps.db, loanId);
  const payorId = process?.signedAt ? process.signerKennitala : null;
  if (!payorId) return 0;
  let created = 0;
  for (const row of await listRepayments(deps.db, loanId)) {
    if (row.claimId) continue;
    const claim = await deps.claims.createClaim({
      claimantId: deps.config.platformCustodyKennitala,
      account: repaymentAccountOf(deps.config.platformClaimBank, row),
      dueDate: row.dueDate,
      finalDueDate: row.finalDueDate,
      payorId,
      templateCode: 'LEI',
      amount: row.amount,
      reference: `LAN${loanId}-${row.seq}`.slice(0, 16),
      defaultInterest: { referenceDate: 'FinalDueDate', baseTimeType: '360' },
      // A row is paid whole, once: the bank takes no part payments of a loan notice.
      isPartialPaymentAllowed: false,
      idempotencyKey: repaymentKeyOf(row),
    });
    await setRepaymentClaim(deps.db, row.id, claim.claimId);
    created += 1;
  }
  return created;
}

/**
 * Moves a loan in repayment to where its rows put it (the machine's repayment events), and
 * tells the borrower when it falls into arrears (the first late row) or into default.
 */
async function settleLoanStatus(db: Db, loan: LoanRow, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockLoan(tx, loan.id);
    if (!locked) return;
    const rows = await listRepayments(tx, loan.id);
    const next = getLoanRepaymentStatus(
      locked.status,
      rows.map((r) => ({
        dueDate: r.dueDate,
        finalDueDate: r.finalDueDate,
        paidAt: r.paidAt ? r.paidAt.toISOString().slice(0, 10) : null,
      })),
      today,
    );
    if (next === locked.status) return;
    if (!(await setLoanStatusIf(tx, loan.id, [locked.status], next))) return;
    // Notices go with the move itself, so a poll that moves nothing repeats none.
    const firstLate = rows.find((r) => !r.paidAt && today > r.finalDueDate);
    if (
      firstLate &&
      locked.status !== 'in_arrears' &&
      (next === 'in_arrears' || next === 'defaulted')
    )
      await publishEvent(tx, 'loan.repayment_late', { loan_id: loan.id, seq: firstLate.seq });
    if (next === 'defaulted') await publishEvent(tx, 'loan.defaulted', { loan_id: loan.id });
  });
}

const POLL_BATCH = 100;

/**
 * Learns of loan payments the way rent payments are learnt: the bank's bookings after the last
 * one recorded, each marking its row paid once (the unique transaction id and the unpaid check);
 * bookings on other claims (rent) are left to the rent poller. Then claims a crash left unmade
 * are made, and every loan in repayment takes the status its rows give it on `today` (late rows:
 * in arrears; all paid: paid off). Answers how many bookings were new.
 */
export async function pollLoanRepayments(deps: RepaymentDeps, today: string): Promise<number> {
  let cursor = await findLastRepaymentTransaction(deps.db);
  let recorded = 0;
  for (;;) {
    const batch = await deps.claims.listTransactions({
      afterTransactionId: cursor,
      limit: POLL_BATCH,
    });
    for (const booking of batch) {
      const isNew = await deps.db.transaction(async (tx) => {
        const row = await findRepaymentByClaim(tx, booking.claimId);
        if (!row) return false;
        const paid = await markRepaymentPaid(tx, row.id, {
          transactionId: booking.transactionId,
          paidAmount: booking.amount,
          paidAt: new Date(booking.bookedAt),
        });
        if (paid === null) return false;
        await postLoanRepayment(tx, {
          loanId: paid.loanId,
          seq: paid.seq,
          transactionId: booking.transactionId,
          paidAmount: booking.amount,
        });
        return true;
      });
      if (isNew) recorded += 1;
    }
    if (batch.length < POLL_BATCH) break;
    cursor = batch.at(-1)!.transactionId;
  }
  for (const loan of await listLoansInRepayment(deps.db)) {
    await ensureRepaymentClaims(deps, loan.id);
    await settleLoanStatus(deps.db, loan, today);
  }
  return recorded;
}
