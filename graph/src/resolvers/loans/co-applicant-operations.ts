import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

/** A loan's co-applicant (issue #18): invited by the borrower, answered by the invitee. */
export const LoanCoApplicantQuery: Pick<QueryResolvers, 'loanCoApplicant'> = {
  loanCoApplicant: (_root, { id }, { dataSources }) => dataSources.loans.coApplicant(toRestId(id)),
};

export const LoanCoApplicantMutation: Pick<
  MutationResolvers,
  | 'inviteLoanCoApplicant'
  | 'acceptLoanCoApplicant'
  | 'declineLoanCoApplicant'
  | 'deleteLoanCoApplicant'
  | 'setLoanCoApplicantHousehold'
> = {
  inviteLoanCoApplicant: (_root, { input }, { dataSources }) =>
    dataSources.loans.inviteCoApplicant(toRestId(input.loanId, 'loanId'), {
      email: input.email,
      ...(input.kennitala ? { kennitala: input.kennitala } : {}),
    }),
  acceptLoanCoApplicant: (_root, { id, consent }, { dataSources }) =>
    dataSources.loans.acceptCoApplicant(toRestId(id), consent),
  declineLoanCoApplicant: (_root, { id }, { dataSources }) =>
    dataSources.loans.declineCoApplicant(toRestId(id)),
  deleteLoanCoApplicant: (_root, { id }, { dataSources }) =>
    dataSources.loans.deleteCoApplicant(toRestId(id)),
  setLoanCoApplicantHousehold: (_root, { input }, { dataSources }) =>
    dataSources.loans.saveCoApplicantHousehold(toRestId(input.coApplicantId, 'coApplicantId'), {
      adults: input.adults,
      children: input.children,
      net_income: input.netIncome,
      housing_cost: input.housingCost,
      other_loan_payments: input.otherLoanPayments,
      childcare: input.childcare,
      car_costs: input.carCosts,
    }),
};
