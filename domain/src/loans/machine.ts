/**
 * A loan's statuses (research 5.4): the application steps, the decision, signing and payout,
 * then repayment until paid off, or arrears and default.
 */
export const LOAN_STATUSES = [
  'draft',
  'contract_attached',
  'configured',
  'credit_assessment',
  'approved',
  'declined',
  'signed',
  'expired',
  'disbursed',
  'repaying',
  'in_arrears',
  'paid_off',
  'defaulted',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const LOAN_EVENTS = [
  'attach_contract',
  'configure',
  'start_assessment',
  'approve',
  'decline',
  'sign',
  'expire',
  'disburse',
  'first_payment',
  'miss_payment',
  'catch_up',
  'pay_off',
  'default',
] as const;
export type LoanEvent = (typeof LOAN_EVENTS)[number];

/** From each status, the events that apply and where they lead. */
const TRANSITIONS: Readonly<Record<LoanStatus, Partial<Record<LoanEvent, LoanStatus>>>> = {
  draft: { attach_contract: 'contract_attached' },
  // The amount and term may change until the assessment starts.
  contract_attached: { configure: 'configured', attach_contract: 'contract_attached' },
  configured: { configure: 'configured', start_assessment: 'credit_assessment' },
  credit_assessment: { approve: 'approved', decline: 'declined' },
  // An agreement left unsigned past LOAN_SIGNING_EXPIRY_DAYS lapses; the borrower applies again.
  approved: { sign: 'signed', expire: 'expired' },
  declined: {},
  expired: {},
  signed: { disburse: 'disbursed' },
  disbursed: { first_payment: 'repaying', miss_payment: 'in_arrears', pay_off: 'paid_off' },
  repaying: { miss_payment: 'in_arrears', pay_off: 'paid_off' },
  in_arrears: { catch_up: 'repaying', pay_off: 'paid_off', default: 'defaulted' },
  paid_off: {},
  defaulted: {},
};

/** The next status, or null when the event does not apply in this status. */
export function nextLoanStatus(status: LoanStatus, event: LoanEvent): LoanStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** Statuses in which the applicant may still change the application. */
export function isLoanEditable(status: LoanStatus): boolean {
  return status === 'draft' || status === 'contract_attached' || status === 'configured';
}
