import { z } from 'zod';
import {
  CREDIT_CLASSES,
  CREDIT_RESULT_STATUSES,
  GUARANTEE_DECISIONS,
  GUARANTEE_STAFF_DECISIONS,
  GUARANTEE_STATUSES,
} from '@leiga/domain';

const grade = z.enum([...CREDIT_CLASSES, 'no_score']);

export const creditAssessmentResponse = z.object({
  id: z.number(),
  user_id: z.number(),
  consent_id: z.number(),
  consent_given_at: z.string(),
  status: z.enum(CREDIT_RESULT_STATUSES),
  credit_class: z.enum(CREDIT_CLASSES).nullable(),
  grade,
  decision: z.enum(GUARANTEE_DECISIONS),
  created_at: z.string(),
});

export const guaranteeResponse = z.object({
  id: z.number(),
  tenant_id: z.number(),
  tenant_name: z.string(),
  contract_id: z.number().nullable(),
  monthly_rent: z.number().int(),
  amount: z.number().int(),
  status: z.enum(GUARANTEE_STATUSES),
  decision: z.enum(GUARANTEE_DECISIONS).nullable(),
  credit_grade: grade.nullable(),
  cash_threshold_percent: z.number().int().nullable(),
  cash_threshold_amount: z.number().int().nullable(),
  yearly_premium: z.number().int().nullable(),
  /** The premium in 12 monthly payments (loan-payment-schedule/) rather than at once. */
  spread_payments: z.boolean(),
  assessed_at: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  current_user_role: z.enum(['principal', 'co_applicant', 'guarantor', 'obligee', 'staff']),
  /** Set when staff approved or declined the application by hand, with their reason. */
  staff_decision: z
    .object({
      decision: z.enum(GUARANTEE_STAFF_DECISIONS),
      reason: z.string(),
      decided_at: z.string(),
      /** Only staff see who decided. */
      decided_by_name: z.string().nullable(),
    })
    .nullable(),
});
export type GuaranteeView = z.infer<typeof guaranteeResponse>;

export const guaranteePageResponse = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(guaranteeResponse),
});

export const assessmentListResponse = z.object({ results: z.array(creditAssessmentResponse) });
