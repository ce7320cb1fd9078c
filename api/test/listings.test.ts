import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, publishRequests } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { makePhoto } from './support/images.js';
import { completeListingFields, publishListing, uploadPhotos } from './support/listings.js';

type Listing = {
  id: number;
  status: string;
  steps: { step: string; is_complete: boolean; fields: Record<string, string> }[];
  publish_request: { id: number; status: string; reason: string | null } | null;
  photos: { id: number; key: string; is_cover: boolean }[];
  price_history: { price: number }[];
  municipality: string;
  is_liked: boolean;
  likes_count: number;
};
type Page = { count: number; results: Listing[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the listing wizard', () => {
  it('saves a draft step by step and reports which steps are complete', async () => {
    const landlord = await t.as('landlord');
    const created = await t.call<Listing>('POST', '/api/listings/', {
      token: landlord.access,
      body: {},
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('draft');
    expect(
      created.body.steps.every(
        (s) => !s.is_complete || s.step === 'amenities' || s.step === 'questions',
      ),
    ).toBe(true);

    const fields = completeListingFields();
    const realEstate = await t.call<Listing>('PATCH', `/api/listings/${created.body.id}/`, {
      token: landlord.access,
      body: {
        street: fields.street,
        house_number: fields.house_number,
        postal_code: '101',
        lat: fields.lat,
        lng: fields.lng,
        floor: 2,
        has_elevator: false,
      },
    });
    expect(realEstate.status).toBe(200);
    expect(realEstate.body.municipality).toBe('Reykjavík');
    expect(realEstate.body.steps.find((s) => s.step === 'real-estate')?.is_complete).toBe(true);
    expect(realEstate.body.steps.find((s) => s.step === 'basics')?.is_complete).toBe(false);
  });

  it('refuses bad field values with field errors, and a studio with three rooms stays incomplete', async () => {
    const landlord = await t.as('landlord');
    const bad = await t.call('POST', '/api/listings/', {
      token: landlord.access,
      body: { postal_code: '999', price: -5, listing_type: 'castle' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body['fields']).toMatchObject({
      postal_code: 'validation.postal_code',
      price: 'validation.price',
      listing_type: 'validation.listing_type',
    });
    const studio = await t.call<Listing>('POST', '/api/listings/', {
      token: landlord.access,
      body: completeListingFields({ listing_type: 'studio', rooms: 3 }),
    });
    expect(studio.body.steps.find((s) => s.step === 'basics')?.fields).toEqual({
      rooms: 'validation.rooms_single',
    });
  });

  it('only landlords create listings and only the owner edits one', async () => {
    const tenant = await t.as('tenant');
    expect(
      (await t.call('POST', '/api/listings/', { token: tenant.access, body: {} })).status,
    ).toBe(403);
    expect((await t.call('POST', '/api/listings/', { body: {} })).status).toBe(401);
    const landlord = await t.as('landlord');
    const draft = await t.call<Listing>('POST', '/api/listings/', {
      token: landlord.access,
      body: {},
    });
    const other = await t.login('magnus@leiga.is');
    expect(
      (
        await t.call('PATCH', `/api/listings/${draft.body.id}/`, {
          token: other.access,
          body: { floor: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/listings/${draft.body.id}/`)).status).toBe(404);
    const staff = await t.as('staff');
    expect(
      (await t.call('GET', `/api/listings/${draft.body.id}/`, { token: staff.access })).status,
    ).toBe(200);
  });

  it('goes through review: incomplete submit refused, staff reject with a reason, then approve', async () => {
    const landlord = await t.as('landlord');
    const staff = await t.as('staff');
    const draft = await t.call<Listing>('POST', '/api/listings/', {
      token: landlord.access,
      body: completeListingFields(),
    });
    const early = await t.call('POST', `/api/listings/${draft.body.id}/submit/`, {
      token: landlord.access,
    });
    expect(early.status).toBe(422);
    expect(early.body['fields']).toEqual({ photos: 'validation.photos_min' });

    const photos = await uploadPhotos(t, landlord.access, draft.body.id, 3);
    expect(photos.status).toBe(201);
    expect(photos.body.results.map((p) => p.is_cover)).toEqual([true, false, false]);
    const submitted = await t.call<Listing>('POST', `/api/listings/${draft.body.id}/submit/`, {
      token: landlord.access,
    });
    expect(submitted.body.status).toBe('awaiting_review');

    const notStaff = await t.call(
      'POST',
      `/api/admin/listing-publish-requests/${submitted.body.publish_request!.id}/approve/`,
      { token: landlord.access },
    );
    expect(notStaff.status).toBe(403);
    const rejected = await t.call(
      'POST',
      `/api/admin/listing-publish-requests/${submitted.body.publish_request!.id}/reject/`,
      {
        token: staff.access,
        body: { reason: 'Myndirnar sýna ekki eignina sjálfa.' },
      },
    );
    expect(rejected.status).toBe(200);
    const seen = await t.call<Listing>('GET', `/api/listings/${draft.body.id}/`, {
      token: landlord.access,
    });
    expect(seen.body.status).toBe('draft');
    expect(seen.body.publish_request).toMatchObject({
      status: 'rejected',
      reason: 'Myndirnar sýna ekki eignina sjálfa.',
    });

    const again = await t.call<Listing>('POST', `/api/listings/${draft.body.id}/submit/`, {
      token: landlord.access,
    });
    const approved = await t.call(
      'POST',
      `/api/admin/listing-publish-requests/${again.body.publish_request!.id}/approve/`,
      { token: staff.access },
    );
    expect(approved.status).toBe(200);
    const twice = await t.call(
      'POST',
      `/api/admin/listing-publish-requests/${again.body.publish_request!.id}/approve/`,
      { token: staff.access },
    );
    expect(twice.status).toBe(409);
    const live = await t.call<Listing>('GET', `/api/listings/${draft.body.id}/`);
    expect(live.body.status).toBe('published');
    expect(live.body.price_history.map((h) => h.price)).toEqual([285000]);
  });

  it('moves through pause, resume, rented and archive, refusing what makes no sense', async () => {
    const id = await publishListing(t);
    const landlord = await t.as('landlord');
    const step = (action: string) =>
      t.call<Listing>('POST', `/api/listings/${id}/${action}/`, { token: landlord.access });
    expect((await step('resume')).status).toBe(409);
    expect((await step('pause')).body.status).toBe('paused');
    expect((await t.call('GET', `/api/listings/${id}/`)).status).toBe(404);
    expect((await step('resume')).body.status).toBe('published');
    expect((await step('mark-rented')).body.status).toBe('rented');
    expect((await step('archive')).body.status).toBe('archived');
    expect(
      (
        await t.call('PATCH', `/api/listings/${id}/`, {
          token: landlord.access,
          body: { floor: 3 },
        })
      ).status,
    ).toBe(409);
    expect((await step('relist')).body.status).toBe('draft');
  });
});

describe('photos', () => {
  it('checks the bytes, not the name, and refuses damaged or huge images', async () => {
    const landlord = await t.as('landlord');
    const draft = await t.call<Listing>('POST', '/api/listings/', {
      token: landlord.access,
      body: {},
    });
    const { multipartBody } = await import('./support/multipart.js');
    const upload = async (data: Buffer, filename = 'mynd.jpg') => {
      const body = multipartBody([{ filename, contentType: 'image/jpeg', data }]);
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/listings/${draft.body.id}/photos/`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${landlord.access}` },
      });
      return { status: reply.statusCode, body: JSON.parse(reply.body) as Record<string, unknown> };
    };
    const renamedText = await upload(
      Buffer.from('%PDF-1.7 this is not a photo at all'),
      'mynd.jpg',
    );
    expect(renamedText).toMatchObject({ status: 400, body: { code: 'unsupported_image' } });
    const jpeg = await makePhoto();
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(truncated).toMatchObject({ status: 400, body: { code: 'image_corrupt' } });
    const huge = await makePhoto({ width: 8000, height: 6000, format: 'png' });
    expect(await upload(huge, 'risastor.png')).toMatchObject({
      status: 400,
      body: { code: 'image_too_large' },
    });
    const webp = await upload(await makePhoto({ format: 'webp' }), 'mynd.webp');
    expect(webp.status).toBe(201);
    const avifHeif = await upload(await makePhoto({ format: 'avif' }), 'mynd.heic');
    expect(avifHeif.status).toBe(201);
  });

  it('strips metadata, applies orientation and serves resized variants through /_ipx/', async () => {
    const landlord = await t.as('landlord');
    const draft = await t.call<Listing>('POST', '/api/listings/', {
      token: landlord.access,
      body: {},
    });
    const { multipartBody } = await import('./support/multipart.js');
    // Orientation 6: stored landscape 800x600, shown rotated, so the result is portrait.
    const body = multipartBody([
      {
        filename: 'snua.jpg',
        contentType: 'image/jpeg',
        data: await makePhoto({ orientation: 6 }),
      },
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${draft.body.id}/photos/`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${landlord.access}` },
    });
    const [photo] = (
      JSON.parse(reply.body) as {
        results: { key: string; width: number; height: number; placeholder: string }[];
      }
    ).results;
    expect(photo).toMatchObject({ width: 600, height: 800 });
    expect(photo!.placeholder).toMatch(/^data:image\/webp;base64,/);
    const sharp = (await import('sharp')).default;
    const stored = await t.app.ctx.storage.get(photo!.key);
    const meta = await sharp(stored!).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();

    const variant = await t.app.inject({
      method: 'GET',
      url: `/_ipx/f_webp,w_320,q_70/${photo!.key}`,
    });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toContain('immutable');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
    const avif = await t.app.inject({ method: 'GET', url: `/_ipx/f_avif,s_320x320/${photo!.key}` });
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({
      width: 320,
      height: 320,
      format: 'heif',
    });
    expect((await t.app.inject({ method: 'GET', url: `/_ipx/z_1/${photo!.key}` })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/_ipx/w_100/listings/1/../../etc/passwd' }))
        .statusCode,
    ).toBe(404);
  });

  it('reorders, changes the cover and deletes', async () => {
    const landlord = await t.as('landlord');
    const draft = await t.call<Listing>('POST', '/api/listings/', {
      token: landlord.access,
      body: {},
    });
    const { body } = await uploadPhotos(t, landlord.access, draft.body.id, 3);
    const [a, b, c] = body.results.map((p) => p.id) as [number, number, number];
    const order = await t.call<{ results: { id: number }[] }>(
      'PUT',
      `/api/listings/${draft.body.id}/photos/order/`,
      { token: landlord.access, body: { ids: [c, a, b] } },
    );
    expect(order.body.results.map((p) => p.id)).toEqual([c, a, b]);
    expect(
      (
        await t.call('PUT', `/api/listings/${draft.body.id}/photos/order/`, {
          token: landlord.access,
          body: { ids: [c, a] },
        })
      ).status,
    ).toBe(400);
    await t.call('PATCH', `/api/listing-photos/${b}/`, {
      token: landlord.access,
      body: { is_cover: true },
    });
    const after = await t.call<Listing>('GET', `/api/listings/${draft.body.id}/`, {
      token: landlord.access,
    });
    expect(after.body.photos.filter((p) => p.is_cover).map((p) => p.id)).toEqual([b]);
    const tenant = await t.as('tenant');
    expect(
      (await t.call('DELETE', `/api/listing-photos/${b}/`, { token: tenant.access })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/listing-photos/${b}/`, { token: landlord.access })).status,
    ).toBe(204);
    const final = await t.call<Listing>('GET', `/api/listings/${draft.body.id}/`, {
      token: landlord.access,
    });
    expect(final.body.photos.map((p) => p.id)).toEqual([c, a]);
    expect(final.body.photos[0]!.is_cover).toBe(true);
  });

  it('keeps a stored file while another listing still shows it (the demo photos are shared)', async () => {
    const { listingPhotos } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const shared = await t.app.ctx.db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.storageKey, 'demo/photo-01.jpg'));
    expect(shared.length).toBeGreaterThan(1);
    const jon = await t.as('landlord');
    const own = (await t.call<Page>('GET', '/api/listingsv2/?page_size=100', { token: jon.access }))
      .body;
    const ownIds = new Set(own.results.map((l) => l.id));
    const mine = shared.find((p) => ownIds.has(p.listingId));
    expect(mine).toBeDefined();
    expect(
      (await t.call('DELETE', `/api/listing-photos/${mine!.id}/`, { token: jon.access })).status,
    ).toBe(204);
    expect(await t.app.ctx.storage.get('demo/photo-01.jpg')).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/_ipx/w_100/demo/photo-01.jpg' })).statusCode,
    ).toBe(200);
  });
});

describe('search, likes and saved searches', () => {
  it('finds a listing typed without Icelandic letters and filters by the URL filters', async () => {
    const id = await publishListing(t, {
      street: 'Þórsgata',
      title: 'Notaleg íbúð við Þórsgötu á Skólavörðuholti',
      price: 240000,
    });
    const search = (query: string) => t.call<Page>('GET', `/api/listings/?${query}`);
    expect((await search('q=thorsgata')).body.results.map((l) => l.id)).toContain(id);
    expect((await search('q=skolavorduholti')).body.results.map((l) => l.id)).toContain(id);
    expect(
      (await search('q=thorsgata&price_max=200000')).body.results.map((l) => l.id),
    ).not.toContain(id);
    expect(
      (await search('q=thorsgata&postal_codes=101,105&rooms_min=3')).body.results.map((l) => l.id),
    ).toContain(id);
    expect(
      (await search('q=thorsgata&bbox=64.0,-22.1,64.2,-21.8')).body.results.map((l) => l.id),
    ).toContain(id);
    expect(
      (await search('q=thorsgata&bbox=65.6,-18.2,65.8,-18.0')).body.results.map((l) => l.id),
    ).not.toContain(id);
    expect(
      (await search('q=thorsgata&commercial=true')).body.results.map((l) => l.id),
    ).not.toContain(id);
    expect((await search('price_min=abc')).status).toBe(400);
    // A short word narrows a long one by word start ("54", not "154"); alone it uses the prefix index.
    const numbered = (await search('q=grettisgata%2054')).body.results;
    expect(numbered.length).toBeGreaterThan(0);
    expect(
      numbered.every((l) =>
        (l as unknown as { house_number: string }).house_number.startsWith('54'),
      ),
    ).toBe(true);
    expect((await search('q=54')).body.results.length).toBeGreaterThan(0);
  });

  it('answers a results page as cards on view=card: the cover without the other photos or the description', async () => {
    const full = await t.call<{ results: Array<Listing & { description: string | null }> }>(
      'GET',
      '/api/listings/?page_size=5',
    );
    const cards = await t.call<Page & { next: string | null }>(
      'GET',
      '/api/listings/?page_size=5&view=card',
    );
    expect(cards.status).toBe(200);
    expect(cards.body.results.map((l) => l.id)).toEqual(full.body.results.map((l) => l.id));
    expect(full.body.results[0]).toHaveProperty('description');
    expect(full.body.results[0]!.photos.length).toBeGreaterThan(0);
    for (const [i, card] of cards.body.results.entries()) {
      const { photos: _photos, description: _description, ...rest } = full.body.results[i]!;
      expect(card).toEqual(rest);
      expect(card).not.toHaveProperty('photos');
      expect(card).not.toHaveProperty('description');
      expect(card).toHaveProperty('cover_photo');
    }
    expect(cards.body.next).toContain('view=card');
    expect((await t.call('GET', '/api/listings/?view=full')).status).toBe(400);
  });

  it('reads only the cover for a card: the one marked so, and the owner’s steps count every photo', async () => {
    const id = await publishListing(t, { street: 'Bræðraborgarstígur', house_number: '7' });
    const landlord = await t.as('landlord');
    const listing = await t.call<Listing>('GET', `/api/listings/${id}/`, {
      token: landlord.access,
    });
    const last = listing.body.photos.at(-1)!;
    await t.call('PATCH', `/api/listing-photos/${last.id}/`, {
      token: landlord.access,
      body: { is_cover: true },
    });
    const search = `/api/listings/?q=${encodeURIComponent('Bræðraborgarstígur 7')}`;
    type Found = { results: Array<Listing & { cover_photo: { id: number }; description: string }> };
    const full = await t.call<Found>('GET', search, { token: landlord.access });
    const cards = await t.call<Found>('GET', `${search}&view=card`, { token: landlord.access });
    expect(full.body.results.map((l) => l.id)).toEqual([id]);
    const { photos, description: _description, ...rest } = full.body.results[0]!;
    expect(photos).toHaveLength(3);
    // The owner sees the wizard's steps, whose photo step needs the count of every photo.
    expect(rest.steps.find((s) => s.step === 'photos')).toMatchObject({ is_complete: true });
    expect(cards.body.results).toEqual([rest]);
    expect(cards.body.results[0]!.cover_photo.id).toBe(last.id);
  });

  it('likes, lists liked listings with page size 6 and unlikes', async () => {
    const id = await publishListing(t);
    const tenant = await t.as('otherTenant');
    expect((await t.call('POST', `/api/listings/${id}/like/`)).status).toBe(401);
    await t.call('POST', `/api/listings/${id}/like/`, { token: tenant.access });
    await t.call('POST', `/api/listings/${id}/like/`, { token: tenant.access });
    const liked = await t.call<Page & { next: string | null }>(
      'GET',
      '/api/listings/?liked=true&page=1&page_size=6',
      { token: tenant.access },
    );
    expect(liked.body.results.map((l) => l.id)).toEqual([id]);
    expect(liked.body.results[0]).toMatchObject({ is_liked: true, likes_count: 1 });
    await t.call('DELETE', `/api/listings/${id}/like/`, { token: tenant.access });
    const after = await t.call<Page>('GET', '/api/listings/?liked=true', { token: tenant.access });
    expect(after.body.count).toBe(0);
  });

  it('alerts a saved search by e-mail when a matching listing is published, and on a price drop', async () => {
    // Kristín has no saved search in the seed, so the alert can only come from this one.
    const tenant = await t.as('otherTenant');
    const saved = await t.call<{ id: number; filters: Record<string, unknown> }>(
      'POST',
      '/api/saved-searches/',
      {
        token: tenant.access,
        body: {
          name: 'Vesturbær, 3 herbergi',
          filters: { q: 'hofsvallagata', rooms_min: 3, pets: true, types: [] },
        },
      },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.filters).toEqual({ q: 'hofsvallagata', rooms_min: 3, pets: true });
    const id = await publishListing(t, {
      street: 'Hofsvallagata',
      house_number: '21',
      postal_code: '107',
      title: 'Rúmgóð íbúð við Hofsvallagötu í Vesturbæ',
    });
    // The alert is a notification: its e-mail goes out from the delivery the first event wrote.
    await t.app.ctx.events.kick();
    await t.app.ctx.events.kick();
    const alert = await t.lastMessage('kristin@leiga.is');
    expect(alert.data['purpose']).toBe('notification_saved_search_alert');
    expect(alert.body).toContain(`/listings/${id}`);
    expect(alert.body).toContain('Vesturbær, 3 herbergi');

    const landlord = await t.as('landlord');
    await t.call('PATCH', `/api/listings/${id}/`, {
      token: landlord.access,
      body: { price: 260000 },
    });
    await t.app.ctx.events.kick();
    await t.app.ctx.events.kick();
    const drop = await t.lastMessage('kristin@leiga.is');
    expect(drop.data['purpose']).toBe('notification_price_drop_alert');
    // Domain's formatter, the same text in every runtime: Icelandic grouping, "kr." unbroken.
    expect(drop.body).toContain('úr 285.000\u00a0kr. í 260.000\u00a0kr. á mánuði');
    const detail = await t.call<Listing>('GET', `/api/listings/${id}/`);
    expect(detail.body.price_history.map((h) => h.price)).toEqual([285000, 260000]);

    const renamed = await t.call<{ name: string }>(
      'PATCH',
      `/api/saved-searches/${saved.body.id}/`,
      { token: tenant.access, body: { name: 'Vesturbærinn' } },
    );
    expect(renamed.body.name).toBe('Vesturbærinn');
    const other = await t.as('tenant');
    expect(
      (await t.call('DELETE', `/api/saved-searches/${saved.body.id}/`, { token: other.access }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/saved-searches/${saved.body.id}/`, { token: tenant.access }))
        .status,
    ).toBe(204);
  });
});

describe('withdrawing review requests', () => {
  it('an owner archiving a listing under review withdraws only its pending request', async () => {
    const landlord = await t.register({ user_type: 'LL', full_name: 'Katrín Leigusali' });
    const [waiting] = await t.db
      .insert(listings)
      .values({ ownerId: landlord.userId, status: 'awaiting_review', title: 'Bíður yfirferðar' })
      .returning();
    const [old, current] = await t.db
      .insert(publishRequests)
      .values([
        { listingId: waiting!.id, status: 'rejected' },
        { listingId: waiting!.id, status: 'pending' },
      ])
      .returning({ id: publishRequests.id });
    const archived = await t.call<{ status: string }>(
      'POST',
      `/api/listings/${waiting!.id}/archive/`,
      { token: landlord.access },
    );
    expect(archived.body.status).toBe('archived');
    const requests = await t.db
      .select({ id: publishRequests.id, status: publishRequests.status })
      .from(publishRequests)
      .where(eq(publishRequests.listingId, waiting!.id));
    expect(Object.fromEntries(requests.map((r) => [r.id, r.status]))).toEqual({
      [old!.id]: 'rejected',
      [current!.id]: 'withdrawn',
    });
  });
});
