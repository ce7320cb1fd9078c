import type { MobileLoanLifecycleFragment } from '../__generated__/graphql';

type Repayment = MobileLoanLifecycleFragment['repayments'][number];

/** The payment the borrower makes next: a repayment's claim, or the first one once signed. */
export type NextPayment = { dueDate: string; amount: number; state: Repayment['state'] };

type LoanTerms = {
  firstDueDate?: string | null;
  monthlyPayment?: number | null;
  status: string;
};

/** Statuses that end a loan or its application: nothing is paid next. */
const NOTHING_NEXT = new Set(['DECLINED', 'EXPIRED', 'PAID_OFF', 'DEFAULTED']);

/**
 * The first repayment not yet paid; before the loan is paid out (no claims yet), the first due
 * date and monthly payment of its terms.
 */
export function nextPaymentOf(
  loan: LoanTerms,
  repayments: readonly Repayment[] | undefined,
): NextPayment | null {
  if (NOTHING_NEXT.has(loan.status)) return null;
  const open = repayments?.find((r) => r.state !== 'PAID');
  if (open) return { dueDate: open.dueDate, amount: open.amount, state: open.state };
  if (repayments && repayments.length > 0) return null;
  if (!loan.firstDueDate || loan.monthlyPayment == null) return null;
  return { dueDate: loan.firstDueDate, amount: loan.monthlyPayment, state: 'SCHEDULED' };
}
