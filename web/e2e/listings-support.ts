import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { graphql } from './helpers';
import { EXPECT_TIMEOUT_MS } from './timeouts';

/** A small photo made on the spot: a coloured room with a window, as a PNG. */
export async function makePhoto(hue: number, name: string) {
  const wall = `hsl(${hue}, 35%, 82%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <rect width="960" height="640" fill="${wall}"/>
    <rect y="440" width="960" height="200" fill="hsl(${(hue + 30) % 360}, 40%, 45%)"/>
    <rect x="360" y="90" width="240" height="200" fill="#9cc9ee" stroke="#fff" stroke-width="12"/>
    <rect x="120" y="360" width="260" height="90" rx="18" fill="hsl(${(hue + 180) % 360}, 35%, 40%)"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The date `days` from today as YYYY-MM-DD. */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Saves a wizard step with "Vista og halda áfram" and waits for the next step's heading. The save
 * is a mutation, a route change and the draft's query in turn (the first step's save also loads the
 * wizard's chunk), so it is given twice the usual wait; when the heading does not come, the failure
 * names what the page says instead (a form alert or a field's error).
 */
export async function saveStep(page: Page, nextHeading: string): Promise<void> {
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  const heading = page.getByRole('heading', { level: 1, name: nextHeading });
  try {
    await heading.waitFor({ timeout: 2 * EXPECT_TIMEOUT_MS });
  } catch (error) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    const invalid = await page
      .locator('[aria-invalid="true"]')
      .evaluateAll((fields) => fields.map((f) => f.getAttribute('name') ?? f.id));
    throw new Error(
      `"${nextHeading}" did not come after saving; alerts: ${JSON.stringify(alerts)}, ` +
        `invalid fields: ${JSON.stringify(invalid)}, at ${page.url()}`,
      { cause: error },
    );
  }
}

const LISTING_FIELDS = `
  street houseNumber postalCode lat lng floor hasElevator listingType title description rooms
  bedrooms bathrooms sizeM2 isFurnished amenities heatingIncluded electricityIncluded
  internetIncluded housefundIncluded price securityType securityMonths durationType
  availableFrom maxOccupants requiresPreApproval petsAllowed smokingAllowed questions { id }
`;

/**
 * A complete listing made through the graph and REST, as the trusted landlord would in the
 * wizard: every step's fields, three photos, then submit (a trusted landlord publishes at once).
 */
export async function publishThroughGraph(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown>,
): Promise<{ id: string; status: string }> {
  const created = await graphql<{ createListing: { id: string } }>(
    request,
    `mutation C($input: CreateListingInput!) { createListing(input: $input) { id ${LISTING_FIELDS} } }`,
    { input: { fields } },
    token,
  );
  const id = created.createListing.id;
  for (const hue of [20, 140, 260]) {
    const photo = await makePhoto(hue, `photo-${hue}.png`);
    const res = await request.post(`/api/listings/${id}/photos/`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: photo },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const submitted = await graphql<{ submitListing: { id: string; status: string } }>(
    request,
    'mutation S($input: ListingIdInput!) { submitListing(input: $input) { id status } }',
    { input: { id } },
    token,
  );
  return submitted.submitListing;
}

/**
 * A listing of an untrusted landlord made live: published through the graph as above (it then
 * awaits review), and staff approve its publish request.
 */
export async function publishApproved(
  request: APIRequestContext,
  landlordToken: string,
  staffToken: string,
  fields: Record<string, unknown>,
): Promise<{ id: string; status: string }> {
  const submitted = await publishThroughGraph(request, landlordToken, fields);
  if (submitted.status === 'PUBLISHED') return submitted;
  const { listing } = await graphql<{ listing: { publishRequest: { id: string } | null } }>(
    request,
    'query L($id: ID!) { listing(id: $id) { publishRequest { id } } }',
    { id: submitted.id },
    landlordToken,
  );
  if (!listing.publishRequest) throw new Error(`listing ${submitted.id} has no publish request`);
  await graphql(
    request,
    'mutation A($input: ApprovePublishRequestInput!) { approvePublishRequest(input: $input) { id } }',
    { input: { id: listing.publishRequest.id } },
    staffToken,
  );
  return { id: submitted.id, status: 'PUBLISHED' };
}
