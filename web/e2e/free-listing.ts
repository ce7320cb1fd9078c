import type { APIRequestContext } from '@playwright/test';
import { DEMO, graphql, tokenOf } from './helpers';
import { isoDay, publishApproved } from './listings-support';

/**
 * Jón's listings that a test's tenant may still apply for. The specs share one server and
 * database and apply tenants to Jón's demo listings as they go; which are left depends on which
 * specs ran before. When none is, Jón lists one more and staff approve it, so no spec hangs on
 * what the others did.
 */

export type FreeListing = { id: string; title: string; street: string; houseNumber: string };

async function activeApplicationListingIds(
  request: APIRequestContext,
  tenantToken: string,
): Promise<string[]> {
  const data = await graphql<{ myApplications: { items: { listingSummary: { id: string } }[] } }>(
    request,
    'query { myApplications(filter: { type: ACTIVE }, pageSize: 100) { items { listingSummary { id } } } }',
    {},
    tenantToken,
  );
  return data.myApplications.items.map((a) => a.listingSummary.id);
}

/**
 * One of Jón's published listings none of the tenants has an active application for. Specs that
 * run close together take different ends of the list (`pick`), so two never take the same one.
 */
export async function freeListingOfJon(
  request: APIRequestContext,
  jonToken: string,
  tenantTokens: readonly string[],
  pick: 'first' | 'last' = 'first',
): Promise<FreeListing> {
  const taken = new Set(
    (await Promise.all(tenantTokens.map((t) => activeApplicationListingIds(request, t)))).flat(),
  );
  const mine = await graphql<{ myListings: { items: FreeListing[] } }>(
    request,
    'query { myListings(status: PUBLISHED, pageSize: 100) { items { id title street houseNumber } } }',
    {},
    jonToken,
  );
  const free = mine.myListings.items.filter((l) => !taken.has(l.id));
  return (pick === 'first' ? free[0] : free.at(-1)) ?? (await newListingOfJon(request, jonToken));
}

/** Opens the listing to any tenant: no questions or income floor, pets and six people welcome. */
export async function openRequirements(
  request: APIRequestContext,
  jonToken: string,
  listingId: string,
): Promise<void> {
  await graphql(
    request,
    'mutation U($input: UpdateListingInput!) { updateListing(input: $input) { id } }',
    {
      input: {
        id: listingId,
        fields: {
          questions: [],
          maxOccupants: 6,
          requiresPreApproval: false,
          minIncome: null,
          petsAllowed: true,
        },
      },
    },
    jonToken,
  );
}

/** A new listing of Jón's, approved by staff, open to any tenant. */
async function newListingOfJon(request: APIRequestContext, jonToken: string): Promise<FreeListing> {
  const street = 'Bergþórugata';
  const houseNumber = '21';
  const title = `Rúmgóð tveggja herbergja íbúð við Bergþórugötu ${Date.now().toString(36)}`;
  const { id } = await publishApproved(request, jonToken, await tokenOf(request, DEMO.staff), {
    street,
    houseNumber,
    postalCode: '101',
    lat: 64.1422,
    lng: -21.9237,
    floor: 2,
    hasElevator: false,
    listingType: 'APARTMENT',
    title,
    description:
      'Rúmgóð og björt tveggja herbergja íbúð á annarri hæð við Bergþórugötu, stutt í miðbæinn og sundlaugina.',
    rooms: 2,
    bedrooms: 1,
    bathrooms: 1,
    sizeM2: 64,
    isFurnished: false,
    amenities: [],
    heatingIncluded: true,
    electricityIncluded: false,
    internetIncluded: false,
    housefundIncluded: true,
    price: 245000,
    currency: 'ISK',
    securityType: 'DEPOSIT',
    securityMonths: 2,
    durationType: 'INDEFINITE',
    availableFrom: isoDay(14),
    maxOccupants: 6,
    requiresPreApproval: false,
    petsAllowed: true,
    smokingAllowed: false,
    questions: [],
  });
  return { id, title, street, houseNumber };
}
