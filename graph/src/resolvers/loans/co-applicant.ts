import type { LoanCoApplicantResolvers } from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase. */
export const LoanCoApplicant: LoanCoApplicantResolvers = {
  id: (c) => String(c.id),
  loanId: (c) => String(c.loan_id),
  hasConsent: (c) => c.has_consent,
  hasHousehold: (c) => c.has_household,
  sentAt: (c) => c.sent_at,
  respondedAt: (c) => c.responded_at,
  viewerSide: (c) => c.viewer_side,
};

export { LoanCoApplicantSide, LoanCoApplicantStatus } from '../../rest/loans-types.js';
