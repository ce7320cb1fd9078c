import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  checkInvitationTransition,
  estimateRent,
  getQuantile,
  ibanInputSchema,
  indexValueCreateSchema,
  isCurrencyCode,
  makeIcelandicIban,
  type Comparable,
  type InvitationAction,
  type InvitationSide,
  type InvitationStatus,
} from '../src/index.js';

const JON_IBAN = makeIcelandicIban('0133', '26', '012345', '0407682389');

describe('currencies', () => {
  it('puts ISK first, without a minor unit, and knows only the listed codes', () => {
    expect(CURRENCIES[0]).toEqual({ code: 'ISK', minor_unit: 0 });
    expect(CURRENCIES.map((c) => c.code)).toEqual([
      'ISK',
      'EUR',
      'USD',
      'GBP',
      'DKK',
      'NOK',
      'SEK',
      'PLN',
    ]);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('BTC')).toBe(false);
  });
});

describe('ibanInputSchema', () => {
  it.each([
    [JON_IBAN, JON_IBAN],
    [JON_IBAN.replace(/(.{4})/g, '$1 ').toLowerCase(), JON_IBAN],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
  ])('accepts %s as %s', (input, output) => {
    expect(ibanInputSchema.parse(input)).toBe(output);
  });

  it.each([
    [`IS00${JON_IBAN.slice(4)}`, 'validation.iban'],
    ['IS14', 'validation.iban'],
    ['', 'validation.required'],
    ['x'.repeat(50), 'validation.iban'],
  ])('refuses %s with %s', (input, code) => {
    const result = ibanInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(code);
  });
});

describe('indexValueCreateSchema', () => {
  const base = { month_key: '2021M11', source: 'Hagstofa Íslands' };
  it.each([
    [508.2, true],
    [650, true],
    [650.25, false],
    [0, false],
    [100_001, false],
  ])('value %s is accepted: %s', (value, ok) => {
    expect(indexValueCreateSchema.safeParse({ ...base, value }).success).toBe(ok);
  });

  it('refuses a month key Statistics Iceland would not write', () => {
    for (const month_key of ['2021M00', '2021M13', '2021-11', '21M11'])
      expect(indexValueCreateSchema.safeParse({ ...base, month_key, value: 500 }).success).toBe(
        false,
      );
  });
});

describe('estimateRent', () => {
  const flat = (price: number, sizeM2: number | null, rooms: number | null = 3): Comparable => ({
    price,
    sizeM2,
    rooms,
  });

  it('gives no estimate with fewer than three comparables', () => {
    expect(estimateRent({ sizeM2: 80, rooms: 3 }, [flat(200_000, 50), flat(240_000, 60)])).toEqual({
      status: 'insufficient_data',
      estimate: null,
      low: null,
      high: null,
      compared_count: 2,
    });
  });

  it('scales the rent per m² to the lease’s size, with the quartiles as the range', () => {
    const comparables = [
      flat(200_000, 50),
      flat(240_000, 60),
      flat(330_000, 80),
      flat(900_000, 90),
    ];
    // Per m²: 4000, 4000, 4125, 10000 → median 4062.5 × 100 = 406250 → 406000.
    expect(estimateRent({ sizeM2: 100, rooms: 3 }, comparables)).toEqual({
      status: 'ok',
      estimate: 406_000,
      low: 400_000,
      high: 559_000,
      compared_count: 4,
    });
  });

  it('compares the rents themselves when the lease’s size is unknown', () => {
    const comparables = [flat(200_000, null), flat(250_000, 60), flat(300_000, null)];
    expect(estimateRent({ sizeM2: null, rooms: 3 }, comparables)).toMatchObject({
      status: 'ok',
      estimate: 250_000,
    });
  });

  it('leaves out listings more than one room away, without a rent, or without a size when sizing', () => {
    const comparables = [
      flat(200_000, 50, 1),
      flat(0, 60),
      flat(300_000, null),
      flat(240_000, 60, 2),
      flat(280_000, 70, 4),
    ];
    expect(estimateRent({ sizeM2: 70, rooms: 3 }, comparables).compared_count).toBe(2);
  });

  it('interpolates quantiles between neighbours', () => {
    expect(getQuantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(getQuantile([10], 0.75)).toBe(10);
  });
});

describe('checkInvitationTransition', () => {
  const cases: [
    InvitationStatus,
    InvitationAction,
    InvitationSide,
    ReturnType<typeof checkInvitationTransition>,
  ][] = [
    ['pending', 'accept', 'invitee', { ok: true, to: 'accepted' }],
    ['pending', 'decline', 'invitee', { ok: true, to: 'declined' }],
    ['pending', 'retract', 'editor', { ok: true, to: 'retracted' }],
    ['pending', 'resend', 'editor', { ok: true, to: 'pending' }],
    ['pending', 'accept', 'editor', { ok: false, reason: 'not_allowed' }],
    ['pending', 'retract', 'invitee', { ok: false, reason: 'not_allowed' }],
    ['accepted', 'accept', 'invitee', { ok: false, reason: 'invitation_accepted' }],
    ['retracted', 'accept', 'invitee', { ok: false, reason: 'invitation_retracted' }],
    ['declined', 'resend', 'editor', { ok: false, reason: 'invitation_declined' }],
    ['accepted', 'retract', 'editor', { ok: false, reason: 'invitation_accepted' }],
  ];
  it.each(cases)('%s + %s by %s', (status, action, side, expected) => {
    expect(checkInvitationTransition(status, action, side)).toEqual(expected);
  });
});
