import type { TestApp } from '../helpers.js';
import { makePhoto } from './images.js';
import { multipartBody } from './multipart.js';

/** Every wizard step's fields for a believable flat on Grettisgata. */
export function completeListingFields(overrides: Record<string, unknown> = {}) {
  return {
    street: 'Grettisgata',
    house_number: '54',
    unit: '0201',
    postal_code: '101',
    lat: 64.1437,
    lng: -21.9203,
    property_number: 'F2001234',
    floor: 2,
    has_elevator: false,
    listing_type: 'apartment',
    title: 'Björt þriggja herbergja íbúð í miðbænum',
    description:
      'Falleg og björt íbúð á annarri hæð í rólegu húsi við Grettisgötu, stutt í alla þjónustu.',
    rooms: 3,
    bedrooms: 2,
    bathrooms: 1,
    size_m2: 78,
    is_furnished: false,
    amenities: ['washing_machine', 'balcony'],
    heating_included: true,
    electricity_included: false,
    internet_included: false,
    housefund_included: true,
    price: 285000,
    currency: 'ISK',
    security_type: 'deposit',
    security_months: 3,
    duration_type: 'indefinite',
    end_date: null,
    min_months: 12,
    available_from: '2026-12-01',
    max_occupants: 3,
    requires_pre_approval: false,
    min_income: null,
    pets_allowed: true,
    smoking_allowed: false,
    questions: [{ id: 'q-move', text: 'Hvenær viltu flytja inn?', required: true }],
    ...overrides,
  };
}

export async function uploadPhotos(t: TestApp, token: string, listingId: number, count: number) {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      filename: `mynd-${i}.jpg`,
      contentType: 'image/jpeg',
      data: await makePhoto({ hue: i * 40 }),
    })),
  );
  const body = multipartBody(files);
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/photos/`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return {
    status: reply.statusCode,
    body: JSON.parse(reply.body) as {
      results: { id: number; key: string; is_cover: boolean }[];
    } & Record<string, unknown>,
  };
}

/** A published listing of the demo landlord, through create, photos, submit and staff approval. */
export async function publishListing(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const landlord = await t.as('landlord');
  const staff = await t.as('staff');
  const created = await t.call<{ id: number }>('POST', '/api/listings/', {
    token: landlord.access,
    body: completeListingFields(overrides),
  });
  if (created.status !== 201)
    throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const photos = await uploadPhotos(t, landlord.access, created.body.id, 3);
  if (photos.status !== 201)
    throw new Error(`photos: ${photos.status} ${JSON.stringify(photos.body)}`);
  const submitted = await t.call<{ status: string; publish_request: { id: number } }>(
    'POST',
    `/api/listings/${created.body.id}/submit/`,
    { token: landlord.access },
  );
  if (submitted.status !== 200)
    throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const approved = await t.call(
    'POST',
    `/api/admin/listing-publish-requests/${submitted.body.publish_request.id}/approve/`,
    { token: staff.access },
  );
  if (approved.status !== 200)
    throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  return created.body.id;
}
