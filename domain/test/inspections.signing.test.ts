import { describe, expect, it } from 'vitest';
import {
  canDeclineInspection,
  canManageInspectionSigning,
  declineInspectionSchema,
  getSigningCompletion,
  inspectionAddendumSchema,
  inspectionAttendanceSchema,
} from '../src/index.js';

describe('getSigningCompletion', () => {
  it('is open until every landlord signed and every tenant signed or declined', () => {
    expect(getSigningCompletion([])).toBe('open');
    expect(
      getSigningCompletion([
        { role: 'LL', status: 'signed' },
        { role: 'TN', status: 'pending' },
      ]),
    ).toBe('open');
    expect(
      getSigningCompletion([
        { role: 'LL', status: 'pending' },
        { role: 'TN', status: 'declined' },
      ]),
    ).toBe('open');
  });

  it('is all when everyone signed, finishable when a tenant declined', () => {
    expect(
      getSigningCompletion([
        { role: 'LL', status: 'signed' },
        { role: 'TN', status: 'signed' },
      ]),
    ).toBe('all');
    expect(
      getSigningCompletion([
        { role: 'LL', status: 'signed' },
        { role: 'TN', status: 'declined' },
        { role: 'TN', status: 'signed' },
      ]),
    ).toBe('finishable');
  });

  it('never finishes over a landlord who declined', () => {
    expect(
      getSigningCompletion([
        { role: 'LL', status: 'declined' },
        { role: 'LL', status: 'signed' },
        { role: 'TN', status: 'signed' },
      ]),
    ).toBe('open');
  });
});

describe('who declines and what they send', () => {
  it('lets a tenant decline, nobody else', () => {
    expect(canDeclineInspection('TN')).toBe(true);
    expect(canDeclineInspection('LL')).toBe(false);
    expect(canDeclineInspection('AG')).toBe(false);
  });

  it('needs a reason, an addendum text, and attendance as booleans', () => {
    const blank = declineInspectionSchema.safeParse({ reason: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('inspection-signing.validation.required');
    expect(declineInspectionSchema.parse({ reason: ' Rangt ' })).toEqual({ reason: 'Rangt' });
    const long = inspectionAddendumSchema.safeParse({ text: 'x'.repeat(4001) });
    expect(long.error?.issues[0]?.message).toBe('inspection-signing.validation.too_long');
    expect(
      inspectionAttendanceSchema.safeParse({ attendees: [{ user_id: 1, present: 'yes' }] }).success,
    ).toBe(false);
  });
});

describe('canManageInspectionSigning', () => {
  it('is the landlord side and staff, not a tenant or a reader', () => {
    expect(canManageInspectionSigning({ isStaff: false, roles: ['LL'] })).toBe(true);
    expect(canManageInspectionSigning({ isStaff: false, roles: ['AG'] })).toBe(true);
    expect(canManageInspectionSigning({ isStaff: true, roles: [] })).toBe(true);
    expect(canManageInspectionSigning({ isStaff: false, roles: ['TN'] })).toBe(false);
    expect(canManageInspectionSigning({ isStaff: false, roles: ['R'] })).toBe(false);
  });
});
