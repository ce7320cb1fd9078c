import type {
  LoanDisbursementResolvers,
  LoanLifecycleResolvers,
  LoanPayoutAttemptResolvers,
  LoanRepaymentResolvers,
  LoanSigningResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase. */
export const LoanLifecycle: LoanLifecycleResolvers = {
  id: (l) => String(l.id),
  signingExpiresAt: (l) => l.signing_expires_at,
  payoutAttempts: (l) => l.payout_attempts,
};

export const LoanSigning: LoanSigningResolvers = {
  signingUrl: (s) => s.signing_url,
  signedAt: (s) => s.signed_at,
};

export const LoanDisbursement: LoanDisbursementResolvers = {
  bookedAt: (d) => d.booked_at,
};

export const LoanPayoutAttempt: LoanPayoutAttemptResolvers = {
  rejectionCode: (a) => a.rejection_code,
  createdAt: (a) => a.created_at,
  bookedAt: (a) => a.booked_at,
};

export const LoanRepayment: LoanRepaymentResolvers = {
  dueDate: (r) => r.due_date,
  finalDueDate: (r) => r.final_due_date,
  paidAt: (r) => r.paid_at,
};

export { LoanDisbursementStatus, LoanRepaymentState } from '../../rest/loans-types.js';
