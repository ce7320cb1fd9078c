import { describe, expect, it } from 'vitest';
import {
  checkFireSafety,
  countInspectedFireSafety,
  getSmokeDetectorReminderYear,
  hasFireSafetyIssue,
} from '../src/index.js';

const complete = {
  smokeDetectors: true,
  fireExtinguisher: true,
  escapeRoutes: true,
  smokeDetectorCount: 2,
  areaM2: 120,
};

describe('fire safety on an inspection report', () => {
  it('counts the fire-safety subjects the rooms record and those found at the inspection', () => {
    const counts = countInspectedFireSafety([
      { tag: 'smoke_detector', condition: 'good' },
      { tag: 'smoke_detector', condition: 'missing' },
      { tag: 'smoke_detector', condition: null },
      { tag: 'fire_blanket', condition: 'worn' },
      { tag: 'walls', condition: 'good' },
    ]);
    expect(counts).toEqual({
      smoke_detector: { recorded: 3, found: 1, unjudged: 1 },
      fire_extinguisher: { recorded: 0, found: 0, unjudged: 0 },
      fire_blanket: { recorded: 1, found: 1, unjudged: 0 },
    });
  });

  it('is in order when the contract declares every item and enough detectors', () => {
    const checks = checkFireSafety(complete);
    expect(checks.map((c) => [c.item, c.status])).toEqual([
      ['smoke_detectors', 'ok'],
      ['fire_extinguisher', 'ok'],
      ['escape_routes', 'ok'],
    ]);
    expect(checks[0]!.required).toBe(2);
    expect(hasFireSafetyIssue(checks)).toBe(false);
  });

  it('makes an issue of each missing item and of too few detectors for the area', () => {
    expect(
      checkFireSafety({ ...complete, fireExtinguisher: false, escapeRoutes: false }).map(
        (c) => c.status,
      ),
    ).toEqual(['ok', 'missing', 'missing']);
    expect(checkFireSafety({ ...complete, smokeDetectors: false })[0]!.status).toBe('missing');
    const few = checkFireSafety({ ...complete, smokeDetectorCount: 1, areaM2: 81 });
    expect(few[0]).toEqual({ item: 'smoke_detectors', status: 'too_few', required: 2 });
    expect(hasFireSafetyIssue(few)).toBe(true);
    // The area unknown: the count is not judged.
    expect(checkFireSafety({ ...complete, smokeDetectorCount: 1, areaM2: null })[0]!.status).toBe(
      'ok',
    );
  });
});

describe('the yearly smoke detector reminder', () => {
  const lease = { startDate: '2025-03-10', endDate: null };
  const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('is due from each anniversary of the lease, never in its first year', () => {
    expect(getSmokeDetectorReminderYear(lease, at('2025-12-31'))).toBeNull();
    expect(getSmokeDetectorReminderYear(lease, at('2026-03-09'))).toBeNull();
    expect(getSmokeDetectorReminderYear(lease, at('2026-03-10'))).toBe(2026);
    expect(getSmokeDetectorReminderYear(lease, at('2026-12-31'))).toBe(2026);
    expect(getSmokeDetectorReminderYear(lease, at('2027-01-01'))).toBeNull();
    expect(getSmokeDetectorReminderYear(lease, at('2027-03-10'))).toBe(2027);
  });

  it('is not due without a start or after the lease ended', () => {
    expect(getSmokeDetectorReminderYear({ startDate: null, endDate: null }, at('2030-01-01'))).toBe(
      null,
    );
    const ended = { startDate: '2025-03-10', endDate: '2026-06-30' };
    expect(getSmokeDetectorReminderYear(ended, at('2026-06-30'))).toBe(2026);
    expect(getSmokeDetectorReminderYear(ended, at('2027-03-10'))).toBeNull();
  });
});
