import { canTransition, LISTING_STATUSES } from '@leiga/domain';
import type { Tx } from '../../db/client.js';
import { archiveListingsOfOwner } from './listings-repository.js';
import { withdrawPublishRequests } from './listings-service.js';

/**
 * A landlord who deletes their account takes their homes off the market: every listing that can
 * be archived is, and its review requests are withdrawn, so no one applies to a person who left.
 */
export async function archiveListingsOfLeavingOwner(tx: Tx, ownerId: number): Promise<void> {
  const archivable = LISTING_STATUSES.filter((status) => canTransition(status, 'archive'));
  const archived = await archiveListingsOfOwner(tx, ownerId, archivable);
  await withdrawPublishRequests(
    tx,
    archived.map((l) => l.id),
  );
}
