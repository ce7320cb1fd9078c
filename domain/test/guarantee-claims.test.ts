import { describe, expect, it } from 'vitest';
import {
  acceptedClaimTotal,
  canClaimOnGuarantee,
  claimDeadline,
  claimRulingSchema,
  createClaimSchema,
  daysUntil,
  dueClaimEvent,
  heldCover,
  isDamageClaimTimely,
  lastDamageClaimDay,
  nextClaimStatus,
  principalResponseSchema,
  remainingCover,
  type ClaimEvent,
  type ClaimStatus,
  type GuaranteeStatus,
} from '../src/index.js';

/** A fixed clock: every case reads this moment, never the real time. */
const NOW = new Date('2026-03-15T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe('a damage claim is refused later than 4 weeks after the return of the home', () => {
  it.each([
    ['2026-03-01', true],
    ['2026-02-15', true],
    ['2026-02-14', false],
    ['2025-12-01', false],
  ])('returned %s, claimed 15.3.2026: timely %s', (returned, timely) => {
    expect(isDamageClaimTimely(returned, NOW)).toBe(timely);
  });
  it('the last day is 28 days after the return', () =>
    expect(lastDamageClaimDay('2026-02-15')).toBe('2026-03-15'));
});

describe('deadlines run out with the clock', () => {
  it.each<[ClaimStatus, number | null, number | null, ReturnType<typeof dueClaimEvent>]>([
    ['pending_principal_response', 27, null, null],
    ['pending_principal_response', 28, null, null],
    ['pending_principal_response', 29, null, 'deem_accepted'],
    ['pending_obligee_response', 60, 27, null],
    ['pending_obligee_response', 60, 29, 'lapse'],
    ['draft', 100, null, null],
    ['accepted', 100, 100, null],
    ['disputed', 100, 100, null],
  ])('%s committed %s days ago, answered %s days ago: %s', (status, committed, answered, due) => {
    const ts = {
      committedAt: committed === null ? null : daysBefore(committed),
      principalRespondedAt: answered === null ? null : daysBefore(answered),
    };
    expect(dueClaimEvent(status, ts, NOW)).toBe(due);
  });
  it('shows the days left', () => {
    const deadline = claimDeadline('pending_principal_response', {
      committedAt: daysBefore(10),
      principalRespondedAt: null,
    });
    expect(deadline && daysUntil(deadline, NOW)).toBe(18);
    expect(daysUntil(daysBefore(1), NOW)).toBe(0);
  });
});

describe('claim state machine', () => {
  it.each<[ClaimStatus, ClaimEvent, ClaimStatus | null]>([
    ['draft', 'commit', 'pending_principal_response'],
    ['draft', 'cancel', 'cancelled'],
    ['draft', 'pay', null],
    ['pending_principal_response', 'principal_accept_all', 'accepted'],
    ['pending_principal_response', 'principal_reject_some', 'pending_obligee_response'],
    ['pending_principal_response', 'deem_accepted', 'accepted'],
    ['pending_principal_response', 'cancel', 'cancelled'],
    ['pending_obligee_response', 'obligee_refer', 'disputed'],
    ['pending_obligee_response', 'obligee_accept_rejection', 'accepted'],
    ['pending_obligee_response', 'lapse', 'lapsed'],
    ['accepted', 'pay', 'paid'],
    ['accepted', 'cancel', null],
    ['paid', 'cancel', null],
    ['disputed', 'lapse', null],
    ['disputed', 'rule', 'accepted'],
    ['pending_obligee_response', 'rule', null],
    ['accepted', 'rule', null],
    ['lapsed', 'commit', null],
  ])('%s --%s--> %s', (status, event, next) => {
    expect(nextClaimStatus(status, event)).toBe(next);
  });
});

describe('the ruling on a dispute', () => {
  const ruling = { body: 'court', reference: 'E-12/2026', awarded_amount: 0 };
  it('takes an award of nothing, by a committee or a court, with a reference', () => {
    expect(claimRulingSchema.safeParse(ruling).success).toBe(true);
    expect(claimRulingSchema.safeParse({ ...ruling, body: 'complaints_committee' }).success).toBe(
      true,
    );
  });
  it.each([
    [{ ...ruling, reference: '  ' }, 'guarantee-claims.validation.ruling_reference'],
    [{ ...ruling, body: 'landlord' }, 'guarantee-claims.validation.ruling_body'],
    [{ ...ruling, awarded_amount: -1 }, 'guarantee-claims.validation.awarded_amount'],
    [{ ...ruling, awarded_amount: 1.5 }, 'guarantee-claims.validation.awarded_amount'],
  ])('refuses %j with %s', (input, message) => {
    const parsed = claimRulingSchema.safeParse(input);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('which guarantees take a claim', () => {
  it.each<[GuaranteeStatus, Date | null, boolean]>([
    ['issued', null, true],
    ['active', null, true],
    ['ended', daysBefore(10), true],
    ['ended', daysBefore(29), false],
    ['ended', null, false],
    ['approved', null, false],
    ['cancelled', null, false],
    ['expired', null, false],
  ])('%s (ended %s): %s', (status, endedOn, ok) => {
    expect(canClaimOnGuarantee(status, endedOn, NOW)).toBe(ok);
  });
});

describe('cover and totals', () => {
  it.each([
    [600_000, [], 600_000],
    [600_000, [100_000, 50_000], 450_000],
    [600_000, [700_000], 0],
  ])('cover %i after paid %j leaves %i', (amount, paid, left) => {
    expect(remainingCover(amount, paid)).toBe(left);
  });
  it.each<[ClaimStatus, number]>([
    ['draft', 0],
    ['pending_principal_response', 50_000],
    ['pending_obligee_response', 50_000],
    ['disputed', 50_000],
    ['accepted', 20_000],
    ['lapsed', 0],
    ['paid', 0],
    ['cancelled', 0],
  ])('a %s claim of 50.000 (20.000 accepted) holds %i of the cover', (status, held) =>
    expect(heldCover([{ status, total: 50_000, acceptedAmount: 20_000 }])).toBe(held),
  );
  it('open claims hold the sum of what each may still take', () =>
    expect(
      heldCover([
        { status: 'pending_principal_response', total: 30_000, acceptedAmount: null },
        { status: 'accepted', total: 40_000, acceptedAmount: null },
        { status: 'paid', total: 99_000, acceptedAmount: 99_000 },
      ]),
    ).toBe(70_000));
  it('an answered claim stands at its accepted and unanswered lines', () =>
    expect(
      acceptedClaimTotal([
        { amount: 100, response: 'accepted' },
        { amount: 50, response: 'rejected' },
        { amount: 7, response: null },
      ]),
    ).toBe(107));
});

describe('claim input', () => {
  it.each([
    [{ type: 'damage', return_date: '2026-03-01' }, null],
    [{ type: 'damage' }, 'return_date'],
    [{ type: 'default' }, null],
    [{ type: 'theft' }, 'type'],
  ])('%j: error on %s', (input, field) => {
    const parsed = createClaimSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]?.path[0]).toBe(field);
  });
  it('a rejected line needs a reason', () => {
    const bad = principalResponseSchema.safeParse({
      lines: [{ line_id: 1, response: 'rejected' }],
    });
    expect(bad.success).toBe(false);
    const ok = principalResponseSchema.safeParse({
      lines: [{ line_id: 1, response: 'rejected', reason: 'Var skemmt fyrir' }],
    });
    expect(ok.success).toBe(true);
  });
});
