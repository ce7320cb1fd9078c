import type {
  LoanCreditAssessmentResolvers,
  LoanHouseholdResolvers,
  LoanPageResolvers,
  LoanPaymentAssessmentResolvers,
  LoanResolvers,
} from '../../__generated__/resolvers-types.js';
import { orNull } from '../base.js';

const SIGNABLE_OR_LATER = new Set([
  'approved',
  'expired',
  'signed',
  'disbursed',
  'repaying',
  'in_arrears',
  'paid_off',
  'defaulted',
]);

/** REST snake_case to GraphQL camelCase. */
export const Loan: LoanResolvers = {
  contractId: (l) => (l.contract_id === null ? null : String(l.contract_id)),
  // Batched with every other contract of the page through the contracts loader.
  contract: (l, _args, { dataSources }) =>
    l.contract_id === null ? null : orNull(dataSources.contracts.contracts.load(l.contract_id)),
  firstDueDate: (l) => l.first_due_date,
  monthlyPayment: (l) => l.monthly_payment,
  paymentAssessmentRequired: (l) => l.payment_assessment_required,
  personalDetails: (l) => l.personal_details,
  isEditable: (l) => l.is_editable,
  creditAssessment: (l) => l.credit_assessment,
  currentUserRole: (l) => l.current_user_role,
  createdAt: (l) => l.created_at,
  // Before approval a loan has no lifecycle: no REST call is made for it.
  lifecycle: (l, _args, { dataSources }) =>
    SIGNABLE_OR_LATER.has(l.status) ? dataSources.loans.lifecycle(l.id) : null,
  coApplicant: async (l, _args, { dataSources }) =>
    (await dataSources.loans.coApplicantOf(l.id)).co_applicant,
  // One REST read, only when asked for and only once the amount and term are chosen.
  paymentSchedule: async (l, _args, { dataSources }) => {
    if (l.amount === null || l.months === null) return null;
    const s = await dataSources.loans.paymentSchedule(l.id);
    return {
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
    };
  },
};

export const LoanHousehold: LoanHouseholdResolvers = {
  netIncome: (h) => h.net_income,
  housingCost: (h) => h.housing_cost,
  otherLoanPayments: (h) => h.other_loan_payments,
  carCosts: (h) => h.car_costs,
};

export const LoanCreditAssessment: LoanCreditAssessmentResolvers = {
  creditStatus: (a) => a.credit_status.toUpperCase(),
  creditClass: (a) => a.credit_class,
  paymentAssessment: (a) => a.payment_assessment,
  declineReason: (a) => a.decline_reason,
  assessedAt: (a) => a.assessed_at,
};

export const LoanPaymentAssessment: LoanPaymentAssessmentResolvers = {
  monthlyPayment: (p) => p.monthly_payment,
  livingCost: (p) => p.living_cost,
  positive: (p) => p.outcome === 'positive',
};

export const LoanPage: LoanPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export { LoanDeclineReason, LoanEmployment, LoanRole, LoanStatus } from '../../rest/loans-types.js';
