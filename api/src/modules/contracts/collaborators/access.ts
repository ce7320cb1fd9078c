import { getContractAccess } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { defineSubject } from '../../../http/access.js';
import { forbidden, notFound } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { getContractActor } from '../access.js';
import { findContract, type ContractRow } from '../contracts-repository.js';
import {
  findCollaborator,
  findInvitation,
  type CollaboratorRow,
  type InvitationRow,
} from './invitations-repository.js';

/**
 * Who manages a contract's invitations and collaborators: those who edit the contract. Decided
 * in the route guard, so a stranger hears 404 (and a reader 403) whatever the body holds.
 */
export async function requireEditor(
  ctx: AppContext,
  auth: Auth,
  contractId: number,
  notFoundText: string,
): Promise<ContractRow> {
  const contract = await findContract(ctx.db, contractId);
  if (!contract) throw notFound(notFoundText);
  const access = getContractAccess(await getContractActor(ctx, auth, contract));
  if (access === 'none') throw notFound(notFoundText);
  if (access !== 'edit') throw forbidden('Only those who edit the contract may do this.');
  return contract;
}

const NO_INVITATION = 'No such invitation.';
const NO_COLLABORATOR = 'No such collaborator.';

/** `collaborator-invitations/{id}/` retract and resend: an editor of its contract. */
export const managedInvitationSubject = defineSubject(
  'collaborator invitation',
  'id',
  dbIdParam,
  async (ctx, auth, id): Promise<{ invitation: InvitationRow; contract: ContractRow }> => {
    const invitation = await findInvitation(ctx.db, id);
    if (!invitation) throw notFound(NO_INVITATION);
    const contract = await requireEditor(ctx, auth, invitation.contractId, NO_INVITATION);
    return { invitation, contract };
  },
);

/** `contract-collaborators/{id}/` PATCH: an editor of the contract. */
export const editableCollaboratorSubject = defineSubject(
  'contract collaborator',
  'id',
  dbIdParam,
  async (ctx, auth, id): Promise<CollaboratorRow> => {
    const row = await findCollaborator(ctx.db, id);
    if (!row) throw notFound(NO_COLLABORATOR);
    await requireEditor(ctx, auth, row.contractId, NO_COLLABORATOR);
    return row;
  },
);

/** `contract-collaborators/{id}/` DELETE: an editor, or the collaborator leaving. */
export const removableCollaboratorSubject = defineSubject(
  'contract collaborator',
  'id',
  dbIdParam,
  async (ctx, auth, id): Promise<CollaboratorRow> => {
    const row = await findCollaborator(ctx.db, id);
    if (!row) throw notFound(NO_COLLABORATOR);
    if (row.userId !== auth.user.id)
      await requireEditor(ctx, auth, row.contractId, NO_COLLABORATOR);
    return row;
  },
);
