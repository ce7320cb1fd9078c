import { describe, expect, it } from 'vitest';
import {
  ICELAND_COUNTRY_CODE,
  formatPhone,
  getPrimaryPhone,
  isIcelandicMobile,
  isValidPhoneNumber,
  normalizePhoneNumber,
  type PhoneLike,
} from '../src/accounts/phone.js';

describe('isValidPhoneNumber', () => {
  it('uses 354 for Iceland', () => {
    expect(ICELAND_COUNTRY_CODE).toBe('354');
  });

  it.each<[string, string, boolean]>([
    // Iceland: 7 digits
    ['354', '6123456', true],
    ['354', '7123456', true],
    ['354', '8123456', true],
    ['354', '5812345', true], // landline
    ['354', '4123456', true],
    ['354', '612 3456', true],
    ['354', '612-3456', true],
    ['354', '(581) 2345', true],
    ['354', '612345', false],
    ['354', '61234567', false],
    ['354', '', false],
    ['354', '61a3456', false],
    ['354', '+3546123456', false],
    // foreign: 4-14 digits and a country code of 1-4 digits
    ['45', '12345678', true],
    ['44', '7911 123456', true],
    ['1', '202-555-0123', true],
    ['48', '512345678', true],
    ['380', '501234567', true],
    ['45', '1234', true],
    ['49', '12345678901234', true],
    ['45', '123', false],
    ['49', '123456789012345', false],
    ['45', '1234567a', false],
    ['12345', '12345678', false],
    ['', '12345678', false],
    ['4a', '12345678', false],
  ])('+%s %j -> %s', (countryCode, number, valid) => {
    expect(isValidPhoneNumber(countryCode, number)).toBe(valid);
  });
});

describe('isIcelandicMobile', () => {
  it.each<[string, string, boolean]>([
    ['354', '6123456', true],
    ['354', '7123456', true],
    ['354', '8123456', true],
    ['354', '861 2345', true],
    ['354', '5812345', false],
    ['354', '4123456', false],
    ['354', '9123456', false],
    ['354', '612345', false],
    ['354', '61234567', false],
    ['45', '61234567', false],
    ['45', '6123456', false],
  ])('+%s %j -> %s', (countryCode, number, mobile) => {
    expect(isIcelandicMobile(countryCode, number)).toBe(mobile);
  });
});

describe('normalizePhoneNumber and formatPhone', () => {
  it.each<[string, string, string, string]>([
    ['354', '6123456', '6123456', '+354 612 3456'],
    ['354', '612 3456', '6123456', '+354 612 3456'],
    ['354', '612-3456', '6123456', '+354 612 3456'],
    ['354', '(581) 23.45', '5812345', '+354 581 2345'],
    ['354', '612345', '612345', '+354 612345'],
    ['45', '12 34 56 78', '12345678', '+45 12345678'],
    ['1', '(202) 555-0123', '2025550123', '+1 2025550123'],
  ])('+%s %j -> %s, %s', (countryCode, number, normalized, formatted) => {
    expect(normalizePhoneNumber(number)).toBe(normalized);
    expect(formatPhone(countryCode, number)).toBe(formatted);
  });
});

describe('getPrimaryPhone', () => {
  type Phone = PhoneLike & { number: string };
  const verified1: Phone = { id: 1, verified: 'y', number: '6123456' };
  const unverified2: Phone = { id: 2, verified: 'n', number: '7123456' };
  const verified3: Phone = { id: 3, verified: 'y', number: '8123456' };
  const all = [verified1, unverified2, verified3];

  it.each<[string, Phone[], number | null, Phone | null]>([
    ['the verified phone with the primary id', all, 1, verified1],
    ['another verified phone with the primary id', all, 3, verified3],
    ['not an unverified phone, even with the primary id', all, 2, null],
    ['nothing without a primary id', all, null, null],
    ['nothing when the primary id matches no phone', all, 4, null],
    ['nothing from an empty list', [], 1, null],
    ['not a verified phone whose id differs', [verified3], 1, null],
  ])('returns %s', (_label, phones, primaryId, expected) => {
    expect(getPrimaryPhone(phones, primaryId)).toBe(expected);
  });
});
