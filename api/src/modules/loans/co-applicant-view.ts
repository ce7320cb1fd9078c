import { z } from 'zod';
import { APPLICANT_INVITATION_STATUSES } from '@leiga/domain';
import type { LoanCoApplicantRow } from './co-applicant-repository.js';
import { householdResponse } from './loans-schemas.js';
import type { CoApplicantSide } from './co-applicant-service.js';

export const coApplicantResponse = z.object({
  id: z.number(),
  loan_id: z.number(),
  email: z.string(),
  status: z.enum(APPLICANT_INVITATION_STATUSES),
  has_consent: z.boolean(),
  has_household: z.boolean(),
  /** Their own figures: only they and staff see them (the borrower sees that they are given). */
  household: householdResponse.nullable(),
  sent_at: z.string(),
  responded_at: z.string().nullable(),
  viewer_side: z.enum(['invitee', 'inviter', 'staff']),
});
export type CoApplicantView = z.infer<typeof coApplicantResponse>;

export const loanCoApplicantResponse = z.object({ co_applicant: coApplicantResponse.nullable() });

export const coApplicantView = (
  row: LoanCoApplicantRow,
  side: CoApplicantSide,
): CoApplicantView => ({
  id: row.id,
  loan_id: row.loanId,
  email: row.email,
  status: row.status,
  has_consent: row.consentId !== null,
  has_household: row.household !== null,
  household: side === 'inviter' ? null : row.household,
  sent_at: row.sentAt.toISOString(),
  responded_at: row.respondedAt ? row.respondedAt.toISOString() : null,
  viewer_side: side,
});
