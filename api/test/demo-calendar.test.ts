import { describe, expect, it } from 'vitest';
import { demoCalendar } from '../src/seed/demo-calendar.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe("the demo's lease calendar", () => {
  // Every day a demo could be seeded on over two years, month starts and ends included.
  const days = Array.from({ length: 730 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * DAY_MS));

  it('keeps the guaranteed lease running whichever day the demo is seeded', () => {
    for (const today of days) {
      const { guaranteeLease } = demoCalendar(today);
      // A claim's return day three days back lies inside it, and so do the next six months.
      expect(guaranteeLease.start <= isoDay(new Date(today.getTime() - 3 * DAY_MS))).toBe(true);
      expect(guaranteeLease.end >= isoDay(new Date(today.getTime() + 180 * DAY_MS))).toBe(true);
    }
  });

  it('starts no two leases on the same day (tests find a lease by its first day)', () => {
    for (const today of days) {
      const starts = Object.values(demoCalendar(today)).map((term) => term.start);
      expect(new Set(starts).size).toBe(starts.length);
    }
  });

  it('reads as documented when seeded in December 2026', () => {
    expect(demoCalendar(new Date('2026-12-15T12:00:00Z'))).toEqual({
      committedLease: { start: '2026-01-01', end: '2026-12-31' },
      paperLease: { start: '2025-01-01', end: '2025-12-31' },
      draftLease: { start: '2027-01-01', end: '2027-12-31' },
      signingLease: { start: '2028-01-01', end: '2028-12-31' },
      registeredLease: { start: '2026-12-01', end: '2028-11-30' },
      guaranteeLease: { start: '2026-07-01', end: '2027-06-30' },
    });
  });
});
