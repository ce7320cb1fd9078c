import type { AppContext, Auth } from '../../../context.js';
import { conflict, forbidden, notFound } from '../../../http/errors.js';
import { refusalError, type ContractSubject } from '../access.js';
import { ensureSubmission, processSubmissionNow, reopenAndSend } from './registration-service.js';
import {
  findLatestSubmissionOfContract,
  findSubmission,
  type SubmissionRow,
} from './submissions-repository.js';

/** What people (not the worker) ask of a submission: register now, resubmit. */

function assertNotInFlight(row: SubmissionRow, now: Date): void {
  if (row.status === 'registered')
    throw conflict('This contract is already registered with HMS.', 'hms_already_registered', {
      status: 'contracts.hms.errors.already_registered',
    });
  if (row.status === 'submitting' && row.claimedUntil && row.claimedUntil > now)
    throw conflict('The contract is being sent to HMS right now.', 'hms_in_flight', {
      status: 'contracts.hms.errors.in_flight',
    });
}

/**
 * `contracts/{id}/hms/` (SPEC 7 "hms POST"): staff, or a party of a signed contract, asks to
 * register now. Idempotent: the one submission of the contract is made if missing and sent at
 * once (a pending retry does not wait out its back-off, a failed one gets a fresh budget); a
 * registered or in-flight one is answered as it is. A rejected one needs staff, who resubmit.
 */
export async function requestRegistration(
  ctx: AppContext,
  auth: Auth,
  { row: contract, actor }: ContractSubject,
): Promise<SubmissionRow> {
  if (!actor.isStaff && actor.partyRoles.length === 0)
    throw forbidden('Only the parties of the contract and staff may register it.');
  const now = new Date();
  const existing = await findLatestSubmissionOfContract(ctx.db, contract.id);
  const isInFlight =
    existing?.status === 'submitting' && !!existing.claimedUntil && existing.claimedUntil > now;
  if (existing?.status === 'registered' || isInFlight) return existing!;
  if (contract.status !== 'signed') throw refusalError('wrong_status');
  const row =
    existing ??
    (await ensureSubmission(ctx, {
      contractId: contract.id,
      generation: 1,
      requestedById: auth.user.id,
      now,
    }));
  if (row.status === 'rejected' && !actor.isStaff)
    throw conflict('HMS refused this lease; Leiga staff will look at it.', 'hms_rejected', {
      status: 'contracts.hms.errors.rejected',
    });
  if (row.status === 'failed' || row.status === 'rejected')
    await reopenAndSend(ctx, row, auth.user.id, now);
  else await processSubmissionNow(ctx, row.id, now);
  return (await findSubmission(ctx.db, row.id))!;
}

/** Staff's resubmit: 409 while registered or being sent; otherwise rebuilt and sent now. */
export async function resubmitSubmission(
  ctx: AppContext,
  auth: Auth,
  id: number,
): Promise<SubmissionRow> {
  const row = await findSubmission(ctx.db, id);
  if (!row) throw notFound('This HMS submission was not found.');
  const now = new Date();
  assertNotInFlight(row, now);
  await reopenAndSend(ctx, row, auth.user.id, now);
  return (await findSubmission(ctx.db, id))!;
}
