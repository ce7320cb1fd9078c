import { readFileSync } from 'node:fs';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PHOTOS, LOGIN_RATE_LIMIT, SMS_CODE } from '@leiga/domain';
import { listingPhotos, refreshTokens, smsCodes } from '../src/db/schema/index.js';
import { uniqueViolation } from '../src/http/db-errors.js';
import { hashToken } from '../src/modules/auth/secrets.js';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from './helpers.js';
import { race, raceStatuses, tally } from './support/concurrency.js';
import { makePhoto } from './support/images.js';
import { uploadPhotos } from './support/listings.js';
import { multipartBody } from './support/multipart.js';

// Rules that hold one request at a time and must hold when many arrive together. Each runs on
// PGlite and, in CI, on the PostgreSQL server (DATABASE_URL), where requests truly overlap.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one account per e-mail address', () => {
  it('answers 50 sign-ups with one address at once with one 201 and 49 409s', async () => {
    const email = uniqueEmail('samtimis');
    const statuses = await raceStatuses(50, () =>
      t.call('POST', '/api/auth/register/', {
        body: { email, password: PASSWORD, full_name: 'Sami Tímason', user_type: 'LL' },
      }),
    );
    expect(statuses).toEqual({ 201: 1, 409: 49 });
    const login = await t.call('POST', '/api/auth/login/', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
  });
});

describe('sign-in tries', () => {
  it('checks only the allowed number of passwords when 50 wrong ones arrive at once', async () => {
    const account = await t.register();
    const statuses = await raceStatuses(50, () =>
      t.call('POST', '/api/auth/login/', {
        body: { email: account.email, password: 'rangt-lykilord' },
        ip: '10.9.0.1',
      }),
    );
    expect(statuses).toEqual({
      401: LOGIN_RATE_LIMIT.perAccountAndAddress,
      429: 50 - LOGIN_RATE_LIMIT.perAccountAndAddress,
    });
  });
});

describe('a password-reset token', () => {
  it('works once when 20 confirmations with it arrive at once', async () => {
    const account = await t.register();
    expect(
      (await t.call('POST', '/api/auth/password-reset/', { body: { email: account.email } }))
        .status,
    ).toBe(202);
    const token = (await t.lastMessage(account.email)).data['token']!;
    const statuses = await raceStatuses(20, (i) =>
      t.call('POST', '/api/auth/password-reset/confirm/', {
        body: { token, password: `nytt-lykilord-${i}-abc` },
      }),
    );
    expect(statuses).toEqual({ 200: 1, 400: 19 });
  });
});

describe('a refresh token inside the grace window', () => {
  it('gives 10 tabs refreshing at once one successor, so the session keeps one chain', async () => {
    const racy = await createTestApp({ refreshReuseGraceSeconds: 30 });
    try {
      const session = await racy.as('tenant');
      const answers = await race(10, () =>
        racy.call<{ access: string; refresh: string }>('POST', '/api/auth/refresh/', {
          body: { refresh: session.refresh },
        }),
      );
      expect(tally(answers)).toEqual({ 200: 10 });
      const successors = new Set(answers.map((a) => a.body.refresh));
      expect(successors.size).toBe(1);
      const [successor] = [...successors];
      const [first] = await racy.db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(session.refresh)));
      const chain = await racy.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, first!.sessionId));
      expect(chain).toHaveLength(2);
      // The successor rotates as usual and every access token of the race works.
      expect(
        (await racy.call('POST', '/api/auth/refresh/', { body: { refresh: successor } })).status,
      ).toBe(200);
      for (const answer of answers)
        expect(
          (await racy.call('GET', '/api/auth/user/', { token: answer.body.access })).status,
        ).toBe(200);
    } finally {
      await racy.close();
    }
  });
});

describe('photos of one listing', () => {
  const uploadOne = async (token: string, listingId: number, data: Buffer) => {
    const body = multipartBody([{ filename: 'mynd.jpg', contentType: 'image/jpeg', data }]);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/photos/`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    return { status: reply.statusCode };
  };
  const photosOf = (listingId: number) =>
    t.db
      .select({ position: listingPhotos.position, isCover: listingPhotos.isCover })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position));
  const newDraft = async (token: string) => {
    const draft = await t.call<{ id: number }>('POST', '/api/listings/', { token, body: {} });
    expect(draft.status).toBe(201);
    return draft.body.id;
  };

  it('stay within the cap when 20 uploads reach a listing with 35 at once', async () => {
    const landlord = await t.as('landlord');
    const listingId = await newDraft(landlord.access);
    // 35 photos straight into the table: the rule under test is the 36th to 40th.
    await t.db.insert(listingPhotos).values(
      Array.from({ length: 35 }, (_, position) => ({
        listingId,
        storageKey: `listings/${listingId}/fyrir-${position}.jpg`,
        width: 800,
        height: 600,
        bytes: 1000,
        position,
        isCover: position === 0,
        placeholder: 'data:image/webp;base64,',
      })),
    );
    const photo = await makePhoto();
    const statuses = await raceStatuses(20, () => uploadOne(landlord.access, listingId, photo));
    expect(statuses).toEqual({ 201: LISTING_PHOTOS.max - 35, 409: 20 - (LISTING_PHOTOS.max - 35) });
    const photos = await photosOf(listingId);
    expect(photos).toHaveLength(LISTING_PHOTOS.max);
    expect(photos.map((p) => p.position)).toEqual([...Array(LISTING_PHOTOS.max).keys()]);
  });

  it('get positions 0, 1, 2 and one cover when three are uploaded at once', async () => {
    const landlord = await t.as('landlord');
    const listingId = await newDraft(landlord.access);
    const photo = await makePhoto();
    expect(await raceStatuses(3, () => uploadOne(landlord.access, listingId, photo))).toEqual({
      201: 3,
    });
    const photos = await photosOf(listingId);
    expect(photos.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(photos.filter((p) => p.isCover)).toEqual([{ position: 0, isCover: true }]);
  });

  it('keep one cover while the cover changes and photos are deleted at once', async () => {
    const landlord = await t.as('landlord');
    const listingId = await newDraft(landlord.access);
    const { body } = await uploadPhotos(t, landlord.access, listingId, 6);
    const ids = body.results.map((p) => p.id);
    const answers = await race(6, (i) =>
      i % 2 === 0
        ? t.call('PATCH', `/api/listing-photos/${ids[i]}/`, {
            token: landlord.access,
            body: { is_cover: true },
          })
        : t.call('DELETE', `/api/listing-photos/${ids[i]}/`, { token: landlord.access }),
    );
    expect(tally(answers)).toEqual({ 200: 3, 204: 3 });
    const photos = await photosOf(listingId);
    expect(photos.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(photos.filter((p) => p.isCover)).toHaveLength(1);
  });

  it('were repaired where earlier races left shared positions and several covers (0004)', async () => {
    const landlord = await t.as('landlord');
    const broken = await newDraft(landlord.access);
    const coverless = await newDraft(landlord.access);
    const repair = readFileSync(
      new URL('../src/db/migrations/0004_photo_positions_repair.sql', import.meta.url),
      'utf8',
    );
    const photo = (listingId: number, position: number, isCover: boolean) => ({
      listingId,
      storageKey: `listings/${listingId}/${position}-${String(isCover)}.jpg`,
      width: 800,
      height: 600,
      bytes: 1000,
      position,
      isCover,
      placeholder: 'data:image/webp;base64,',
    });
    const rollback = new Error('only looking');
    await expect(
      t.db.transaction(async (tx) => {
        // The data as it was before the one-cover index existed, inside a transaction undone after.
        await tx.execute(sql`drop index listing_photos_one_cover`);
        const inserted = await tx
          .insert(listingPhotos)
          .values([
            photo(broken, 0, true),
            photo(broken, 0, true),
            photo(broken, 0, false),
            photo(broken, 3, true),
            photo(coverless, 2, false),
            photo(coverless, 5, false),
          ])
          .returning({ id: listingPhotos.id });
        await tx.execute(sql.raw(repair));
        const rows = await tx
          .select({
            id: listingPhotos.id,
            listingId: listingPhotos.listingId,
            position: listingPhotos.position,
            isCover: listingPhotos.isCover,
          })
          .from(listingPhotos)
          .where(inArray(listingPhotos.listingId, [broken, coverless]))
          .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
        const ids = inserted.map((r) => r.id);
        expect(rows).toEqual([
          // Shown order kept (position, then upload order); the first cover stays the cover.
          { id: ids[0], listingId: broken, position: 0, isCover: true },
          { id: ids[1], listingId: broken, position: 1, isCover: false },
          { id: ids[2], listingId: broken, position: 2, isCover: false },
          { id: ids[3], listingId: broken, position: 3, isCover: false },
          { id: ids[4], listingId: coverless, position: 0, isCover: true },
          { id: ids[5], listingId: coverless, position: 1, isCover: false },
        ]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // The index is back: a second cover is refused by the database itself.
    await expect(
      t.db.insert(listingPhotos).values([photo(coverless, 0, true), photo(coverless, 1, true)]),
    ).rejects.toSatisfy(
      (error) => uniqueViolation(error)?.constraint === 'listing_photos_one_cover',
    );
  });
});

describe('an SMS code', () => {
  it('is compared at most 5 times when 20 guesses arrive at once', async () => {
    const owner = await t.register();
    const phone = await t.call<{ id: number }>('POST', `/api/users/${owner.userId}/phones/`, {
      token: owner.access,
      body: { country_code: { code: '354' }, number: '6812345' },
    });
    expect(phone.status).toBe(201);
    expect(
      (await t.call('GET', `/api/phones/${phone.body.id}/verify/`, { token: owner.access })).status,
    ).toBe(202);
    const code = (await t.lastMessage('3546812345')).data['code']!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const statuses = await raceStatuses(20, () =>
      t.call('POST', `/api/phones/${phone.body.id}/verify/`, {
        token: owner.access,
        body: { code: wrong },
      }),
    );
    expect(statuses).toEqual({ 400: 20 });
    const [row] = await t.db
      .select({ attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(eq(smsCodes.phoneId, phone.body.id));
    expect(row?.attempts).toBe(SMS_CODE.maxAttempts);
    // The guesses used the code up: even the right one is refused now.
    const right = await t.call('POST', `/api/phones/${phone.body.id}/verify/`, {
      token: owner.access,
      body: { code },
    });
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('sms_code_attempts_exceeded');
  });
});

describe("an account's e-mail addresses", () => {
  it('stay within 5 when 10 different ones are added at once', async () => {
    const owner = await t.register();
    const answers = await race(10, () =>
      t.call('POST', `/api/users/${owner.userId}/emails/`, {
        token: owner.access,
        body: { email: uniqueEmail('auka') },
      }),
    );
    // The account already has the address it signed up with.
    expect(tally(answers)).toEqual({ 201: 4, 409: 6 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(
      new Set(['too_many_emails']),
    );
  });

  it('go to one account when two add the same address 10 times at once', async () => {
    const [one, two] = [await t.register(), await t.register()];
    const email = uniqueEmail('sama');
    const answers = await race(10, (i) => {
      const who = i % 2 === 0 ? one : two;
      return t.call('POST', `/api/users/${who.userId}/emails/`, {
        token: who.access,
        body: { email },
      });
    });
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(
      new Set(['email_taken']),
    );
  });
});
