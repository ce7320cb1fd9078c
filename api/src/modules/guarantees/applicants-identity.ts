import { and, eq } from 'drizzle-orm';
import type { AppContext, Auth } from '../../context.js';
import { eidSessions, guaranteeApplicantInvitations } from '../../db/schema/index.js';
import { getUserRow } from '../users/users-repository.js';
import { applyEidToUser, consumeEid, pollEid, startEid } from '../eid/eid-service.js';
import { stepFor, type InvitationSubject } from './applicants-service.js';

export type IdentityOutcome = {
  status: 'pending' | 'complete' | 'failed';
  code?: string;
};

/**
 * Confirm identity (SPEC 4) with electronic ID on the invitee's phone: the same session as
 * linking e-ID to an account, started by the invitee of a pending invitation.
 */
export async function startIdentityConfirmation(
  ctx: AppContext,
  auth: Auth,
  subject: InvitationSubject,
  phone: string,
  ip: string,
) {
  stepFor(subject, 'confirm_identity');
  return startEid(ctx, 'activate', phone, ip, auth.user.id);
}

async function fail(ctx: AppContext, sessionId: number, code: string): Promise<IdentityOutcome> {
  await ctx.db
    .update(eidSessions)
    .set({ status: 'failed', failureCode: code })
    .where(eq(eidSessions.id, sessionId));
  return { status: 'failed', code };
}

/**
 * Polls the session; once confirmed, the kennitala must be the invited one (when the inviter gave
 * it). It is then linked to the account (the credit lookup uses it) and the invitation is marked
 * confirmed, exactly once.
 */
export async function pollIdentityConfirmation(
  ctx: AppContext,
  auth: Auth,
  subject: InvitationSubject,
  token: string,
): Promise<IdentityOutcome> {
  stepFor(subject, 'confirm_identity');
  const session = await pollEid(ctx, 'activate', token, auth.user.id);
  if (session.status === 'pending') return { status: 'pending' };
  if (session.status === 'failed')
    return { status: 'failed', code: session.failureCode ?? 'failed' };
  if (session.status === 'complete') {
    const { kennitala } = session.result!;
    const invited = subject.invitation.kennitala;
    if (invited !== null && invited !== kennitala)
      return fail(ctx, session.id, 'identity_mismatch');
    const failure = await applyEidToUser(ctx, await getUserRow(ctx.db, auth.user.id), session);
    if (failure) return fail(ctx, session.id, failure);
    await consumeEid(ctx, session.id);
  }
  await ctx.db
    .update(guaranteeApplicantInvitations)
    .set({ identityConfirmedAt: new Date() })
    .where(
      and(
        eq(guaranteeApplicantInvitations.id, subject.invitation.id),
        eq(guaranteeApplicantInvitations.status, 'pending'),
      ),
    );
  return { status: 'complete' };
}
