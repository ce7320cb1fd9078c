import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import type { ListingSearch } from '@leiga/domain';
import { listings, savedSearches, users } from '../api/src/db/schema/index.js';
import { matchingSearches } from '../api/src/modules/listings/alerts.js';
import { searchConditions, whereAll } from '../api/src/modules/listings/listing-search.js';
import { startTestApi } from '../api/src/testing.js';

/**
 * `npm run bench:alerts`: which saved searches a newly published listing matches, with
 * BENCH_SAVED_SEARCHES (default 2,000) alerts on. Baseline: one query per saved search (as
 * before); now: the searches weighed in batches, one query each. Same data, one run.
 */
const total = Number(process.env['BENCH_SAVED_SEARCHES'] ?? 2000);
const runs = Number(process.env['BENCH_ITERATIONS'] ?? 10);

const api = await startTestApi({ seedListings: 40 });
const { ctx } = api.app;
const [user] = await ctx.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, 'kristin@leiga.is'));
const [listing] = await ctx.db
  .select({ id: listings.id, price: listings.price })
  .from(listings)
  .where(and(eq(listings.status, 'published'), eq(listings.isCommercial, false)))
  .limit(1);
const shapes: Partial<ListingSearch>[] = [
  { price_max: listing!.price ?? 300_000 },
  { q: 'vesturbær', rooms_min: 2 },
  { postal_codes: ['101', '105', '107'], pets: true },
  { municipalities: ['Reykjavík'], price_min: 150_000 },
];
await ctx.db.insert(savedSearches).values(
  Array.from({ length: total }, (_, i) => ({
    userId: user!.id,
    name: `Leit ${i}`,
    filters: shapes[i % shapes.length]!,
  })),
);

/** The way it was: each saved search's SQL run on its own against the listing. */
async function onePerSearch(listingId: number): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.isAlertEnabled, true));
  let hits = 0;
  for (const row of rows) {
    const [hit] = await ctx.db
      .select({ id: listings.id })
      .from(listings)
      .where(whereAll([...searchConditions(row.filters), eq(listings.id, listingId)]))
      .limit(1);
    if (hit) hits += 1;
  }
  return hits;
}

async function median(work: () => Promise<number>): Promise<{ ms: number; hits: number }> {
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    hits = await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, hits };
}

const before = await median(() => onePerSearch(listing!.id));
const now = await median(async () => (await matchingSearches(ctx, listing!.id)).length);
console.log(
  `${total.toLocaleString('en')} saved searches (${process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite'}), median of ${runs}`,
);
console.log(`one query per search: ${before.ms.toFixed(1)} ms (${before.hits} matches)`);
console.log(`batched:              ${now.ms.toFixed(1)} ms (${now.hits} matches)`);
console.log(`speed-up: ${(before.ms / now.ms).toFixed(1)}x`);
if (before.hits !== now.hits) throw new Error('The two ways disagree on the matches');
await api.close();
