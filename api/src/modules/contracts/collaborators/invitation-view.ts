import { z } from 'zod';
import { COLLABORATOR_ACCESS_TYPES, INVITATION_STATUSES } from '@leiga/domain';
import { isoMoment } from '../../../http/responses.js';
import type { ContractRow } from '../contracts-repository.js';
import type { CollaboratorRow, InvitationRow } from './invitations-repository.js';

/** Invitations and collaborators as the api answers them (the token never leaves). */
const id = z.number().int();

export const invitationResponse = z.object({
  id,
  contract_id: id,
  email: z.string(),
  access_type: z.enum(COLLABORATOR_ACCESS_TYPES),
  status: z.enum(INVITATION_STATUSES),
  inviter: z.object({ id, full_name: z.string() }).nullable(),
  created_at: isoMoment,
  sent_at: isoMoment,
  responded_at: isoMoment.nullable(),
});
export const invitationListResponse = z.object({ results: z.array(invitationResponse) });

export const collaboratorResponse = z.object({
  id,
  contract_id: id,
  user_id: id,
  access_type: z.enum(COLLABORATOR_ACCESS_TYPES),
});

/** A collaborator as the contract's collaborators panel lists them: who, and what they may do. */
export const collaboratorDetailResponse = collaboratorResponse.extend({
  full_name: z.string(),
  email: z.string(),
});
export const collaboratorListResponse = z.object({ results: z.array(collaboratorDetailResponse) });

/** What the invitee sees with the link: whose contract, for which home, with what access. */
export const invitationPreviewResponse = invitationResponse.extend({
  contract: z.object({
    id,
    address: z.object({ street: z.string(), postal_code: z.string() }).nullable(),
  }),
});

export const invitationAnswerResponse = z.object({
  invitation: invitationResponse,
  collaborator: collaboratorResponse.nullable(),
});

export function toInvitationView(row: InvitationRow, inviterName: string | null) {
  return {
    id: row.id,
    contract_id: row.contractId,
    email: row.email,
    access_type: row.accessType,
    status: row.status,
    inviter:
      row.inviterId !== null && inviterName !== null
        ? { id: row.inviterId, full_name: inviterName }
        : null,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
  };
}

export function toInvitationPreview(
  row: InvitationRow,
  inviterName: string | null,
  contract: ContractRow,
) {
  const address = contract.realEstate?.address;
  return {
    ...toInvitationView(row, inviterName),
    contract: {
      id: contract.id,
      address: address ? { street: address.street, postal_code: address.postal_code } : null,
    },
  };
}

export function toCollaboratorView(row: CollaboratorRow) {
  return {
    id: row.id,
    contract_id: row.contractId,
    user_id: row.userId,
    access_type: row.accessType,
  };
}

export function toCollaboratorDetail(
  row: CollaboratorRow,
  user: { fullName: string; email: string },
) {
  return { ...toCollaboratorView(row), full_name: user.fullName, email: user.email };
}
