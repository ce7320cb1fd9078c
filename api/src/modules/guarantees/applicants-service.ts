import {
  GUARANTEE_MAX_APPLICANTS,
  canInviteApplicants,
  checkApplicantInvitationStep,
  getResendRefusal,
  type ApplicantInvitationAction,
  type ApplicantInvitationRefusal,
  type CreateApplicantInvitationInput,
} from '@leiga/domain';
import type { AppContext, Auth, UserRow } from '../../context.js';
import { defineSubject } from '../../http/access.js';
import {
  ApiError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { insertConsentOnce } from '../notifications/consents-repository.js';
import { sendApplicantInvitationEmail } from './applicants-email.js';
import {
  addApplicant,
  countResend,
  findApplicantInvitation,
  listApplicants,
  listInvitationsIn,
  insertApplicantInvitation,
  updateApplicantInvitationFrom,
  type ApplicantInvitationRow,
} from './applicants-repository.js';
import {
  findGuarantee,
  type GuaranteeRow,
  type GuaranteeWithTenant,
} from './guarantees-repository.js';
import type { Db } from '../../db/client.js';

export type InvitationSide = 'invitee' | 'inviter' | 'staff';
export type InvitationSubject = {
  invitation: ApplicantInvitationRow;
  guarantee: GuaranteeWithTenant;
  side: InvitationSide;
};

const NO_INVITATION = 'No such invitation.';

/** The main applicant (the tenant who applied) is kept as a row like every co-applicant. */
export async function ensureMainApplicant(db: Pick<Db, 'insert'>, guarantee: GuaranteeRow) {
  await addApplicant(db, { guaranteeId: guarantee.id, userId: guarantee.tenantId, role: 'main' });
}

/** The invitee (of a guarantee or a loan) signs in with the invited address or kennitala. */
export function isInvitee(
  user: Pick<UserRow, 'email' | 'icelandicId'>,
  row: Pick<ApplicantInvitationRow, 'email' | 'kennitala'>,
) {
  return (
    user.email.toLowerCase() === row.email.toLowerCase() ||
    (row.kennitala !== null && user.icelandicId === row.kennitala)
  );
}

/**
 * `rental-guarantee-applicant-invitations/{id}/`: the inviter (the guarantee's tenant), the
 * invitee and staff (to read) see it; anyone else hears 404.
 */
export const invitationSubject = defineSubject(
  'guarantee applicant invitation',
  'id',
  dbIdParam,
  async (ctx, auth, id): Promise<InvitationSubject> => {
    const invitation = await findApplicantInvitation(ctx.db, id);
    const guarantee = invitation && (await findGuarantee(ctx.db, invitation.guaranteeId));
    if (!invitation || !guarantee) throw notFound(NO_INVITATION);
    if (guarantee.row.tenantId === auth.user.id) return { invitation, guarantee, side: 'inviter' };
    if (isInvitee(auth.user, invitation)) return { invitation, guarantee, side: 'invitee' };
    if (auth.user.isStaff) return { invitation, guarantee, side: 'staff' };
    throw notFound(NO_INVITATION);
  },
);

function refuse(reason: ApplicantInvitationRefusal, action: ApplicantInvitationAction): never {
  if (reason === 'not_allowed')
    throw forbidden(
      action === 'accept' || action === 'decline' || action === 'confirm_identity'
        ? 'Only the invited person may answer the invitation.'
        : 'Only the applicant who invited may do this.',
    );
  throw conflict(`The invitation is ${reason.replace('invitation_', '')}.`, reason, {
    status: `guarantee-applicants.errors.${reason}`,
  });
}

/** Checks the step for the caller's side (staff read only) and returns the target status. */
export function stepFor(subject: InvitationSubject, action: ApplicantInvitationAction) {
  const side = subject.side === 'staff' ? 'inviter' : subject.side;
  if (subject.side === 'staff') refuse('not_allowed', action);
  const step = checkApplicantInvitationStep(subject.invitation.status, action, side);
  if (!step.ok) refuse(step.reason, action);
  return step.to;
}

function assertOpen(guarantee: GuaranteeRow) {
  if (!canInviteApplicants(guarantee.status))
    throw conflict(
      'The application has been decided; applicants can no longer change.',
      'guarantee_not_open',
    );
}

/** Invite a co-applicant or a guarantor by e-mail (and kennitala); the e-mail goes out at once. */
export async function createApplicantInvitation(
  ctx: AppContext,
  auth: Auth,
  guarantee: GuaranteeRow,
  body: CreateApplicantInvitationInput,
): Promise<ApplicantInvitationRow> {
  if (body.email === auth.user.email.toLowerCase() || body.kennitala === auth.user.icelandicId)
    throw badRequest('You are the main applicant already.', {
      email: 'guarantee-applicants.validation.self',
    });
  assertOpen(guarantee);
  const [people, open] = await Promise.all([
    listApplicants(ctx.db, guarantee.id),
    listInvitationsIn(ctx.db, guarantee.id, ['pending']),
  ]);
  if (open.some((i) => i.email === body.email))
    throw conflict('This address has been invited already.', 'already_invited', {
      email: 'guarantee-applicants.validation.already_invited',
    });
  if (
    people.some(
      (p) =>
        p.email.toLowerCase() === body.email ||
        (body.kennitala && p.icelandicId === body.kennitala),
    )
  )
    throw conflict('This person is an applicant already.', 'already_applicant', {
      email: 'guarantee-applicants.validation.already_applicant',
    });
  const main = people.some((p) => p.applicant.role === 'main') ? 0 : 1;
  if (people.length + main + open.length >= GUARANTEE_MAX_APPLICANTS)
    throw conflict(
      `A guarantee can have at most ${GUARANTEE_MAX_APPLICANTS} applicants.`,
      'too_many_applicants',
    );
  const invitation = await ctx.db.transaction(async (tx) => {
    await ensureMainApplicant(tx, guarantee);
    return insertApplicantInvitation(tx, {
      guaranteeId: guarantee.id,
      email: body.email,
      kennitala: body.kennitala ?? null,
      role: body.role ?? 'co_applicant',
      inviterId: auth.user.id,
    });
  });
  await sendApplicantInvitationEmail(ctx, { invitation, guarantee, inviter: auth.user });
  return invitation;
}

/** The identity a credit lookup rests on: the account's kennitala, linked with electronic ID. */
function assertIdentity(auth: Auth, invitation: ApplicantInvitationRow) {
  const kennitala = auth.user.icelandicId;
  if (!kennitala)
    throw conflict(
      'Confirm who you are with electronic ID first: the credit check is made by kennitala.',
      'identity_unconfirmed',
    );
  if (invitation.kennitala !== null && invitation.kennitala !== kennitala)
    throw new ApiError(403, 'identity_mismatch', 'The invitation is for another person.');
}

/**
 * Accept (with consent to the credit lookup, recorded for this person) or decline, by the
 * invitee. Accepting makes them a co-applicant or a guarantor of the guarantee, as invited.
 */
export async function answerApplicantInvitation(
  ctx: AppContext,
  auth: Auth,
  subject: InvitationSubject,
  action: 'accept' | 'decline',
): Promise<ApplicantInvitationRow> {
  const { invitation, guarantee } = subject;
  // The same answer again by the same person (a double click, a retry) is harmless.
  const isRepeat =
    invitation.respondentId === auth.user.id &&
    invitation.status === (action === 'accept' ? 'accepted' : 'declined');
  if (subject.side === 'invitee' && isRepeat) return invitation;
  const to = stepFor(subject, action);
  if (action === 'accept') {
    assertOpen(guarantee.row);
    assertIdentity(auth, invitation);
    await insertConsentOnce(ctx.db, auth.user.id, 'credit_check', '');
  }
  const now = new Date();
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateApplicantInvitationFrom(tx, invitation.id, 'pending', {
      status: to,
      respondentId: auth.user.id,
      respondedAt: now,
      ...(action === 'accept'
        ? { identityConfirmedAt: invitation.identityConfirmedAt ?? now }
        : {}),
    });
    if (!row) return null;
    if (action === 'accept') {
      await ensureMainApplicant(tx, guarantee.row);
      await addApplicant(tx, {
        guaranteeId: guarantee.row.id,
        userId: auth.user.id,
        role: row.role,
        invitationId: row.id,
      });
    }
    return row;
  });
  if (updated) return updated;
  // Another request answered meanwhile: the same answer by the same person is harmless.
  const current = (await findApplicantInvitation(ctx.db, invitation.id))!;
  if (current.respondentId === auth.user.id && current.status === to) return current;
  return refuse(`invitation_${current.status}`, action);
}

/** Delete (before it is answered) or resend (rate-limited), by the inviter. */
export async function manageApplicantInvitation(
  ctx: AppContext,
  auth: Auth,
  subject: InvitationSubject,
  action: 'delete' | 'resend',
): Promise<ApplicantInvitationRow> {
  const to = stepFor(subject, action);
  const { invitation, guarantee } = subject;
  if (action === 'delete') {
    const row = await updateApplicantInvitationFrom(ctx.db, invitation.id, 'pending', {
      status: to,
    });
    if (!row) throw conflict('The invitation changed meanwhile; reload it.', 'invitation_changed');
    return row;
  }
  const now = new Date();
  const refusal = getResendRefusal(invitation.sentAt, invitation.sendCount, now);
  if (refusal?.reason === 'resend_too_soon')
    throw tooManyRequests(refusal.retryAfterSeconds, 'Wait a little before sending it again.');
  if (refusal)
    throw new ApiError(429, 'resend_limit', 'The invitation has been sent as often as allowed.');
  const row = await countResend(ctx.db, invitation, now);
  if (!row) throw conflict('The invitation changed meanwhile; reload it.', 'invitation_changed');
  await sendApplicantInvitationEmail(ctx, {
    invitation: row,
    guarantee: guarantee.row,
    inviter: auth.user,
  });
  return row;
}
