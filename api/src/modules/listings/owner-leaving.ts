import { and, eq, inArray } from 'drizzle-orm';
import { canTransition, LISTING_STATUSES } from '@leiga/domain';
import type { Tx } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import { withdrawPublishRequests } from './listings-service.js';

/**
 * A landlord who deletes their account takes their homes off the market: every listing that can
 * be archived is, and its review requests are withdrawn, so no one applies to a person who left.
 */
export async function archiveListingsOfLeavingOwner(tx: Tx, ownerId: number): Promise<void> {
  const archivable = LISTING_STATUSES.filter((status) => canTransition(status, 'archive'));
  const archived = await tx
    .update(listings)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(and(eq(listings.ownerId, ownerId), inArray(listings.status, archivable)))
    .returning({ id: listings.id });
  await withdrawPublishRequests(
    tx,
    archived.map((l) => l.id),
  );
}
