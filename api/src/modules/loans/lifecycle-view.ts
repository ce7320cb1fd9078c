import { z } from 'zod';
import {
  LOAN_DISBURSEMENT_STATUSES,
  LOAN_REPAYMENT_DUE_SOON_DAYS,
  LOAN_REPAYMENT_STATES,
  LOAN_STATUSES,
  SIGNING_PROCESS_STATUSES,
  addDays,
  getLoanRepaymentState,
  getLoanSigningExpiresAt,
} from '@leiga/domain';
import type { Db } from '../../db/client.js';
import {
  findDisbursement,
  findLatestProcess,
  listDisbursements,
  listRepayments,
} from './lifecycle-repository.js';
import type { LoanSubject } from './loans-service.js';

export const loanLifecycleResponse = z.object({
  id: z.number(),
  status: z.enum(LOAN_STATUSES),
  /** When an approved, unsigned agreement lapses; null in any other status. */
  signing_expires_at: z.string().nullable(),
  signing: z
    .object({
      status: z.enum(SIGNING_PROCESS_STATUSES),
      /** The borrower's own link at the provider; only they are shown it. */
      signing_url: z.string().nullable(),
      signed_at: z.string().nullable(),
    })
    .nullable(),
  disbursement: z
    .object({
      status: z.enum(LOAN_DISBURSEMENT_STATUSES),
      amount: z.number().int(),
      booked_at: z.string().nullable(),
    })
    .nullable(),
  /** Every payout attempt with its rejection and staff's reason for a retry; staff only. */
  payout_attempts: z.array(
    z.object({
      attempt: z.number().int(),
      status: z.enum(LOAN_DISBURSEMENT_STATUSES),
      amount: z.number().int(),
      rejection_code: z.string().nullable(),
      reason: z.string().nullable(),
      created_at: z.string(),
      booked_at: z.string().nullable(),
    }),
  ),
  repayments: z.array(
    z.object({
      number: z.number().int(),
      due_date: z.string(),
      final_due_date: z.string(),
      amount: z.number().int(),
      state: z.enum(LOAN_REPAYMENT_STATES),
      paid_at: z.string().nullable(),
    }),
  ),
});
export type LoanLifecycleView = z.infer<typeof loanLifecycleResponse>;

/** The loan agreement as a PDF, its bytes base64. */
export const loanAgreementResponse = z.object({
  filename: z.string(),
  content_type: z.literal('application/pdf'),
  /** Whether this is the signed version. */
  signed: z.boolean(),
  base64: z.string(),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Signing, payout and each repayment row's state on `today`, as the asker may see them. */
export async function loanLifecycleView(
  db: Db,
  subject: Pick<LoanSubject, 'row' | 'role'>,
  today: string,
): Promise<LoanLifecycleView> {
  const { row, role } = subject;
  const [process, disbursement, attempts, repayments] = await Promise.all([
    findLatestProcess(db, row.id),
    findDisbursement(db, row.id),
    role === 'staff' ? listDisbursements(db, row.id) : [],
    listRepayments(db, row.id),
  ]);
  const dueSoonFrom = addDays(today, LOAN_REPAYMENT_DUE_SOON_DAYS);
  return {
    id: row.id,
    status: row.status,
    signing_expires_at:
      row.status === 'approved'
        ? getLoanSigningExpiresAt(row.assessedAt ?? row.updatedAt).toISOString()
        : null,
    signing: process
      ? {
          status: process.status,
          signing_url: role === 'owner' && process.status === 'pending' ? process.signingUrl : null,
          signed_at: iso(process.signedAt),
        }
      : null,
    disbursement: disbursement
      ? {
          status: disbursement.status,
          amount: disbursement.amount,
          booked_at: iso(disbursement.bookedAt),
        }
      : null,
    payout_attempts: attempts.map((a) => ({
      attempt: a.attempt,
      status: a.status,
      amount: a.amount,
      rejection_code: a.rejectionCode,
      reason: a.reason,
      created_at: a.createdAt.toISOString(),
      booked_at: iso(a.bookedAt),
    })),
    repayments: repayments.map((r) => {
      const paidAt = r.paidAt ? r.paidAt.toISOString().slice(0, 10) : null;
      return {
        number: r.seq,
        due_date: r.dueDate,
        final_due_date: r.finalDueDate,
        amount: r.amount,
        state: getLoanRepaymentState(
          { dueDate: r.dueDate, finalDueDate: r.finalDueDate, paidAt },
          today,
          dueSoonFrom,
        ),
        paid_at: iso(r.paidAt),
      };
    }),
  };
}
