import { describe, expect, it } from 'vitest';
import { addressLookupSchema } from '../src/listings/schemas.js';

const issues = (input: Record<string, unknown>) => {
  const result = addressLookupSchema.safeParse(input);
  return result.success
    ? null
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('addressLookupSchema', () => {
  it.each([
    [{ street: 'Grettisgata', house_number: '12', postal_code: '101' }],
    [{ street: '  Hafnarstræti ', house_number: '88a', postal_code: '600' }],
    [{ street: 'Álfaskeið', house_number: '12-14', postal_code: '220' }],
  ])('takes an address a listing could be saved with: %j', (input) => {
    expect(issues(input)).toBeNull();
  });

  it('trims what it takes', () => {
    expect(
      addressLookupSchema.parse({
        street: ' Laugavegur ',
        house_number: ' 7 ',
        postal_code: '101',
      }),
    ).toEqual({ street: 'Laugavegur', house_number: '7', postal_code: '101' });
  });

  it('names each field that breaks the listing rules, with its catalogue key', () => {
    expect(issues({ street: 'G', house_number: 'tólf', postal_code: '999' })).toEqual({
      street: 'validation.street',
      house_number: 'validation.house_number',
      postal_code: 'validation.postal_code',
    });
  });

  it('needs all three', () => {
    expect(Object.keys(issues({ street: 'Grettisgata' }) ?? {}).sort()).toEqual([
      'house_number',
      'postal_code',
    ]);
  });
});
