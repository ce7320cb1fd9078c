import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runListingCheck } from '../src/modules/listing-checks/listing-checks-service.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import {
  makeDistinctPhoto,
  publishWithPhotos,
  readCheckedListing,
  type ListingReply,
} from './support/listing-checks.js';

let t: TestApp;
let jon: Session;
let magnus: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp();
  jon = await t.as('landlord');
  magnus = await t.login('magnus@leiga.is');
  staff = await t.as('staff');
});
afterAll(() => t.close());

type Page = { results: ListingReply[] };

describe('the demo market', () => {
  it('shows verified listings to tenants and flags the planted ones for staff', async () => {
    const visitor = await t.call<Page>('GET', '/api/listings/?page_size=100');
    expect(visitor.body.results.filter((l) => l.is_verified).length).toBeGreaterThan(10);
    expect(visitor.body.results.every((l) => l.fraud_check === undefined)).toBe(true);
    const admin = await t.call<Page>('GET', '/api/admin/listings/?page_size=100', {
      token: staff.access,
    });
    const flagged = admin.body.results.filter((l) => l.fraud_check && !l.fraud_check.passes);
    const codes = flagged.flatMap((l) => l.fraud_check!.signals.map((s) => s.code));
    expect(codes).toContain('reused_photo');
    expect(codes).toContain('price_far_below');
    expect(flagged.every((l) => !l.is_verified)).toBe(true);
  });

  it('was checked at seed time exactly as the outbox would check each listing', async () => {
    const admin = await t.call<Page>('GET', '/api/admin/listings/?page_size=100', {
      token: staff.access,
    });
    const seeded = admin.body.results.filter((l) => l.status !== 'draft');
    expect(seeded.length).toBeGreaterThan(30);
    for (const listing of seeded) {
      const rerun = await runListingCheck(t.db, listing.id);
      expect({ id: listing.id, passes: rerun?.passes, score: rerun?.score }).toEqual({
        id: listing.id,
        passes: listing.fraud_check?.passes,
        score: listing.fraud_check?.score,
      });
      expect(rerun!.signals.map((s) => s.code)).toEqual(
        listing.fraud_check!.signals.map((s) => s.code),
      );
    }
  });
});

describe('photos reused across landlords', () => {
  let jonsListing: number;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await makeDistinctPhoto(101);
    jonsListing = await publishWithPhotos(t, jon, [photo, await makeDistinctPhoto(102)]);
  });

  it('flags a photo another landlord uploads again, re-encoded and smaller', async () => {
    const copy = await sharp(photo).resize(640).jpeg({ quality: 60 }).toBuffer();
    const id = await publishWithPhotos(t, magnus, [await makeDistinctPhoto(103), copy]);
    const checked = await readCheckedListing(t, id);
    expect(checked.fraud_check!.passes).toBe(false);
    expect(checked.fraud_check!.signals).toContainEqual(
      expect.objectContaining({ code: 'reused_photo', other_listing_id: jonsListing }),
    );
    expect(checked.is_verified).toBe(false);
    const own = await t.call<ListingReply>('GET', `/api/listings/${id}/`, {
      token: magnus.access,
    });
    expect(own.body.verification).toBe('needs_review');
    expect(own.body.fraud_check).toBeUndefined();
  });

  it('does not flag a landlord who uses his own photo on another of his listings', async () => {
    const own = await makeDistinctPhoto(104);
    await publishWithPhotos(t, jon, [own]);
    const id = await publishWithPhotos(t, jon, [own], {
      street: 'Njálsgata',
      house_number: '40',
    });
    const checked = await readCheckedListing(t, id);
    expect(checked.fraud_check).toMatchObject({ passes: true, signals: [] });
    expect(checked.is_verified).toBe(true);
  });

  it('clears the flag once the reused photo is deleted', async () => {
    const copy = await sharp(photo).jpeg({ quality: 70 }).toBuffer();
    const id = await publishWithPhotos(t, magnus, [await makeDistinctPhoto(105), copy]);
    const flagged = await readCheckedListing(t, id);
    expect(flagged.fraud_check!.passes).toBe(false);
    const photoId = Number(flagged.fraud_check!.signals[0]!['photo_id']);
    const deleted = await t.call('DELETE', `/api/listing-photos/${photoId}/`, {
      token: magnus.access,
    });
    expect(deleted.status).toBe(204);
    const cleared = await readCheckedListing(t, id, new Date(flagged.fraud_check!.checked_at));
    expect(cleared.fraud_check!.passes).toBe(true);
    expect(cleared.is_verified).toBe(true);
  });
});

describe('the verified badge', () => {
  it('needs the landlord to be identified by electronic ID, however clean the listing', async () => {
    const newcomer = await t.register({ user_type: 'LL' });
    const id = await publishWithPhotos(t, newcomer, [await makeDistinctPhoto(201)]);
    const checked = await readCheckedListing(t, id);
    expect(checked.fraud_check!.passes).toBe(true);
    expect(checked.is_verified).toBe(false);
    const own = await t.call<ListingReply>('GET', `/api/listings/${id}/`, {
      token: newcomer.access,
    });
    expect(own.body.verification).toBe('landlord_not_identified');
  });

  it('is lost when the rent drops far below comparable homes, and the landlord sees why in general terms', async () => {
    const id = await publishWithPhotos(t, jon, [await makeDistinctPhoto(301)], {
      street: 'Laugavegur',
      house_number: '70',
    });
    const before = await readCheckedListing(t, id);
    expect(before.is_verified).toBe(true);
    const patched = await t.call('PATCH', `/api/listings/${id}/`, {
      token: jon.access,
      body: { price: 60000 },
    });
    expect(patched.status).toBe(200);
    const after = await readCheckedListing(t, id, new Date(before.fraud_check!.checked_at));
    expect(after.fraud_check!.signals).toContainEqual(
      expect.objectContaining({ code: 'price_far_below' }),
    );
    expect(after.is_verified).toBe(false);
    const own = await t.call<ListingReply>('GET', `/api/listings/${id}/`, { token: jon.access });
    expect(own.body).toMatchObject({ is_verified: false, verification: 'needs_review' });
    expect(own.body.fraud_check).toBeUndefined();
  });

  it('is lost when the description asks for a deposit through a money-transfer service', async () => {
    const id = await publishWithPhotos(t, jon, [await makeDistinctPhoto(401)], {
      description:
        'I am abroad, so please pay the deposit via Western Union before the viewing and I send the keys.',
    });
    const checked = await readCheckedListing(t, id);
    expect(checked.fraud_check!.signals.map((s) => s.code)).toContain('scam_phrase');
    expect(checked.is_verified).toBe(false);
  });
});

describe('who sees the check', () => {
  it('shows the check to staff only; visitors and other users see the badge alone', async () => {
    const id = await publishWithPhotos(t, jon, [await makeDistinctPhoto(501)]);
    await readCheckedListing(t, id);
    const anna = await t.as('tenant');
    for (const token of [undefined, anna.access]) {
      const reply = await t.call<ListingReply>('GET', `/api/listings/${id}/`, { token });
      expect(reply.status).toBe(200);
      expect(reply.body.is_verified).toBe(true);
      expect(reply.body).not.toHaveProperty('fraud_check');
      expect(reply.body).not.toHaveProperty('verification');
    }
    const asStaff = await t.call<ListingReply>('GET', `/api/listings/${id}/`, {
      token: staff.access,
    });
    expect(asStaff.body.fraud_check).toMatchObject({ passes: true, score: 0 });
  });
});
