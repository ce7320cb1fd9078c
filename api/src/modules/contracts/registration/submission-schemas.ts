import { z } from 'zod';
import { CONTRACT_STATUSES, HMS_ATTEMPT_OUTCOMES, HMS_SUBMISSION_STATUSES } from '@leiga/domain';
import { isoMoment, pageOf } from '../../../http/responses.js';

/** The REST answers of HMS registration (the back office's list and detail, `hms` POST). */

const party = z.object({ name: z.string(), identifier: z.string() });

export const submissionResponse = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  generation: z.number().int(),
  status: z.enum(HMS_SUBMISSION_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  next_attempt_at: isoMoment.nullable(),
  last_error: z.string().nullable(),
  /** HMS's validation errors of a rejection: field path -> catalogue key. */
  rejection_errors: z.record(z.string(), z.string()).nullable(),
  registration_number: z.string().nullable(),
  idempotency_key: z.string(),
  registered_at: isoMoment.nullable(),
  created_at: isoMoment,
  updated_at: isoMoment,
  contract: z.object({
    id: z.number().int(),
    status: z.enum(CONTRACT_STATUSES),
    address: z.object({ street: z.string(), postal_code: z.string() }).nullable(),
    landlords: z.array(party),
    tenants: z.array(party),
  }),
});
export type SubmissionView = z.infer<typeof submissionResponse>;

export const attemptResponse = z.object({
  attempt: z.number().int(),
  outcome: z.enum(HMS_ATTEMPT_OUTCOMES),
  error: z.string().nullable(),
  registration_number: z.string().nullable(),
  started_at: isoMoment,
  finished_at: isoMoment.nullable(),
});

export const submissionDetailResponse = submissionResponse.extend({
  attempts_history: z.array(attemptResponse),
  /** The lease as sent to HMS (LeaseApplication). */
  payload: z.record(z.string(), z.unknown()),
});

export const submissionPageResponse = pageOf(submissionResponse);
