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
 * delivered, or published again, the borrower is told once.
 */
async function notifyBorrower(
  ctx: AppContext,
  loanId: number,
  type: NotificationType,
  dedupeKey: string,
): Promise<void> {
  const loan = await findLoan(ctx.db, loanId);
  if (!loan) return;
  const [owner] = await ctx.db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, loan.ownerId));
  // A deleted account hears nothing more.
  if (!owner || owner.deletedAt) return;
  const title = loan.contractId === null ? '' : await findContractTitle(ctx.db, loan.contractId);
  await deliverNotification(ctx, {
    userId: loan.ownerId,
    type,
    dedupeKey,
    targetPath: `/loans/${loanId}`,
    data: { title: title ?? '' },
  });
}

/** The borrower's notices (issue #18): paid out, a payment late, the loan in default. */
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
}
