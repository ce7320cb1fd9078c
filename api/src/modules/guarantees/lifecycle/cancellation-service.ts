import {
  canAnswerGuaranteeCancellation,
  canRequestGuaranteeCancellation,
  statusAfterCancellationAnswer,
  type AnswerCancellationInput,
  type GuaranteePartyRole,
  type RequestCancellationInput,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { conflict, forbidden, notFound } from '../../../http/errors.js';
import { uniqueViolation } from '../../../http/db-errors.js';
import { publishEvent } from '../../events/outbox.js';
import type { GuaranteeSubject } from '../guarantees-service.js';
import {
  answerCancellation,
  findLease,
  insertCancellation,
  listCancellations,
  lockGuarantee,
  setGuaranteeStatusIf,
  type CancellationRow,
} from './lifecycle-repository.js';

type Ctx = Pick<AppContext, 'db'> & { events: Pick<AppContext['events'], 'kick'> };

/** The tenant and the landlord are the two sides; staff, co-applicants and guarantors read only. */
function partyRole(subject: GuaranteeSubject): GuaranteePartyRole {
  if (subject.role === 'staff' || subject.role === 'co_applicant' || subject.role === 'guarantor')
    throw forbidden('Only the tenant or the landlord may ask to cancel or answer.');
  return subject.role;
}

const alreadyPending = () =>
  conflict('A cancellation request is already waiting for an answer.', 'cancellation_pending');

/** Either side asks to cancel an issued or active guarantee, with a reason. */
export async function requestCancellation(
  ctx: Ctx,
  auth: Auth,
  subject: GuaranteeSubject,
  input: RequestCancellationInput,
): Promise<CancellationRow> {
  const role = partyRole(subject);
  let created: CancellationRow;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const current = await lockGuarantee(tx, subject.row.id);
      if (current?.status === 'cancellation_requested') throw alreadyPending();
      if (!current || !canRequestGuaranteeCancellation(current.status))
        throw conflict(
          'Only an issued or active guarantee can be cancelled.',
          'guarantee_not_active',
        );
      await setGuaranteeStatusIf(tx, current.id, ['issued', 'active'], 'cancellation_requested');
      const row = await insertCancellation(tx, {
        guaranteeId: current.id,
        requestedById: auth.user.id,
        requestedByRole: role,
        reason: input.reason,
      });
      await publishEvent(tx, 'guarantee.cancellation', {
        guarantee_id: current.id,
        request_id: row.id,
        to: role === 'principal' ? 'obligee' : 'principal',
      });
      return row;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw alreadyPending();
    throw error;
  }
  void ctx.events.kick();
  return created;
}

/**
 * The other side answers: accepted cancels the guarantee; rejected returns it to issued or
 * active, whichever the lease's dates make it now.
 */
export async function answerCancellationRequest(
  ctx: Ctx,
  auth: Auth,
  subject: GuaranteeSubject,
  requestId: number,
  input: AnswerCancellationInput,
): Promise<CancellationRow> {
  const role = partyRole(subject);
  const request = (await listCancellations(ctx.db, subject.row.id)).find((r) => r.id === requestId);
  if (!request) throw notFound('This cancellation request was not found.');
  if (!canAnswerGuaranteeCancellation(request.requestedByRole, role))
    throw forbidden('The other side answers this request.');
  const answered = await ctx.db.transaction(async (tx) => {
    const current = await lockGuarantee(tx, subject.row.id);
    const lease = current?.contractId ? await findLease(tx, current.contractId) : null;
    const next = current
      ? statusAfterCancellationAnswer(
          current.status,
          input.accept,
          { start: lease?.start ?? null, end: lease?.end ?? null },
          new Date(),
        )
      : null;
    const row = await answerCancellation(tx, request.id, subject.row.id, {
      status: input.accept ? 'accepted' : 'rejected',
      answeredById: auth.user.id,
      answerReason: input.reason ?? null,
    });
    if (!row || !current || !next)
      throw conflict('This request has already been answered.', 'cancellation_answered');
    await setGuaranteeStatusIf(tx, current.id, ['cancellation_requested'], next);
    await publishEvent(tx, 'guarantee.cancellation', {
      guarantee_id: current.id,
      request_id: row.id,
      to: request.requestedByRole,
    });
    return row;
  });
  void ctx.events.kick();
  return answered;
}
