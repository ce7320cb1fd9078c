import { describe, expect, it } from 'vitest';
import {
  formatTenantDefect,
  getDefectWindowEnd,
  getDefectWindowRefusal,
  INSPECTION_DEFECT_WINDOW_DAYS,
  tenantDefectSchema,
} from '../src/index.js';

const signedAt = new Date('2026-11-01T12:00:00Z');
const moveIn = { kind: 'move_in' as const, status: 'SIGNED', signedAt };
const DAY = 24 * 60 * 60 * 1000;

describe('the tenant’s defect window', () => {
  it('lasts 14 days from signing unless told otherwise', () => {
    expect(INSPECTION_DEFECT_WINDOW_DAYS).toBe(14);
    expect(getDefectWindowEnd(signedAt).toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(getDefectWindowEnd(signedAt, 3).toISOString()).toBe('2026-11-04T12:00:00.000Z');
  });

  it('is open until its last millisecond and closed from its end', () => {
    const end = getDefectWindowEnd(signedAt).getTime();
    expect(getDefectWindowRefusal(moveIn, new Date(end - 1))).toBeNull();
    expect(getDefectWindowRefusal(moveIn, new Date(end))).toBe('defect_window_closed');
    expect(getDefectWindowRefusal(moveIn, new Date(end + DAY))).toBe('defect_window_closed');
    expect(getDefectWindowRefusal(moveIn, new Date(signedAt.getTime() + 5 * DAY), 3)).toBe(
      'defect_window_closed',
    );
  });

  it('applies to a signed move-in report only', () => {
    const now = new Date(signedAt.getTime() + DAY);
    expect(getDefectWindowRefusal({ ...moveIn, kind: 'move_out' }, now)).toBe('not_move_in');
    expect(getDefectWindowRefusal({ ...moveIn, status: 'SIGNING' }, now)).toBe('not_signed');
    expect(getDefectWindowRefusal({ ...moveIn, signedAt: null }, now)).toBe('not_signed');
  });

  it('validates a defect with field errors and formats it as one addendum line', () => {
    const bad = tenantDefectSchema.safeParse({ token: 'x', subject: ' ', severity: 'awful' });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => [i.path.join('.'), i.message]).sort();
    expect(fields).toEqual([
      ['description', 'validation.required'],
      ['severity', 'validation.inspections.severity'],
      ['subject', 'validation.required'],
    ]);
    const good = tenantDefectSchema.parse({
      token: 'x',
      subject: ' Window ',
      description: 'Does not close',
      severity: 'major',
    });
    expect(formatTenantDefect(good)).toBe('[major] Window: Does not close');
  });
});
