import { eq } from 'drizzle-orm';
import { getLoanSigningDeadline } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { loanApplications } from '../../db/schema/index.js';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.js';
import { publishEvent } from '../events/outbox.js';
import {
  findLatestProcess,
  lockLoan,
  setLoanStatusIf,
  updateProcessIf,
} from './lifecycle-repository.js';
import { loanSigningReminderKey, notifyBorrower } from './loan-notifications.js';
import type { LoanRow } from './loans-repository.js';

/** The approval's moment: the assessment that approved the loan. */
const approvedAtOf = (row: Pick<LoanRow, 'assessedAt' | 'updatedAt'>) =>
  row.assessedAt ?? row.updatedAt;

/**
 * The agreement lapses: the loan moves from approved to expired with its open signing process, and
 * one `loan.signing_expired` event tells the borrower, all in one transaction. A signature that
 * got in first wins (the loan is no longer approved); one arriving later finds no open process.
 */
async function expireLoan(ctx: AppContext, loanId: number): Promise<boolean> {
  const expired = await ctx.db.transaction(async (tx) => {
    const current = await lockLoan(tx, loanId);
    if (current?.status !== 'approved') return false;
    await setLoanStatusIf(tx, loanId, ['approved'], 'expired');
    const open = await findLatestProcess(tx, loanId);
    if (open)
      await updateProcessIf(tx, open.id, ['starting', 'pending'], {
        status: 'expired',
        endedAt: new Date(),
      });
    await publishEvent(tx, 'loan.signing_expired', { loan_id: loanId });
    return true;
  });
  if (!expired) return false;
  // The provider's link stops working too; if it is down the process is already ended here.
  const process = await findLatestProcess(ctx.db, loanId);
  if (process?.providerProcessId && process.status === 'expired')
    await ctx.providers.eSignature.cancelProcess(process.providerProcessId).catch(() => undefined);
  return true;
}

/**
 * Approved loans waiting for the borrower's signature (issue #18): the latest reminder whose day
 * has come (LOAN_SIGNING_REMINDER_DAYS), each sent once by its dedupe key however often this
 * runs; past LOAN_SIGNING_EXPIRY_DAYS the agreement lapses. Returns what it did.
 */
export async function runLoanSigningDeadlines(
  ctx: AppContext,
  now: Date,
): Promise<{ reminded: number; expired: number }> {
  const waiting = await ctx.db
    .select({
      id: loanApplications.id,
      status: loanApplications.status,
      assessedAt: loanApplications.assessedAt,
      updatedAt: loanApplications.updatedAt,
    })
    .from(loanApplications)
    .where(eq(loanApplications.status, 'approved'));
  let reminded = 0;
  let expired = 0;
  for (const loan of waiting) {
    const deadline = getLoanSigningDeadline(loan.status, approvedAtOf(loan), now);
    if (deadline.kind === 'expire') {
      if (await expireLoan(ctx, loan.id)) expired += 1;
    } else if (deadline.kind === 'remind') {
      // A poll that missed a day sends only the latest reminder, not a burst of them.
      const day = deadline.days[deadline.days.length - 1]!;
      const sent = await notifyBorrower(
        ctx,
        loan.id,
        'loan_signing_reminder',
        loanSigningReminderKey(loan.id, day),
      );
      if (sent) reminded += 1;
    }
  }
  if (expired > 0) void ctx.events.kick();
  return { reminded, expired };
}

const HOUR_MS = 60 * 60 * 1000;

/** Runs the signing deadlines hourly; the dedupe keys keep each reminder to one. */
export function startLoanSigningDeadlines(
  ctx: AppContext,
  onError: (error: unknown) => void,
  intervalMs = HOUR_MS,
): PeriodicJob {
  return startPeriodicJob(() => runLoanSigningDeadlines(ctx, new Date()), intervalMs, onError);
}
