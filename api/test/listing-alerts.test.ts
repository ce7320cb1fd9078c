import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listings, savedSearches } from '../src/db/schema/index.js';
import { matchingSearches } from '../src/modules/listings/alerts.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('weighs every saved search with alerts on against a new listing, across query batches', async () => {
  const [listing] = await t.db
    .select({ id: listings.id, price: listings.price })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'published'),
        eq(listings.isCommercial, false),
        isNotNull(listings.price),
      ),
    )
    .limit(1);
  const price = listing!.price!;
  const kristin = await t.as('otherTenant');
  // 450 searches: more than two batches. Even ones take the price, odd ones stop just below it,
  // and every tenth has its alerts off.
  const rows = await t.db
    .insert(savedSearches)
    .values(
      Array.from({ length: 450 }, (_, i) => ({
        userId: kristin.userId,
        name: `Leit ${i}`,
        filters: { price_max: i % 2 === 0 ? price : price - 1 },
        isAlertEnabled: i % 10 !== 4,
      })),
    )
    .returning({ id: savedSearches.id, name: savedSearches.name });
  const expected = rows
    .filter((_, i) => i % 2 === 0 && i % 10 !== 4)
    .map((r) => r.id)
    .sort((a, b) => a - b);

  const matches = await matchingSearches(t.app.ctx, listing!.id);
  expect(matches.map((m) => m.savedSearchId).sort((a, b) => a! - b!)).toEqual(expected);
  expect(matches[0]).toMatchObject({ userId: kristin.userId, email: 'kristin@leiga.is' });
});
