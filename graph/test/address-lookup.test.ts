import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers.js';
import { signIn, type Tokens } from './listings-support.js';

const ADDRESS_LOOKUP = /* GraphQL */ `
  query AddressLookup($input: AddressLookupInput!) {
    addressLookup(input: $input) {
      lat
      lng
      precision
      street
      houseNumber
      postalCode
    }
  }
`;

type Match = {
  lat: number;
  lng: number;
  precision: 'ADDRESS' | 'POSTAL_CODE';
  street: string;
  houseNumber: string;
  postalCode: string;
};

let stack: Stack;
let tokens: Tokens;
beforeAll(async () => {
  stack = await startStack();
  tokens = await signIn(stack);
}, 120_000);
afterAll(() => stack?.close());

const lookup = (input: Record<string, string>, token: string | null) =>
  stack.gql<{ addressLookup: Match | null }>(ADDRESS_LOOKUP, { input }, { token });

describe('addressLookup', () => {
  it('places a known street’s house, in camelCase with the precision as an enum', async () => {
    const res = await lookup(
      { street: 'Barmahlid', houseNumber: '30', postalCode: '105' },
      tokens.jon,
    );
    expect(res.errors).toEqual([]);
    expect(res.data?.addressLookup).toMatchObject({
      precision: 'ADDRESS',
      street: 'Barmahlíð',
      houseNumber: '30',
      postalCode: '105',
    });
    expect(res.data?.addressLookup?.lat).toBeCloseTo(64.135, 2);
  });

  it('answers the postal code’s area for an unknown street and null when nothing is known', async () => {
    const area = await lookup(
      { street: 'Nýgata', houseNumber: '1', postalCode: '600' },
      tokens.jon,
    );
    expect(area.data?.addressLookup?.precision).toBe('POSTAL_CODE');
    const none = await lookup(
      { street: 'Nýgata', houseNumber: '1', postalCode: '245' },
      tokens.jon,
    );
    expect(none.errors).toEqual([]);
    expect(none.data?.addressLookup).toBeNull();
  });

  it('names the bad fields of the input, and needs a signed-in user', async () => {
    const bad = await lookup({ street: 'B', houseNumber: '30', postalCode: '999' }, tokens.jon);
    expect(bad.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors?.[0]?.extensions?.['fields'] as object).sort()).toEqual([
      'input.postalCode',
      'input.street',
    ]);
    const anonymous = await lookup(
      { street: 'Barmahlíð', houseNumber: '30', postalCode: '105' },
      null,
    );
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
