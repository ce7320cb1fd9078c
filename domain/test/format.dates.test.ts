import { describe, expect, it } from 'vitest';
import { getIcelandicToday } from '../src/format/dates.js';

describe('getIcelandicToday', () => {
  it('is the UTC date, Iceland keeping UTC all year', () => {
    expect(getIcelandicToday(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-30');
    expect(getIcelandicToday(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    // Summer too: no daylight saving time.
    expect(getIcelandicToday(new Date('2026-06-30T23:30:00-01:00'))).toBe('2026-07-01');
  });
});
