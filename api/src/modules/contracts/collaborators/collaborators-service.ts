import type { CollaboratorAccessType } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { notFound } from '../../../http/errors.js';
import { insertContractEvent } from '../contracts-repository.js';
import {
  deleteCollaborator,
  updateCollaborator,
  type CollaboratorRow,
} from './invitations-repository.js';

const NOT_FOUND = 'No such collaborator.';

/** An editor of the contract (checked by the route's guard) changes what a collaborator may do. */
export async function changeCollaboratorAccess(
  ctx: AppContext,
  auth: Auth,
  current: CollaboratorRow,
  accessType: CollaboratorAccessType,
): Promise<CollaboratorRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await updateCollaborator(tx, current.id, accessType);
    if (!row) throw notFound(NOT_FOUND);
    await insertContractEvent(tx, {
      contractId: row.contractId,
      actorId: auth.user.id,
      kind: 'collaborator_access_changed',
      data: {
        collaborator_id: row.id,
        user_id: row.userId,
        from: current.accessType,
        to: accessType,
      },
    });
    return row;
  });
}

/** An editor removes a collaborator, or the collaborator leaves (the route's guard decides). */
export async function removeCollaborator(
  ctx: AppContext,
  auth: Auth,
  current: CollaboratorRow,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await deleteCollaborator(tx, current.id);
    await insertContractEvent(tx, {
      contractId: current.contractId,
      actorId: auth.user.id,
      kind: 'collaborator_removed',
      data: { collaborator_id: current.id, user_id: current.userId },
    });
  });
}
