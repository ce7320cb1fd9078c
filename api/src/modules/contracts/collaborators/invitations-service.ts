import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  checkInvitationTransition,
  type CollaboratorInvitationCreate,
  type InvitationAction,
  type InvitationRefusal,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { conflict, forbidden, notFound } from '../../../http/errors.js';
import { insertContractEvent, type ContractRow } from '../contracts-repository.js';
import { sendInvitationEmail } from './invitation-email.js';
import {
  findInvitation,
  findPendingInvitation,
  insertInvitation,
  updateInvitationFrom,
  upsertCollaborator,
  type CollaboratorRow,
  type InvitationRow,
} from './invitations-repository.js';

const NOT_FOUND = 'No such invitation.';

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isTokenOf(invitation: InvitationRow, token: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(invitation.tokenHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The invitation the token opens; 404 for a wrong, replaced (resent) or unknown one. */
export async function findInvitationByToken(
  ctx: AppContext,
  id: number,
  token: string,
): Promise<InvitationRow> {
  const invitation = await findInvitation(ctx.db, id);
  if (!invitation || !isTokenOf(invitation, token)) throw notFound(NOT_FOUND);
  return invitation;
}

function refuse(reason: InvitationRefusal, action: InvitationAction): never {
  if (reason === 'not_allowed') throw forbidden('You cannot do this with the invitation.');
  throw conflict(`The invitation cannot be ${action}ed now.`, reason, {
    status: `validation.${reason}`,
  });
}

async function notify(
  ctx: AppContext,
  auth: Auth,
  invitation: InvitationRow,
  token: string,
  contract: ContractRow,
) {
  await sendInvitationEmail(ctx, { invitation, token, contract, inviter: auth.user });
}

export async function createInvitation(
  ctx: AppContext,
  auth: Auth,
  contract: ContractRow,
  body: CollaboratorInvitationCreate,
): Promise<InvitationRow> {
  if (await findPendingInvitation(ctx.db, contract.id, body.email))
    throw conflict('This address has already been invited.', 'already_invited', {
      email: 'validation.already_invited',
    });
  const { token, hash } = newToken();
  const invitation = await ctx.db.transaction(async (tx) => {
    const row = await insertInvitation(tx, {
      contractId: contract.id,
      email: body.email,
      accessType: body.access_type,
      tokenHash: hash,
      inviterId: auth.user.id,
    });
    await insertContractEvent(tx, {
      contractId: contract.id,
      actorId: auth.user.id,
      kind: 'collaborator_invited',
      data: { invitation_id: row.id, email: row.email, access_type: row.accessType },
    });
    return row;
  });
  await notify(ctx, auth, invitation, token, contract);
  return invitation;
}

/**
 * Accept or decline by the signed-in holder of the token. Accepting twice (or twice at once)
 * makes one collaborator: the second finds the invitation accepted by the same user and answers
 * as the first did.
 */
export async function answerInvitation(
  ctx: AppContext,
  auth: Auth,
  id: number,
  token: string,
  action: 'accept' | 'decline',
): Promise<{ invitation: InvitationRow; collaborator: CollaboratorRow | null }> {
  const invitation = await findInvitationByToken(ctx, id, token);
  const step = checkInvitationTransition(invitation.status, action, 'invitee');
  if (!step.ok) return repeatedAnswer(ctx, auth, invitation, action, step.reason);
  const result = await ctx.db.transaction(async (tx) => {
    const updated = await updateInvitationFrom(tx, id, 'pending', {
      status: step.to,
      respondentId: auth.user.id,
      respondedAt: new Date(),
    });
    if (!updated) return null;
    const collaborator =
      action === 'accept'
        ? await upsertCollaborator(tx, updated.contractId, auth.user.id, updated.accessType)
        : null;
    await insertContractEvent(tx, {
      contractId: updated.contractId,
      actorId: auth.user.id,
      kind: `collaborator_invitation_${step.to}`,
      data: { invitation_id: id, collaborator_id: collaborator?.id ?? null },
    });
    return { invitation: updated, collaborator };
  });
  if (result) return result;
  // Another request moved it meanwhile: answer as that one did, or refuse.
  const current = await findInvitationByToken(ctx, id, token);
  const again = checkInvitationTransition(current.status, action, 'invitee');
  return repeatedAnswer(ctx, auth, current, action, again.ok ? 'invitation_pending' : again.reason);
}

async function repeatedAnswer(
  ctx: AppContext,
  auth: Auth,
  invitation: InvitationRow,
  action: 'accept' | 'decline',
  reason: InvitationRefusal,
): Promise<{ invitation: InvitationRow; collaborator: CollaboratorRow | null }> {
  const isSameAnswer =
    invitation.respondentId === auth.user.id &&
    invitation.status === (action === 'accept' ? 'accepted' : 'declined');
  if (!isSameAnswer) refuse(reason, action);
  if (action === 'decline') return { invitation, collaborator: null };
  const collaborator = await upsertCollaborator(
    ctx.db,
    invitation.contractId,
    auth.user.id,
    invitation.accessType,
  );
  return { invitation, collaborator };
}

/** Retract (dead for good) or resend (a new token; the old link stops working), by an editor. */
export async function manageInvitation(
  ctx: AppContext,
  auth: Auth,
  { invitation, contract }: { invitation: InvitationRow; contract: ContractRow },
  action: 'retract' | 'resend',
): Promise<InvitationRow> {
  const id = invitation.id;
  const step = checkInvitationTransition(invitation.status, action, 'editor');
  if (!step.ok) refuse(step.reason, action);
  const { token, hash } = newToken();
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateInvitationFrom(
      tx,
      id,
      'pending',
      action === 'resend' ? { tokenHash: hash, sentAt: new Date() } : { status: step.to },
    );
    if (!row) throw conflict('The invitation changed meanwhile; reload it.', 'invitation_changed');
    await insertContractEvent(tx, {
      contractId: row.contractId,
      actorId: auth.user.id,
      kind:
        action === 'resend'
          ? 'collaborator_invitation_resent'
          : 'collaborator_invitation_retracted',
      data: { invitation_id: id },
    });
    return row;
  });
  if (action === 'resend') await notify(ctx, auth, updated, token, contract);
  return updated;
}
