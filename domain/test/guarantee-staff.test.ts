import { describe, expect, it } from 'vitest';
import {
  GUARANTEE_STAFF_REASON_LIMITS,
  claimQueueStatuses,
  compareClaimsByDeadline,
  guaranteeStaffDecisionSchema,
  nextGuaranteeStatus,
  staffDecisionStatus,
  type GuaranteeStaffDecision,
  type GuaranteeStatus,
} from '../src/index.js';

describe('staff decision by hand', () => {
  const cases: [GuaranteeStatus, GuaranteeStaffDecision, GuaranteeStatus | null][] = [
    ['draft', 'approved', 'approved'],
    ['draft', 'declined', 'declined'],
    ['needs_guarantor', 'approved', 'approved'],
    ['needs_guarantor', 'declined', 'declined'],
    ['approved', 'declined', 'declined'],
    ['approved', 'approved', 'approved'],
    ['declined', 'approved', 'approved'],
    ['assessed', 'approved', null],
    ['committed', 'declined', null],
    ['issued', 'approved', null],
    ['active', 'declined', null],
    ['cancellation_requested', 'approved', null],
    ['cancelled', 'approved', null],
    ['ended', 'declined', null],
    ['expired', 'approved', null],
    ['application_expired', 'approved', null],
  ];
  it.each(cases)('%s --%s--> %s', (from, decision, to) => {
    expect(staffDecisionStatus(from, decision)).toBe(to);
    expect(
      nextGuaranteeStatus(from, decision === 'approved' ? 'staff_approve' : 'staff_decline'),
    ).toBe(to);
  });
});

describe('staff decision input', () => {
  const long = 'x'.repeat(GUARANTEE_STAFF_REASON_LIMITS.max + 1);
  it.each([
    [{ decision: 'approved', reason: '  Tekjur staðfestar  ' }, true],
    [{ decision: 'declined', reason: 'Vanskil á skrá' }, true],
    [{ decision: 'approved', reason: '   ' }, false],
    [{ decision: 'approved', reason: 'ok' }, false],
    [{ decision: 'approved', reason: long }, false],
    [{ decision: 'needs_guarantor', reason: 'Vantar ábyrgðarmann' }, false],
    [{ reason: 'Tekjur staðfestar' }, false],
    [{ decision: 'approved', reason: 'Tekjur staðfestar', extra: 1 }, false],
  ])('%j is valid: %s', (input, valid) => {
    expect(guaranteeStaffDecisionSchema.safeParse(input).success).toBe(valid);
  });
  it('trims the reason', () => {
    const parsed = guaranteeStaffDecisionSchema.parse({ decision: 'declined', reason: ' Ástæða ' });
    expect(parsed.reason).toBe('Ástæða');
  });
  it('names the field at fault', () => {
    const parsed = guaranteeStaffDecisionSchema.safeParse({ decision: 'approved', reason: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['reason']);
    expect(parsed.error?.issues[0]?.message).toBe('guarantees.errors.staff_reason');
  });
});

describe('claims queue', () => {
  it.each([
    ['open', ['pending_principal_response', 'pending_obligee_response', 'disputed', 'accepted']],
    ['paid', ['paid']],
    ['lapsed', ['lapsed']],
  ] as const)('filter %s reads %j', (filter, statuses) => {
    expect(claimQueueStatuses(filter)).toEqual(statuses);
  });

  it('orders the nearest deadline first, claims without one after, oldest first', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    const claims = [
      { id: 1, deadline: null, createdAt: at(2) },
      { id: 2, deadline: at(20), createdAt: at(1) },
      { id: 3, deadline: at(10), createdAt: at(3) },
      { id: 4, deadline: null, createdAt: at(1) },
      { id: 5, deadline: at(10), createdAt: at(1) },
    ];
    expect([...claims].sort(compareClaimsByDeadline).map((c) => c.id)).toEqual([5, 3, 2, 4, 1]);
  });
});
