import { describe, expect, it } from 'vitest';
import {
  getStaffBillPatchRefusal,
  getStaffPayoutPatchRefusal,
  staffBillPatchSchema,
  staffPayoutPatchSchema,
} from '../src/index.js';

const bill = {
  paidAmount: 0,
  paidAt: null,
  claimId: null,
  claimStatus: null,
} as const;

describe('getStaffBillPatchRefusal', () => {
  it.each([
    ['not invoiced', bill, null],
    ['claim cancelled', { ...bill, claimId: 'c1', claimStatus: 'cancelled' as const }, null],
    [
      'claim open in the bank',
      { ...bill, claimId: 'c1', claimStatus: 'unpaid' as const },
      'claim_open',
    ],
    [
      'partly paid',
      { ...bill, claimId: 'c1', claimStatus: 'partly_paid' as const, paidAmount: 10 },
      'bill_paid',
    ],
    [
      'paid',
      {
        ...bill,
        claimId: 'c1',
        claimStatus: 'paid' as const,
        paidAmount: 250_390,
        paidAt: '2026-11-03T10:00:00Z',
      },
      'bill_paid',
    ],
    ['money recorded without a claim status', { ...bill, paidAmount: 5 }, 'bill_paid'],
  ])('%s -> %s', (_name, facts, refusal) => {
    expect(getStaffBillPatchRefusal(facts)).toBe(refusal);
  });
});

describe('getStaffPayoutPatchRefusal', () => {
  it.each([
    [[], false, null],
    [[], true, null],
    [['rejected'], true, null],
    [['reversed', 'rejected'], true, null],
    [['pending'], false, null],
    [['pending'], true, 'payout_pending'],
    [['booked'], false, 'payout_executed'],
    [['rejected', 'booked'], true, 'payout_executed'],
  ] as const)('%o, account change %s -> %s', (statuses, isAccountChange, refusal) => {
    expect(getStaffPayoutPatchRefusal(statuses, { isAccountChange })).toBe(refusal);
  });
});

describe('staffBillPatchSchema', () => {
  it.each([
    [{ reason: 'Tenant asked to move the date', due_date: '2026-12-03' }, true],
    [{ reason: 'Rent was lowered', amount: 240_000 }, true],
    [{ reason: 'Nothing', amount: 240_000.5 }, false],
    [{ reason: 'Zero', amount: 0 }, false],
    [{ reason: 'no', amount: 10 }, false],
    [{ amount: 10 }, false],
    [{ reason: 'Only a reason' }, false],
    [{ reason: 'Dates reversed', due_date: '2026-12-08', final_due_date: '2026-12-01' }, false],
    [{ reason: 'Bad date', due_date: '2026-13-01' }, false],
  ])('%o valid: %s', (body, isValid) => {
    expect(staffBillPatchSchema.safeParse(body).success).toBe(isValid);
  });

  it('names the field that is wrong with a catalogue key', () => {
    const result = staffBillPatchSchema.safeParse({
      reason: 'Dates reversed',
      due_date: '2026-12-08',
      final_due_date: '2026-12-01',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['final_due_date'],
      message: 'validation.final_due_before_due',
    });
    expect(
      staffBillPatchSchema.safeParse({ reason: 'Only a reason' }).error?.issues[0],
    ).toMatchObject({ message: 'staff-finance.nothing_to_change' });
  });
});

describe('staffPayoutPatchSchema', () => {
  it.each([
    [{ reason: 'Checking the landlord', is_on_hold: true }, true],
    [{ reason: 'Checked', is_on_hold: false }, true],
    [{ reason: 'New account', payout_method_id: 4 }, true],
    [{ reason: 'New account', payout_method_id: -4 }, false],
    [{ reason: 'Hold', is_on_hold: 'yes' }, false],
    [{ reason: 'Only a reason' }, false],
    [{ is_on_hold: true }, false],
  ])('%o valid: %s', (body, isValid) => {
    expect(staffPayoutPatchSchema.safeParse(body).success).toBe(isValid);
  });
});
