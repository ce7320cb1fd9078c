import { LOAN_PAGE_SIZE } from '@leiga/domain';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

export const LoansQuery: Pick<QueryResolvers, 'myLoans' | 'loan' | 'loanAgreementPdf'> = {
  myLoans: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, LOAN_PAGE_SIZE);
    const rest = await dataSources.loans.listMine(paging);
    return { kind: 'LoanPage', ...paging, rest };
  },
  loan: (_root, { id }, { dataSources }) => dataSources.loans.getOne(toRestId(id)),
  loanAgreementPdf: async (_root, { loanId }, { dataSources }) => {
    const pdf = await dataSources.loans.agreement(toRestId(loanId));
    return {
      filename: pdf.filename,
      contentType: pdf.content_type,
      signed: pdf.signed,
      base64: pdf.base64,
    };
  },
};

const loanId = (input: { loanId: string }) => toRestId(input.loanId, 'loanId');

/** Each step is one REST PATCH; the api validates and answers field errors by REST name. */
export const LoansMutation: Pick<
  MutationResolvers,
  | 'createLoan'
  | 'attachLoanContract'
  | 'configureLoan'
  | 'setLoanApplicants'
  | 'setLoanHousehold'
  | 'setLoanPersonalDetails'
  | 'assessLoan'
  | 'signLoan'
  | 'refreshLoanSigning'
  | 'retryLoanPayout'
> = {
  createLoan: (_root, _args, { dataSources }) => dataSources.loans.create(),
  attachLoanContract: (_root, { input }, { dataSources }) =>
    dataSources.loans.saveStep(loanId(input), 'rental-contract', {
      contract_id: toRestId(input.contractId, 'contractId'),
    }),
  configureLoan: (_root, { input }, { dataSources }) =>
    dataSources.loans.saveStep(loanId(input), 'loan-configuration', {
      amount: input.amount,
      months: input.months,
    }),
  setLoanApplicants: (_root, { input }, { dataSources }) =>
    dataSources.loans.saveStep(loanId(input), 'applicants', { borrowers: input.borrowers }),
  setLoanHousehold: (_root, { input }, { dataSources }) =>
    dataSources.loans.saveStep(loanId(input), 'household-data', {
      adults: input.adults,
      children: input.children,
      net_income: input.netIncome,
      housing_cost: input.housingCost,
      other_loan_payments: input.otherLoanPayments,
      childcare: input.childcare,
      car_costs: input.carCosts,
    }),
  setLoanPersonalDetails: (_root, { input }, { dataSources }) =>
    dataSources.loans.saveStep(loanId(input), 'personal-details', {
      address: input.address,
      phone: input.phone,
      email: input.email,
      employment: input.employment,
    }),
  assessLoan: (_root, { input }, { dataSources }) =>
    dataSources.loans.assess(loanId(input), input.consent),
  signLoan: (_root, args, { dataSources }) => dataSources.loans.sign(loanId(args)),
  refreshLoanSigning: (_root, args, { dataSources }) =>
    dataSources.loans.refreshSigning(loanId(args)),
  retryLoanPayout: (_root, { input }, { dataSources }) =>
    dataSources.loans.retryPayout(loanId(input), input.reason),
};
