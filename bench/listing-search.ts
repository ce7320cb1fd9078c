import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, listingSearchSchema, type ListingSearch } from '@leiga/domain';
import { openDatabase, type Database } from '../api/src/db/client.js';
import { listings } from '../api/src/db/schema/index.js';
import {
  searchConditions,
  searchOrder,
  whereAll,
} from '../api/src/modules/listings/listing-search.js';
import { countListingsUpTo } from '../api/src/modules/listings/listings-repository.js';
import { DEMO_STREETS } from '../api/src/seed/places-data.js';

/**
 * Listing search over generated listings: typical searches timed with the indexes the migrations
 * create, then again with those indexes dropped, on the same data in one run.
 */
export type SearchTiming = { name: string; p50: number; p95: number; rows: number };

const SEARCH_INDEXES = [
  'listings_search_trgm_idx',
  'listings_search_vector_idx',
  'listings_price_idx',
  'listings_postal_idx',
  'listings_geo_idx',
  'listings_public_idx',
];

const TYPICAL: Record<string, Partial<ListingSearch>> = {
  'text: "hofsvallagata"': { q: 'hofsvallagata' },
  'text without accents: "thorsgata 10"': { q: 'thorsgata 10' },
  'postal codes 101,105 + price': { postal_codes: ['101', '105'], price_max: 300_000 },
  'map box (Vesturbær) + rooms': { bbox: [64.138, -21.975, 64.15, -21.94], rooms_min: 2 },
  'text "bjort" + pets, by price': { q: 'bjort', pets: true, sort: 'price_asc' },
  'Akureyri, 3+ rooms': { municipalities: ['Akureyri'], rooms_min: 3 },
};

async function generate(db: Database['db'], total: number): Promise<void> {
  const streets = DEMO_STREETS.map(
    (s) => `('${s.street}','${s.postalCode}',${s.lat},${s.lng},'${s.area}')`,
  ).join(',');
  await db.execute(
    sql.raw(`
    with s(street, postal, lat, lng, area) as (values ${streets}),
    numbered as (select row_number() over () - 1 as i, * from s)
    insert into listings (owner_id, status, street, house_number, postal_code, municipality, lat, lng, listing_type, is_commercial, title, description,
      rooms, size_m2, price, pets_allowed, is_furnished, available_from, published_at, search_text)
    select 1, case when g % 10 = 0 then 'draft' else 'published' end, n.street, (g % 90 + 1)::text, n.postal,
      case when n.postal like '6%' then 'Akureyri' else 'Reykjavík' end,
      n.lat + ((g * 7919) % 1000 - 500) / 250000.0, n.lng + ((g * 104729) % 1000 - 500) / 125000.0,
      (array['apartment','room','studio','house','townhouse'])[g % 5 + 1], false,
      (array['Björt','Rúmgóð','Notaleg','Nýuppgerð','Falleg'])[g % 5 + 1] || ' íbúð við ' || n.street,
      'Íbúð nr. ' || g || ' í ' || n.area || ', stutt í alla þjónustu.',
      g % 5 + 1, 20 + g % 150, 90000 + (g * 37) % 400000, g % 3 = 0, g % 4 = 0, current_date + (g % 90)::int - 30, now() - (g % 600) * interval '1 hour',
      lower(translate(n.street || ' ' || (g % 90 + 1) || ' ' || n.postal || ' ' || n.area || ' ' ||
        (array['bjort','rumgod','notaleg','nyuppgerd','falleg'])[g % 5 + 1] || ' ibud nr ' || g, 'áéíóúýöðÁÉÍÓÚÝÖÐ', 'aeiouyodAEIOUYOD'))
    from generate_series(1::bigint, ${total}) g join numbered n on n.i = g % ${DEMO_STREETS.length}`),
  );
  // search_text of the generator must fold þ and æ like the app does.
  await db.execute(
    sql`update listings set search_text = replace(replace(search_text, 'þ', 'th'), 'æ', 'ae')`,
  );
  await db.execute(sql`analyze listings`);
}

async function time(
  db: Database['db'],
  filters: Partial<ListingSearch>,
  iterations: number,
): Promise<{ p50: number; p95: number; rows: number }> {
  const parsed = listingSearchSchema.parse(filters);
  const where = whereAll(searchConditions(parsed));
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const [page, total] = await Promise.all([
      db
        .select({ id: listings.id })
        .from(listings)
        .where(where)
        .orderBy(...searchOrder(parsed.sort))
        .limit(25),
      countListingsUpTo(db, where, SEARCH_COUNT_CAP),
    ]);
    samples.push(performance.now() - started);
    rows = total.isCapped ? total.count + 1 : Math.max(total.count, page.length);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95), rows };
}

export async function benchmarkListingSearch(total: number, iterations: number) {
  const database = process.env['DATABASE_URL']
    ? await openDatabase({ kind: 'postgres', url: process.env['DATABASE_URL'] })
    : await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    await database.db.execute(
      sql`insert into users (email, full_name, user_type) values ('bench@leiga.is', 'Bench', 'LL') on conflict do nothing`,
    );
    await generate(database.db, total);
    const indexed: SearchTiming[] = [];
    for (const [name, filters] of Object.entries(TYPICAL))
      indexed.push({ name, ...(await time(database.db, filters, iterations)) });
    for (const index of SEARCH_INDEXES)
      await database.db.execute(sql.raw(`drop index if exists ${index}`));
    const plain: SearchTiming[] = [];
    for (const [name, filters] of Object.entries(TYPICAL))
      plain.push({
        name,
        ...(await time(database.db, filters, Math.max(3, Math.floor(iterations / 4)))),
      });
    return { indexed, plain };
  } finally {
    await database.close();
  }
}
