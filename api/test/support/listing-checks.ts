import sharp from 'sharp';
import { LISTING_PHOTOS } from '@leiga/domain';
import type { Session, TestApp } from '../helpers.js';
import { completeListingFields } from './listings.js';
import { multipartBody } from './multipart.js';

/** A photo with a layout of its own (blocks placed by the seed), so its hash is its own too. */
export async function makeDistinctPhoto(seed: number, width = 800): Promise<Buffer> {
  const height = Math.round(width * 0.75);
  let x = seed * 7919 + 13;
  const next = () => {
    x = (x * 48271) % 2147483647;
    return x / 2147483647;
  };
  const blocks = Array.from({ length: 12 }, () => {
    const w = Math.round(next() * width * 0.4) + 20;
    const h = Math.round(next() * height * 0.4) + 20;
    return `<rect x="${Math.round(next() * (width - w))}" y="${Math.round(next() * (height - h))}" width="${w}" height="${h}" fill="hsl(${Math.round(next() * 360)},50%,${Math.round(next() * 80 + 10)}%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#888"/>${blocks}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export type ListingReply = {
  id: number;
  status: string;
  is_verified: boolean;
  verification?: string;
  fraud_check?: {
    score: number;
    passes: boolean;
    signals: { code: string; [field: string]: unknown }[];
    checked_at: string;
  } | null;
};

let padding = 90_000;

/** A listing of the landlord with these photos, through create, upload, submit (and approval). */
export async function publishWithPhotos(
  t: TestApp,
  landlord: Session,
  photos: Buffer[],
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const created = await t.call<{ id: number }>('POST', '/api/listings/', {
    token: landlord.access,
    body: completeListingFields(overrides),
  });
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
  // Filled up to the minimum with photos of their own, which match nothing.
  const files = [...photos];
  while (files.length < LISTING_PHOTOS.minToPublish) files.push(await makeDistinctPhoto(++padding));
  const body = multipartBody(
    files.map((data, i) => ({ filename: `mynd-${i}.jpg`, contentType: 'image/jpeg', data })),
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${created.body.id}/photos/`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${landlord.access}` },
  });
  if (uploaded.statusCode !== 201) throw new Error(`photos: ${uploaded.body}`);
  const submitted = await t.call<{ status: string; publish_request: { id: number } | null }>(
    'POST',
    `/api/listings/${created.body.id}/submit/`,
    { token: landlord.access },
  );
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  if (submitted.body.status === 'awaiting_review') {
    const staff = await t.as('staff');
    const approved = await t.call(
      'POST',
      `/api/admin/listing-publish-requests/${submitted.body.publish_request!.id}/approve/`,
      { token: staff.access },
    );
    if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  }
  return created.body.id;
}

/** The listing as staff read it once its check (after the outbox) is newer than `after`. */
export async function readCheckedListing(
  t: TestApp,
  listingId: number,
  after = new Date(0),
): Promise<ListingReply> {
  const staff = await t.as('staff');
  await t.app.ctx.events.kick();
  for (let i = 0; i < 200; i++) {
    const reply = await t.call<ListingReply>('GET', `/api/listings/${listingId}/`, {
      token: staff.access,
    });
    const checkedAt = reply.body.fraud_check?.checked_at;
    if (checkedAt && new Date(checkedAt) > after) return reply.body;
    await new Promise((resolve) => setTimeout(resolve, 25));
    await t.app.ctx.events.kick();
  }
  throw new Error(`listing ${listingId} was never checked`);
}
