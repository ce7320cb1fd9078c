import { eq } from 'drizzle-orm';
import type { NotificationType } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { findContractTitle } from '../notifications/recipients-repository.js';
import { deliverNotification } from '../notifications/notifications-service.js';
import { findLoan } from './loans-repository.js';

/**
 * Tells the borrower of a loan event, on the loan's page. The dedupe key names the loan and what
 * happened (a late notice also the row), not the outbox event: however often an event is
 * delivered, or published again, the borrower is told once. True when this call made the notice.
 */
export async function notifyBorrower(
  ctx: AppContext,
  loanId: number,
  type: NotificationType,
  dedupeKey: string,
): Promise<boolean> {
  const loan = await findLoan(ctx.db, loanId);
  if (!loan) return false;
  const [owner] = await ctx.db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, loan.ownerId));
  // A deleted account hears nothing more.
  if (!owner || owner.deletedAt) return false;
  const title = loan.contractId === null ? '' : await findContractTitle(ctx.db, loan.contractId);
  const made = await deliverNotification(ctx, {
    userId: loan.ownerId,
    type,
    dedupeKey,
    targetPath: `/loans/${loanId}`,
    data: { title: title ?? '' },
  });
  return made !== undefined;
}

/**
 * The borrower's notices (issue #18): paid out, a payment late, the loan in default, the
 * agreement lapsed unsigned.
 */
export function registerLoanNotifications(ctx: AppContext): void {
  ctx.events.on('loan.disbursed', async (payload) => {
    const loanId = Number(payload['loan_id']);
    await notifyBorrower(ctx, loanId, 'loan_disbursed', `loan:${loanId}:disbursed`);
  });
  ctx.events.on('loan.repayment_late', async (payload) => {
    const loanId = Number(payload['loan_id']);
    const seq = Number(payload['seq']);
    await notifyBorrower(ctx, loanId, 'loan_repayment_late', `loan:${loanId}:late:${seq}`);
  });
  ctx.events.on('loan.defaulted', async (payload) => {
    const loanId = Number(payload['loan_id']);
    await notifyBorrower(ctx, loanId, 'loan_defaulted', `loan:${loanId}:defaulted`);
  });
  ctx.events.on('loan.signing_expired', async (payload) => {
    const loanId = Number(payload['loan_id']);
    await notifyBorrower(ctx, loanId, 'loan_signing_expired', loanSigningExpiredKey(loanId));
  });
}

/** One reminder per loan and reminder day, whichever poll or replica makes it. */
export const loanSigningReminderKey = (loanId: number, day: number) =>
  `loan:${loanId}:signing-reminder:${day}`;

export const loanSigningExpiredKey = (loanId: number) => `loan:${loanId}:signing-expired`;
