import type { Db, Tx } from '../../db/client.js';
import { publishEvent } from '../events/outbox.js';

/**
 * Asks for a listing's fraud check after the caller's commit (its photos, rent or text changed).
 * Written in the caller's transaction, so a change is never left unchecked.
 */
export async function requestListingCheck(tx: Db | Tx, listingId: number): Promise<void> {
  await publishEvent(tx, 'listing.check_requested', { listingId });
}
