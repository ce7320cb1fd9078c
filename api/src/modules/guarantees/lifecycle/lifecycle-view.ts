import { z } from 'zod';
import {
  CANCELLATION_REQUEST_STATUSES,
  GUARANTEE_PARTY_ROLES,
  GUARANTEE_STATUSES,
  SIGNING_PROCESS_STATUSES,
  canAnswerGuaranteeCancellation,
  canRequestGuaranteeCancellation,
  canUncommitGuarantee,
  nextGuaranteeStatus,
} from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import type { GuaranteeSubject } from '../guarantees-service.js';
import { findLatestProcess, findStatement, listCancellations } from './lifecycle-repository.js';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export const cancellationResponse = z.object({
  id: z.number(),
  requested_by_role: z.enum(GUARANTEE_PARTY_ROLES),
  reason: z.string(),
  status: z.enum(CANCELLATION_REQUEST_STATUSES),
  answer_reason: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});

export const lifecycleResponse = z.object({
  guarantee_id: z.number(),
  contract_id: z.number().nullable(),
  tenant_name: z.string(),
  amount: z.number().int(),
  monthly_rent: z.number().int(),
  status: z.enum(GUARANTEE_STATUSES),
  current_user_role: z.enum(['principal', 'co_applicant', 'guarantor', 'obligee', 'staff']),
  signing: z
    .object({
      status: z.enum(SIGNING_PROCESS_STATUSES),
      invited_at: z.string().nullable(),
      signed_at: z.string().nullable(),
      document_hash: z.string(),
    })
    .nullable(),
  statement: z.object({ sha256: z.string(), issued_at: z.string() }).nullable(),
  cancellation_requests: z.array(cancellationResponse),
  viewer_can_commit: z.boolean(),
  viewer_can_sign: z.boolean(),
  viewer_can_uncommit: z.boolean(),
  viewer_can_request_cancellation: z.boolean(),
  /** The pending request the viewer may answer, if any. */
  viewer_can_answer_request_id: z.number().nullable(),
});
export type LifecycleView = z.infer<typeof lifecycleResponse>;

/** The guarantee's commit, signing, statement and cancellation state as its viewer sees it. */
export async function loadLifecycle(db: Db, subject: GuaranteeSubject): Promise<LifecycleView> {
  const { row, role } = subject;
  const [process, statement, requests] = await Promise.all([
    findLatestProcess(db, row.id),
    findStatement(db, row.id),
    listCancellations(db, row.id),
  ]);
  const isPrincipal = role === 'principal';
  const pending = requests.find((r) => r.status === 'pending');
  const canAnswer =
    pending &&
    (role === 'principal' || role === 'obligee') &&
    canAnswerGuaranteeCancellation(pending.requestedByRole, role);
  const signed = Boolean(process?.signedAt);
  return {
    guarantee_id: row.id,
    contract_id: row.contractId,
    tenant_name: subject.tenantName,
    amount: row.amount,
    monthly_rent: row.monthlyRent,
    status: row.status,
    current_user_role: role,
    signing: process
      ? {
          status: process.status,
          invited_at: iso(process.invitedAt),
          signed_at: iso(process.signedAt),
          document_hash: process.documentHash,
        }
      : null,
    statement: statement
      ? { sha256: statement.sha256, issued_at: statement.createdAt.toISOString() }
      : null,
    cancellation_requests: requests.map((r) => ({
      id: r.id,
      requested_by_role: r.requestedByRole,
      reason: r.reason,
      status: r.status,
      answer_reason: r.answerReason,
      created_at: r.createdAt.toISOString(),
      answered_at: iso(r.answeredAt),
    })),
    viewer_can_commit:
      isPrincipal && row.contractId !== null && nextGuaranteeStatus(row.status, 'commit') !== null,
    viewer_can_sign:
      isPrincipal && row.status === 'committed' && process?.status === 'pending' && !signed,
    viewer_can_uncommit: isPrincipal && canUncommitGuarantee(row.status, signed),
    viewer_can_request_cancellation:
      (role === 'principal' || role === 'obligee') && canRequestGuaranteeCancellation(row.status),
    viewer_can_answer_request_id: canAnswer ? pending.id : null,
  };
}
