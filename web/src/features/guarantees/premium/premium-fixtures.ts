import { buildLoanPaymentSchedule } from '@leiga/domain';

/** For tests: the premium's schedule the api answers, from domain's own rules (67,500 kr, 12 months). */
export const premiumSchedule = buildLoanPaymentSchedule({
  amount: 67_500,
  months: 12,
  firstDueDate: '2026-12-01',
});

/** For tests: `premiumSchedule` as the graph's LoanPaymentSchedule. */
export const premiumScheduleResult = {
  __typename: 'LoanPaymentSchedule' as const,
  yearlyInterestPercent: 15.65,
  noticeFee: 322,
  annuity: premiumSchedule.annuity,
  totalInterest: premiumSchedule.totalInterest,
  totalFees: premiumSchedule.totalFees,
  totalPaid: premiumSchedule.totalPaid,
  aprcPercent: premiumSchedule.aprcPercent,
  rows: premiumSchedule.rows.map((r) => ({ __typename: 'LoanPaymentRow' as const, ...r })),
};
