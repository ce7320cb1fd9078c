import type {
  MutationResolvers,
  RentalGuaranteeResolvers,
} from '../../__generated__/resolvers-types.js';
import type { RestLoanPaymentSchedule } from '../../rest/guarantees-types.js';
import { toRestId } from '../ids.js';

const scheduleView = (s: RestLoanPaymentSchedule) => ({
  yearlyInterestPercent: s.yearly_interest_percent,
  noticeFee: s.notice_fee,
  annuity: s.annuity,
  totalInterest: s.total_interest,
  totalFees: s.total_fees,
  totalPaid: s.total_paid,
  aprcPercent: s.aprc_percent,
  rows: s.results.map((r) => ({
    number: r.number,
    dueDate: r.due_date,
    principal: r.principal,
    interest: r.interest,
    noticeFee: r.notice_fee,
    total: r.total,
    balance: r.balance,
  })),
});

/** Spread payments: the choice is on the guarantee; the schedule is one REST read when asked. */
export const GuaranteePremium: Pick<
  RentalGuaranteeResolvers,
  'spreadPayments' | 'loanPaymentSchedule'
> = {
  spreadPayments: (g) => g.spread_payments,
  loanPaymentSchedule: async (g, _args, { dataSources }) =>
    g.yearly_premium === null || g.assessed_at === null
      ? null
      : scheduleView(await dataSources.guarantees.loanPaymentSchedule(g.id)),
};

export const GuaranteePremiumMutation: Pick<MutationResolvers, 'setGuaranteeSpreadPayments'> = {
  setGuaranteeSpreadPayments: (_root, { input }, { dataSources }) =>
    dataSources.guarantees.setSpreadPayments(
      toRestId(input.guaranteeId, 'guaranteeId'),
      input.spreadPayments,
    ),
};
