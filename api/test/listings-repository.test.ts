import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listings } from '../src/db/schema/index.js';
import { countListingsUpTo } from '../src/modules/listings/listings-repository.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('counts search matches up to the cap and says when there are more', async () => {
  const published = eq(listings.status, 'published');
  const [all] = await t.db.select({ value: count() }).from(listings).where(published);
  const total = all!.value;
  expect(total).toBeGreaterThan(1);

  expect(await countListingsUpTo(t.db, published, total)).toEqual({
    count: total,
    isCapped: false,
  });
  expect(await countListingsUpTo(t.db, published, total + 5)).toEqual({
    count: total,
    isCapped: false,
  });
  expect(await countListingsUpTo(t.db, published, total - 1)).toEqual({
    count: total - 1,
    isCapped: true,
  });
});
