import {
  getAmenitiesFromListing,
  type Amenity,
  type ContractAmenitiesInput,
  type ContractMaintenanceInput,
} from '@leiga/domain';
import { eq } from 'drizzle-orm';
import type { AppContext, Auth } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { listings } from '../../../db/schema/index.js';
import type { ContractSubject } from '../access.js';
import type { ContractRow } from '../contracts-repository.js';
import { editContractPart } from '../parts/parts-service.js';

/**
 * The amenities and maintenance-and-inspection steps. Each saves its whole answer (PUT): the
 * domain schema has already judged it, so saving is all that is left; editContractPart checks
 * that the caller may edit (409 once committed, except staff), logs the event and works out
 * valid_steps again.
 */

/** PUT contracts/{id}/amenities/. */
export function putAmenities(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  input: ContractAmenitiesInput,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async () => ({
    values: { amenities: input.amenities, fixturesDescription: input.fixtures_description },
    event: { kind: 'amenities_updated', data: { amenities: input.amenities } },
  }));
}

/** PUT contracts/{id}/maintenance/. */
export function putMaintenance(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  input: ContractMaintenanceInput,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async () => ({
    values: { maintenance: input },
    event: { kind: 'maintenance_updated', data: { inspection: input.inspection } },
  }));
}

/**
 * The amenities of the listing the contract was made from, to start the step with; none when
 * it was made without one or the listing is gone.
 */
export async function getAmenitySuggestions(db: Db, row: ContractRow): Promise<Amenity[]> {
  if (row.listingId === null) return [];
  const [listing] = await db
    .select({ amenities: listings.amenities })
    .from(listings)
    .where(eq(listings.id, row.listingId));
  return getAmenitiesFromListing(listing?.amenities ?? null);
}
