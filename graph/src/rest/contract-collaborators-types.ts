/**
 * REST shapes of a contract's collaborators and their invitations, inferred from the api's
 * response schemas; the status enum's values come from @leiga/domain.
 */
import { INVITATION_STATUSES } from '@leiga/domain';
import type {
  RestCollaboratorInvitation,
  RestCollaboratorInvitationAnswer,
  RestCollaboratorInvitationPreview,
  RestContractCollaborator,
  RestContractCollaboratorDetail,
} from '@leiga/api/contract';

export type {
  RestCollaboratorInvitation,
  RestCollaboratorInvitationAnswer,
  RestCollaboratorInvitationPreview,
  RestContractCollaborator,
  RestContractCollaboratorDetail,
};

/** Enum resolver and codegen `enumValues` (see codegen.ts): PENDING -> 'pending', ... */
export const ContractInvitationStatus = Object.fromEntries(
  INVITATION_STATUSES.map((v) => [v.toUpperCase(), v]),
) as { readonly [V in (typeof INVITATION_STATUSES)[number] as Uppercase<V>]: V };
export type ContractInvitationStatus = (typeof INVITATION_STATUSES)[number];
