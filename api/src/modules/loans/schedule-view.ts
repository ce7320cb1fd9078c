import { z } from 'zod';
import { DEFAULT_LOAN_TERMS, type LoanPaymentSchedule } from '@leiga/domain';

const scheduleRow = z.object({
  number: z.number().int(),
  due_date: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  notice_fee: z.number().int(),
  total: z.number().int(),
  balance: z.number().int(),
});

/**
 * An annuity schedule's terms, totals and rows, as both schedules answer them: a loan's
 * (loans/{id}/loan-payment-schedule/) and a guarantee premium spread over 12 months.
 */
export const loanScheduleFields = {
  yearly_interest_percent: z.number(),
  notice_fee: z.number().int(),
  annuity: z.number().int(),
  total_interest: z.number().int(),
  total_fees: z.number().int(),
  total_paid: z.number().int(),
  aprc_percent: z.number(),
  results: z.array(scheduleRow),
};

export function toLoanScheduleView(s: LoanPaymentSchedule) {
  return {
    yearly_interest_percent: DEFAULT_LOAN_TERMS.yearlyInterestPercent,
    notice_fee: DEFAULT_LOAN_TERMS.noticeFee,
    annuity: s.annuity,
    total_interest: s.totalInterest,
    total_fees: s.totalFees,
    total_paid: s.totalPaid,
    aprc_percent: s.aprcPercent,
    results: s.rows.map((x) => ({
      number: x.number,
      due_date: x.dueDate,
      principal: x.principal,
      interest: x.interest,
      notice_fee: x.noticeFee,
      total: x.total,
      balance: x.balance,
    })),
  };
}
