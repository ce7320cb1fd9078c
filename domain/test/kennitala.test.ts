import { describe, expect, it } from 'vitest';
import {
  formatKennitala,
  getKennitalaCheckDigit,
  isValidKennitala,
  makeKennitala,
  normalizeKennitala,
  parseKennitala,
  type KennitalaError,
  type KennitalaKind,
} from '../src/accounts/kennitala.js';

// Check digits below were computed by hand from ICELAND.md: weights 3,2,7,6,5,4,3,2 on digits 1-8,
// C = 11 - (sum mod 11), 11 -> 0, 10 -> no valid number.
describe('parseKennitala: valid numbers', () => {
  it.each<[string, string, KennitalaKind, string]>([
    // input, stored value, kind, date
    ['0101302989', '0101302989', 'person', '1930-01-01'],
    ['010130-2989', '0101302989', 'person', '1930-01-01'],
    ['010130 2989', '0101302989', 'person', '1930-01-01'],
    [' 010130-2989 ', '0101302989', 'person', '1930-01-01'],
    ['1203894599', '1203894599', 'person', '1989-03-12'],
    ['1510730349', '1510730349', 'person', '1973-10-15'],
    ['2902842019', '2902842019', 'person', '1984-02-29'], // leap year
    ['2902002020', '2902002020', 'person', '2000-02-29'], // 2000 is a leap year
    ['3112059940', '3112059940', 'person', '2005-12-31'], // century 0
    ['0101881218', '0101881218', 'person', '1888-01-01'], // century 8
    ['2802172209', '2802172209', 'person', '1917-02-28'], // check digit 11 -> 0
    ['5510730339', '5510730339', 'company', '1973-10-15'], // ICELAND.md IBAN holder
    ['551073-0339', '5510730339', 'company', '1973-10-15'],
    ['4101015560', '4101015560', 'company', '2001-01-01'], // day 41, century 0
    ['7012022010', '7012022010', 'company', '2002-12-30'],
    ['7112991069', '7112991069', 'company', '1999-12-31'], // day 71, the highest
  ])('%s is a %s of %s', (input, value, kind, date) => {
    expect(parseKennitala(input)).toEqual({ ok: true, kennitala: { value, kind, date } });
    expect(isValidKennitala(input)).toBe(true);
  });
});

describe('parseKennitala: invalid numbers', () => {
  it.each<[string, KennitalaError, string]>([
    ['', 'format', 'empty'],
    ['010130298', 'format', 'nine digits'],
    ['01013029891', 'format', 'eleven digits'],
    ['010130-298X', 'format', 'a letter'],
    ['010130/2989', 'format', 'a slash'],
    ['0101302979', 'checksum', 'check digit 7 instead of 8'],
    ['0101302999', 'checksum', 'check digit 9 instead of 8'],
    ['5510730349', 'checksum', 'company with a wrong check digit'],
    ['1003894599', 'checksum', 'day changed from 12 to 10, old check digit kept'],
    ['0101102209', 'checksum', 'check digit 10 is impossible (digit 0)'],
    ['0101102219', 'checksum', 'check digit 10 is impossible (digit 1)'],
    ['0101001609', 'checksum', 'check digit 10 is impossible (other head)'],
    ['0101302981', 'century', 'century digit 1'],
    ['0101302985', 'century', 'century digit 5'],
    ['0101302987', 'century', 'century digit 7'],
    ['3002842059', 'date', '30 February'],
    ['2902992099', 'date', '29 February 1999'],
    ['2902002029', 'date', '29 February 1900 (not a leap year)'],
    ['3104892049', 'date', '31 April'],
    ['3106992099', 'date', '31 June'],
    ['0001992069', 'date', 'day 00'],
    ['3501992099', 'date', 'person day 35'],
    ['4001992059', 'date', 'day 40 (neither person nor company)'],
    ['0113992079', 'date', 'month 13'],
    ['7201992039', 'date', 'company day 72 (32 + 40)'],
    ['7002992019', 'date', 'company on 30 February'],
    ['6902992089', 'date', 'company on 29 February 1999'],
  ])('%s fails with %s (%s)', (input, error) => {
    expect(parseKennitala(input)).toEqual({ ok: false, error });
    expect(isValidKennitala(input)).toBe(false);
  });
});

describe('getKennitalaCheckDigit', () => {
  it.each<[string, number | null]>([
    ['01013029', 8],
    ['55107303', 3],
    ['28021722', 0], // r = 0 -> 11 -> 0
    ['01011022', null], // r = 1 -> 10, no valid number
    ['01010016', null],
    ['12038945', 9],
  ])('%s -> %s', (head, check) => {
    expect(getKennitalaCheckDigit(head)).toBe(check);
  });
});

describe('normalizeKennitala and formatKennitala', () => {
  it.each<[string, string, string]>([
    ['5510730339', '5510730339', '551073-0339'],
    ['551073-0339', '5510730339', '551073-0339'],
    ['551073 0339', '5510730339', '551073-0339'],
    [' 55 10 73 - 03 39 ', '5510730339', '551073-0339'],
    ['12345', '12345', '12345'], // not ten digits: left as it is
  ])('%j normalizes to %s and formats as %s', (input, normalized, formatted) => {
    expect(normalizeKennitala(input)).toBe(normalized);
    expect(formatKennitala(input)).toBe(formatted);
  });
});

describe('makeKennitala', () => {
  it.each<[string, number, KennitalaKind, string]>([
    ['1930-01-01', 29, 'person', '0101302989'],
    ['1973-10-15', 3, 'company', '5510730339'],
    ['1888-01-01', 12, 'person', '0101881218'],
    ['2000-02-29', 20, 'person', '2902002020'],
    // serial 22 gives check digit 10, so the next serial is used
    ['1910-01-01', 22, 'person', '0101102389'],
  ])('%s serial %i (%s) -> %s', (date, serial, kind, expected) => {
    expect(makeKennitala(date, serial, kind)).toBe(expected);
  });

  it.each<[string, number, KennitalaKind]>([
    ['1850-06-30', 0, 'person'],
    ['1899-12-31', 99, 'person'],
    ['1900-01-01', 10, 'person'],
    ['1985-07-14', 45, 'person'],
    ['2000-02-29', 50, 'person'],
    ['2024-02-29', 77, 'person'],
    ['2099-12-31', 1, 'person'],
    ['1973-10-15', 3, 'company'],
    ['1999-12-31', 10, 'company'],
    ['2001-01-01', 55, 'company'],
    ['2015-02-28', 99, 'company'],
    ['1910-01-01', 22, 'company'],
  ])('round trips %s serial %i as a %s', (date, serial, kind) => {
    const kt = makeKennitala(date, serial, kind);
    expect(kt).toMatch(/^\d{10}$/);
    expect(parseKennitala(kt)).toEqual({ ok: true, kennitala: { value: kt, kind, date } });
    expect(parseKennitala(formatKennitala(kt))).toEqual(parseKennitala(kt));
  });

  it('tries every serial: a whole year of people gets valid numbers', () => {
    const start = Date.UTC(1996, 0, 1);
    for (let i = 0; i < 366; i++) {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      const kt = makeKennitala(date, i % 100);
      expect(parseKennitala(kt)).toMatchObject({ ok: true, kennitala: { date, kind: 'person' } });
    }
  });

  it.each(['1799-12-31', '2100-01-01'])('has no century digit for %s', (date) => {
    expect(() => makeKennitala(date, 20)).toThrow(/century/);
  });
});
