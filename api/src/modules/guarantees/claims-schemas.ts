import { z } from 'zod';
import {
  CLAIM_EVIDENCE_KINDS,
  CLAIM_LINE_RESPONSES,
  CLAIM_LINE_TYPES,
  CLAIM_RULING_BODIES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
} from '@leiga/domain';

export const claimLineResponse = z.object({
  id: z.number(),
  type: z.enum(CLAIM_LINE_TYPES),
  amount: z.number().int(),
  description: z.string(),
  inspection_issue_ids: z.array(z.number()),
  response: z.enum(CLAIM_LINE_RESPONSES).nullable(),
  response_reason: z.string().nullable(),
});

export const claimFileResponse = z.object({
  id: z.number(),
  line_id: z.number().nullable(),
  kind: z.enum(CLAIM_EVIDENCE_KINDS),
  file_name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});

export const claimResponse = z.object({
  id: z.number(),
  guarantee_id: z.number(),
  type: z.enum(CLAIM_TYPES),
  status: z.enum(CLAIM_STATUSES),
  description: z.string(),
  return_date: z.string().nullable(),
  /** The last day a damage claim could be made (return + 4 weeks). */
  last_claim_day: z.string().nullable(),
  committed_at: z.string().nullable(),
  principal_responded_at: z.string().nullable(),
  obligee_responded_at: z.string().nullable(),
  /** When the answer now awaited is due (4 weeks); null when none is awaited. */
  deadline: z.string().nullable(),
  is_deemed_accepted: z.boolean(),
  total_amount: z.number().int(),
  accepted_amount: z.number().int().nullable(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  current_user_role: z.enum(['principal', 'co_applicant', 'guarantor', 'obligee', 'staff']),
  is_editable: z.boolean(),
  guarantee_amount: z.number().int(),
  remaining_cover: z.number().int(),
  held_cover: z.number().int(),
  ruling: z
    .object({
      body: z.enum(CLAIM_RULING_BODIES),
      reference: z.string(),
      awarded_amount: z.number().int(),
      ruled_at: z.string(),
    })
    .nullable(),
  lines: z.array(claimLineResponse),
  files: z.array(claimFileResponse),
});
export type ClaimView = z.infer<typeof claimResponse>;

export const claimListResponse = z.object({
  remaining_cover: z.number().int(),
  held_cover: z.number().int(),
  results: z.array(claimResponse),
});

export const moveOutIssueListResponse = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      report_id: z.number(),
      description: z.string(),
      severity: z.string(),
      responsibility: z.string(),
      subject_tag: z.string(),
    }),
  ),
});
