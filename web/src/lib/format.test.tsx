import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { formatKennitala } from './format-kennitala';

describe('dates and kennitölur', () => {
  it.each([
    ['2025-02-03', '03.02.2025'],
    ['', ''],
    [null, ''],
    ['not a date', 'not a date'],
  ])('date %s -> %s', (value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it('shows a moment on its day in the reader’s time zone', () => {
    const moment = new Date(2026, 10, 23, 18, 30).toISOString();
    expect(formatDate(moment)).toBe('23.11.2026');
  });

  it.each([
    ['1201743399', '120174-3399'],
    ['120174-3399', '120174-3399'],
    [null, ''],
  ])('kennitala %s -> %s', (value, shown) => {
    expect(formatKennitala(value)).toBe(shown);
  });
});
