import { describe, expect, it } from 'vitest';
import { connectContractsSchema, connectListingsSchema, MAX_CONNECT_IDS } from '../src/index.js';

const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('connecting listings and contracts to a conversation', () => {
  it('takes 1 to 20 positive ids, read from strings too', () => {
    expect(connectListingsSchema.parse({ listing_ids: [4, '7'] })).toEqual({ listing_ids: [4, 7] });
    expect(connectContractsSchema.parse({ contract_ids: [1] })).toEqual({ contract_ids: [1] });
  });

  it.each([
    [{ listing_ids: [] }, 'inbox-links.errors.listings_required'],
    [{}, 'inbox-links.errors.listings_required'],
    [{ listing_ids: [0] }, 'inbox-links.errors.bad_id'],
    [{ listing_ids: ['x'] }, 'inbox-links.errors.bad_id'],
    [{ listing_ids: [1.5] }, 'inbox-links.errors.bad_id'],
    [{ listing_ids: [2_147_483_648] }, 'inbox-links.errors.bad_id'],
    [
      { listing_ids: Array.from({ length: MAX_CONNECT_IDS + 1 }, (_, i) => i + 1) },
      'inbox-links.errors.over_limit',
    ],
  ])('refuses %j with %s', (body, key) => {
    expect(errorsOf(connectListingsSchema.safeParse(body))).toContain(key);
  });

  it('names the contracts’ own key when none are given', () => {
    expect(errorsOf(connectContractsSchema.safeParse({ contract_ids: [] }))).toEqual([
      'inbox-links.errors.contracts_required',
    ]);
  });
});
