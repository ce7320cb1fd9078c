import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToKey, getMonthKeyOfDate } from '@leiga/domain';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type IndexValue = {
  monthKey: string;
  value: number;
  source: string;
  createdBy: { fullName: string } | null;
};
type Schedule = {
  isIndexed: boolean;
  baseMonth: string | null;
  baseValue: number | null;
  months: { month: string; status: string; rent: number | null; indexValue: number | null }[];
};

const VALUE = 'monthKey value source createdBy { fullName }';
const LIST = `query ($page: Int, $pageSize: Int) {
  indexValues(page: $page, pageSize: $pageSize) { count page pageSize hasNextPage items { ${VALUE} } } }`;
const ADD = `mutation ($input: AddIndexValueInput!) { addIndexValue(input: $input) { ${VALUE} } }`;
const CORRECT = `mutation ($input: CorrectIndexValueInput!) { correctIndexValue(input: $input) { ${VALUE} } }`;
const SCHEDULE = 'isIndexed baseMonth baseValue months { month status rent indexValue }';
const INDEXED = `query ($id: ID!) { contract(id: $id) {
  indexedRent(months: 3) { ${SCHEDULE} } again: indexedRent(months: 3) { isIndexed } } }`;
const ESTIMATE = `query ($id: ID!) { contract(id: $id) {
  priceEstimate { status estimate low high comparedCount currency } } }`;
const UPDATE = `mutation ($input: UpdateContractInput!) { updateContract(input: $input) { id isIndexed indexBaseValue } }`;
const DRAFTS = `query { contracts { items { id status } } }`;

const THIS_MONTH = getMonthKeyOfDate(new Date().toISOString().slice(0, 10));
const FIRST_DAY = `${THIS_MONTH.slice(0, 4)}-${THIS_MONTH.slice(5, 7)}-01`;
/** A seeded value: Hagstofa's December 2025 index (665,8) applies to February 2026. */
const BASE_MONTH = '2026M02';
const BASE_VALUE = 665.8;
const SOURCE = 'Prófunargildi (test value), not a published figure';

let stack: Stack;
let t: { anna: string; jon: string; staff: string };
let draftId: string;

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const res = await stack.gql<T>(query, variables, { token });
  expect(res.errors).toEqual([]);
  return res.data!;
}

beforeAll(async () => {
  stack = await startStack();
  const [anna, jon, staff] = await Promise.all(
    ['anna', 'jon', 'stjorn'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  );
  t = { anna: anna!, jon: jon!, staff: staff! };
  const { contracts } = await gql<{ contracts: { items: { id: string; status: string }[] } }>(
    DRAFTS,
    {},
    t.jon,
  );
  draftId = contracts.items.find((c) => c.status === 'DRAFT')!.id;
});
afterAll(async () => {
  await stack?.close();
});

describe('index values over the graph', () => {
  it('lists the published values a page at a time, newest month first, to anyone signed in', async () => {
    type Page = {
      indexValues: { count: number; hasNextPage: boolean; pageSize: number; items: IndexValue[] };
    };
    const first = (await gql<Page>(LIST, {}, t.anna)).indexValues;
    expect(first.pageSize).toBe(12);
    expect(first.items).toHaveLength(12);
    expect(first.hasNextPage).toBe(true);
    const months = first.items.map((v) => v.monthKey);
    expect(months).toEqual([...months].sort().reverse());
    expect(first.items.find((v) => v.monthKey === BASE_MONTH)?.value).toBe(BASE_VALUE);
    const last = (await gql<Page>(LIST, { page: 2, pageSize: 100 }, t.anna)).indexValues;
    expect(last.hasNextPage).toBe(false);
    expect(last.items).toEqual([]);
    const anonymous = await stack.gql(LIST, {});
    expect(codesOf(anonymous)).toEqual(['UNAUTHENTICATED']);
    const badPage = await stack.gql(LIST, { page: 0 }, { token: t.anna });
    expect(codesOf(badPage)).toEqual(['BAD_USER_INPUT']);
  });

  it('lets staff add a month once, and no one else', async () => {
    const input = { monthKey: THIS_MONTH, value: 670.1, source: SOURCE };
    const refused = await stack.gql(ADD, { input }, { token: t.jon });
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    const added = await gql<{ addIndexValue: IndexValue }>(ADD, { input }, t.staff);
    expect(added.addIndexValue).toEqual({
      monthKey: THIS_MONTH,
      value: 670.1,
      source: SOURCE,
      createdBy: { fullName: 'Helga Björnsdóttir' },
    });
    const twice = await stack.gql(ADD, { input }, { token: t.staff });
    expect(codesOf(twice)).toEqual(['CONFLICT']);
    expect(twice.errors[0]?.extensions).toMatchObject({
      reason: 'index_month_exists',
      fields: { monthKey: 'validation.index_month_exists' },
    });
  });

  it('names the field of a bad month key or a value finer than the published precision', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ monthKey: '2025-06', value: 600, source: SOURCE }, { monthKey: 'validation.month_key' }],
      [
        { monthKey: '2030M01', value: 600.25, source: SOURCE },
        { value: 'validation.index_value_decimals' },
      ],
      [{ monthKey: '2030M01', value: 0, source: SOURCE }, { value: 'validation.index_value' }],
    ];
    for (const [input, fields] of cases) {
      const res = await stack.gql(ADD, { input }, { token: t.staff });
      expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
      expect(res.errors[0]?.extensions).toMatchObject({ fields });
    }
  });

  it('lets staff correct a month, and says NOT_FOUND for a month without a value', async () => {
    const input = { monthKey: THIS_MONTH, value: 670.4 };
    const refused = await stack.gql(CORRECT, { input }, { token: t.anna });
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    const fixed = await gql<{ correctIndexValue: IndexValue }>(CORRECT, { input }, t.staff);
    expect(fixed.correctIndexValue).toMatchObject({ monthKey: THIS_MONTH, value: 670.4 });
    const missing = await stack.gql(
      CORRECT,
      { input: { monthKey: '1999M01', value: 1 } },
      {
        token: t.staff,
      },
    );
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
  });
});

describe('a contract’s indexed rent and rent suggestion over the graph', () => {
  it('shows the agreed rent unchanged while the lease is not indexed', async () => {
    const data = await gql<{ contract: { indexedRent: Schedule } }>(
      INDEXED,
      { id: draftId },
      t.jon,
    );
    expect(data.contract.indexedRent.isIndexed).toBe(false);
    expect(data.contract.indexedRent.months.map((m) => m.status)).toEqual([
      'NOT_INDEXED',
      'NOT_INDEXED',
      'NOT_INDEXED',
    ]);
  });

  it('indexes the coming months from the base value; unpublished months say so; one REST call', async () => {
    const updated = await gql<{ updateContract: { isIndexed: boolean; indexBaseValue: number } }>(
      UPDATE,
      {
        input: {
          id: draftId,
          price: 300_000,
          isDefinite: false,
          startDate: FIRST_DAY,
          endDate: null,
          isIndexed: true,
          indexBaseMonth: BASE_MONTH,
        },
      },
      t.jon,
    );
    expect(updated.updateContract).toMatchObject({ isIndexed: true, indexBaseValue: BASE_VALUE });
    const data = await gql<{ contract: { indexedRent: Schedule } }>(
      INDEXED,
      { id: draftId },
      t.anna,
    );
    // The two aliases with the same month count share one REST call.
    expect(lastRestCalls(stack)).toBe(2);
    expect(data.contract.indexedRent).toMatchObject({
      isIndexed: true,
      baseMonth: BASE_MONTH,
      baseValue: BASE_VALUE,
    });
    expect(data.contract.indexedRent.months).toEqual([
      // 300000 × 670.4 / 665.8 = 302072.69...
      { month: THIS_MONTH, status: 'OK', rent: 302_073, indexValue: 670.4 },
      {
        month: addMonthsToKey(THIS_MONTH, 1),
        status: 'MISSING_INDEX',
        rent: null,
        indexValue: null,
      },
      {
        month: addMonthsToKey(THIS_MONTH, 2),
        status: 'MISSING_INDEX',
        rent: null,
        indexValue: null,
      },
    ]);
  });

  it('refuses a month count the preview does not offer', async () => {
    const res = await stack.gql(
      `query ($id: ID!) { contract(id: $id) { indexedRent(months: 37) { isIndexed } } }`,
      { id: draftId },
      { token: t.jon },
    );
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
  });

  it('suggests a rent with how many listings it compared, or says it could not', async () => {
    const data = await gql<{
      contract: {
        priceEstimate: {
          status: string;
          estimate: number | null;
          comparedCount: number;
          currency: string;
        };
      };
    }>(ESTIMATE, { id: draftId }, t.jon);
    const estimate = data.contract.priceEstimate;
    expect(estimate.currency).toBe('ISK');
    expect(['OK', 'INSUFFICIENT_DATA']).toContain(estimate.status);
    if (estimate.status === 'OK') {
      expect(estimate.estimate).toBeGreaterThan(0);
      expect(estimate.comparedCount).toBeGreaterThan(0);
    } else expect(estimate.estimate).toBeNull();
  });
});
