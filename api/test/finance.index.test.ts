import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToKey, getMonthKeyOfDate } from '@leiga/domain';
import { contracts, listings, users } from '../src/db/schema/index.js';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import {
  ANNA_KT,
  addCollaborator,
  addTenantParty,
  createDraft,
  type ContractBody,
} from './support/contracts.js';

type IndexValue = {
  month_key: string;
  value: number;
  source: string;
  created_by: { full_name: string } | null;
};
type Body = IndexValue & ApiErrorBody & { results: IndexValue[] };
type IndexedContract = ContractBody &
  ApiErrorBody & { index_base_value: number | null; index_base_month: string | null };
type IndexedRent = {
  is_indexed: boolean;
  base_value: number | null;
  months: { month: string; status: string; rent: number | null; index_value: number | null }[];
};
type Estimate = {
  status: string;
  estimate: number | null;
  low: number | null;
  high: number | null;
  compared_count: number;
};

/** The months the preview starts from: this one (the lease below starts earlier). */
const THIS_MONTH = getMonthKeyOfDate(new Date().toISOString().slice(0, 10));
const NEXT_MONTH = addMonthsToKey(THIS_MONTH, 1);
const SOURCE = 'Prófunargildi (test value), not a published figure';

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, kristin, staff, reader] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
  ]);
  contractId = (await createDraft(t, jon)).id;
  await addTenantParty(t, contractId, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await addCollaborator(t, contractId, reader.userId, 'R');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  session: Session | null,
  body?: unknown,
) => t.call<Body>(method, url, { ...(session ? { token: session.access } : {}), body });

describe('index-values/', () => {
  it('holds the published values the seed put in, with their sources', async () => {
    const reply = await call('GET', '/api/index-values/?page_size=100', anna);
    expect(reply.status).toBe(200);
    const seeded = reply.body.results.find((v) => v.month_key === '2021M11');
    expect(seeded?.value).toBe(508.2);
    expect(seeded?.source).toContain('hagstofa.is');
    // September 2020's index (487,0) applies to indexation two months later.
    const valueOf = (month: string) => reply.body.results.find((v) => v.month_key === month)?.value;
    expect(valueOf('2020M11')).toBe(487);
    // March 2018 (452,0) to March 2019 (465,3) apply to May 2018 to May 2019.
    expect([valueOf('2018M05'), valueOf('2019M05')]).toEqual([452, 465.3]);
    expect(valueOf('2026M02')).toBe(665.8);
    expect((await call('GET', '/api/index-values/', null)).status).toBe(401);
  });

  it('answers a page at a time, newest month first', async () => {
    type PageBody = { count: number; next: string | null; results: IndexValue[] };
    const first = await t.call<PageBody>('GET', '/api/index-values/?page_size=5', {
      token: anna.access,
    });
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(5);
    expect(first.body.count).toBeGreaterThan(5);
    const months = first.body.results.map((v) => v.month_key);
    expect(months).toEqual([...months].sort().reverse());
    expect(first.body.next).toContain('page=2');
    const second = await t.call<PageBody>('GET', '/api/index-values/?page=2&page_size=5', {
      token: anna.access,
    });
    expect(second.body.results[0]!.month_key < months.at(-1)!).toBe(true);
    const bad = await call('GET', '/api/index-values/?page=0', anna);
    expect(bad.status).toBe(400);
  });

  it('lets only staff add a month (403 others, 401 the anonymous), and refuses a month twice (409)', async () => {
    const body = { month_key: THIS_MONTH, value: 650.3, source: SOURCE };
    expect((await call('POST', '/api/index-values/', jon, body)).status).toBe(403);
    expect((await call('POST', '/api/index-values/', null, body)).status).toBe(401);
    const created = await call('POST', '/api/index-values/', staff, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      month_key: THIS_MONTH,
      value: 650.3,
      created_by: { full_name: 'Helga Björnsdóttir' },
    });
    const again = await call('POST', '/api/index-values/', staff, body);
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ month_key: 'validation.index_month_exists' });
  });

  it('names the field of a bad month key, value or source', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ month_key: '2025M13', value: 600, source: SOURCE }, 'month_key', 'validation.month_key'],
      [{ month_key: '2025-06', value: 600, source: SOURCE }, 'month_key', 'validation.month_key'],
      [{ month_key: '2025M06', value: -1, source: SOURCE }, 'value', 'validation.index_value'],
      [
        { month_key: '2025M06', value: 600.25, source: SOURCE },
        'value',
        'validation.index_value_decimals',
      ],
      [{ month_key: '2025M06', value: 600, source: '' }, 'source', 'validation.required'],
    ];
    for (const [body, field, code] of cases) {
      const reply = await call('POST', '/api/index-values/', staff, body);
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual({ [field]: code });
    }
  });

  it('lets staff correct a month, and answers 404 for a month without a value', async () => {
    await call('POST', '/api/index-values/', staff, {
      month_key: NEXT_MONTH,
      value: 655,
      source: SOURCE,
    });
    expect(
      (await call('PATCH', `/api/index-values/${NEXT_MONTH}/`, jon, { value: 656 })).status,
    ).toBe(403);
    const fixed = await call('PATCH', `/api/index-values/${NEXT_MONTH}/`, staff, { value: 656.5 });
    expect(fixed.status).toBe(200);
    expect(fixed.body.value).toBe(656.5);
    expect((await call('PATCH', '/api/index-values/1999M01/', staff, { value: 1 })).status).toBe(
      404,
    );
    expect((await call('PATCH', '/api/index-values/1999M13/', staff, { value: 1 })).status).toBe(
      400,
    );
  });
});

describe('indexing a contract’s rent', () => {
  const patch = (body: Record<string, unknown>) =>
    t.call<IndexedContract>('PATCH', `/api/contracts/${contractId}/`, { token: jon.access, body });

  it('takes the base value from the index table, never from the client', async () => {
    const reply = await patch({
      price: 300_000,
      is_definite: false,
      start_date: '2025-01-01',
      is_indexed: true,
      index_base_month: THIS_MONTH,
      index_base_value: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.index_base_value).toBe(650.3);
    const ignored = await patch({ index_base_value: 2 });
    expect(ignored.body.index_base_value).toBe(650.3);
  });

  it('refuses a base month without a value, and a fixed term of 12 months, naming the field', async () => {
    const missing = await patch({ index_base_month: '2010M01' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ index_base_month: 'validation.index_month_missing' });
    const short = await patch({
      is_indexed: true,
      is_definite: true,
      start_date: '2025-01-01',
      end_date: '2026-01-01',
    });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ is_indexed: 'validation.indexation_fixed_term_too_short' });
    const unchanged = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(unchanged[0]!.isDefinite).toBe(false);
  });

  it('shows the coming months’ rent, and says which months have no published value yet', async () => {
    const reply = await t.call<IndexedRent>(
      'GET',
      `/api/contracts/${contractId}/indexed-rent/?months=3`,
      { token: anna.access },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.months).toEqual([
      { month: THIS_MONTH, status: 'ok', rent: 300_000, index_value: 650.3 },
      // 300000 × 656.5 / 650.3 = 302860.22...
      { month: NEXT_MONTH, status: 'ok', rent: 302_860, index_value: 656.5 },
      {
        month: addMonthsToKey(THIS_MONTH, 2),
        status: 'missing_index',
        rent: null,
        index_value: null,
      },
    ]);
    const bad = await t.call<ApiErrorBody>(
      'GET',
      `/api/contracts/${contractId}/indexed-rent/?months=0`,
      { token: jon.access },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['months']);
  });

  it('lets parties, collaborators and staff read it; others hear 404, the anonymous 401', async () => {
    const url = `/api/contracts/${contractId}/indexed-rent/`;
    for (const session of [jon, anna, reader, staff])
      expect((await t.call('GET', url, { token: session.access })).status).toBe(200);
    expect((await t.call('GET', url, { token: kristin.access })).status).toBe(404);
    expect((await t.call('GET', url)).status).toBe(401);
  });
});

describe('price estimation', () => {
  async function addListing(values: {
    postalCode: string;
    price: number;
    sizeM2: number;
    rooms: number;
  }) {
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'magnus@leiga.is'));
    await t.db.insert(listings).values({
      ownerId: owner!.id,
      status: 'published',
      listingType: 'apartment',
      currency: 'ISK',
      street: 'Prófgata',
      ...values,
    });
  }

  it('suggests a size-adjusted rent from comparable listings and says how many it compared', async () => {
    for (const [price, sizeM2] of [
      [200_000, 50],
      [240_000, 60],
      [280_000, 70],
      [330_000, 80],
      [900_000, 90],
    ] as const)
      await addListing({ postalCode: '998', price, sizeM2, rooms: 3 });
    await addListing({ postalCode: '998', price: 150_000, sizeM2: 30, rooms: 1 });
    await t.db
      .update(contracts)
      .set({
        listingType: 'apartment',
        rooms: 3,
        realEstate: {
          landreg_id: 'L1',
          address: { street: 'Prófgata 1', postal_code: '998' },
          units: [
            {
              property_code: 'F2001234',
              unit_code: '010101',
              size: 100,
              changed_size: null,
              rooms: 3,
              fire_insurance_value: null,
            },
          ],
        },
      })
      .where(eq(contracts.id, contractId));
    const reply = await t.call<Estimate>('GET', `/api/contracts/${contractId}/price-estimation/`, {
      token: reader.access,
    });
    expect(reply.status).toBe(200);
    // Rent per m²: 4000, 4000, 4000, 4125, 10000; median 4000 × 100 m², quartiles 4000 and 4125.
    expect(reply.body).toMatchObject({
      status: 'ok',
      estimate: 400_000,
      low: 400_000,
      high: 413_000,
      compared_count: 5,
    });
  });

  it('answers insufficient_data where there is nothing to compare, and 404 to strangers', async () => {
    await t.db
      .update(contracts)
      .set({
        realEstate: {
          landreg_id: 'L1',
          address: { street: 'Eyðigata 1', postal_code: '881' },
          units: [],
        },
      })
      .where(eq(contracts.id, contractId));
    const reply = await t.call<Estimate>('GET', `/api/contracts/${contractId}/price-estimation/`, {
      token: jon.access,
    });
    expect(reply.body).toMatchObject({
      status: 'insufficient_data',
      estimate: null,
      compared_count: 0,
    });
    expect(
      (
        await t.call('GET', `/api/contracts/${contractId}/price-estimation/`, {
          token: kristin.access,
        })
      ).status,
    ).toBe(404);
  });
});
