import { z } from 'zod';
import { emailSchema } from '../accounts/schemas.js';
import { COLLABORATOR_ACCESS_TYPES } from './constants.js';

/**
 * Collaborator invitations (SPEC 4): an editor of a contract invites someone by e-mail; the
 * invitee accepts or declines with the token the e-mail carries; the inviter (or another editor)
 * retracts it or resends it with a new token, which kills the old one.
 */

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'retracted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_ACTIONS = ['accept', 'decline', 'retract', 'resend'] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

/** Who acts: the holder of the token, or an editor of the contract (the inviter among them). */
export type InvitationSide = 'invitee' | 'editor';

export type InvitationRefusal = 'not_allowed' | `invitation_${InvitationStatus}`;
export type InvitationStep =
  { ok: true; to: InvitationStatus } | { ok: false; reason: InvitationRefusal };

const ACTOR_OF: Record<InvitationAction, InvitationSide> = {
  accept: 'invitee',
  decline: 'invitee',
  retract: 'editor',
  resend: 'editor',
};
const TARGET_OF: Record<InvitationAction, InvitationStatus> = {
  accept: 'accepted',
  decline: 'declined',
  retract: 'retracted',
  resend: 'pending',
};

/** Every action starts from a pending invitation; a refusal names the state it found. */
export function checkInvitationTransition(
  status: InvitationStatus,
  action: InvitationAction,
  side: InvitationSide,
): InvitationStep {
  if (ACTOR_OF[action] !== side) return { ok: false, reason: 'not_allowed' };
  if (status !== 'pending') return { ok: false, reason: `invitation_${status}` };
  return { ok: true, to: TARGET_OF[action] };
}

const accessTypeSchema = z.enum(COLLABORATOR_ACCESS_TYPES, { error: 'validation.access_type' });

export const collaboratorInvitationCreateSchema = z.object({
  email: emailSchema,
  access_type: accessTypeSchema,
});
export type CollaboratorInvitationCreate = z.infer<typeof collaboratorInvitationCreateSchema>;

/** The token of an invitation link: url-safe base64 of 32 random bytes. */
export const invitationTokenSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: 'validation.token' });

export const invitationTokenBodySchema = z.object({ token: invitationTokenSchema });
export const invitationTokenQuerySchema = z.object({ token: invitationTokenSchema });

export const collaboratorPatchSchema = z.object({ access_type: accessTypeSchema });
export type CollaboratorPatch = z.infer<typeof collaboratorPatchSchema>;
