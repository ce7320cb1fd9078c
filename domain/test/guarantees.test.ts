import { describe, expect, it } from 'vitest';
import {
  CREDIT_CLASSES,
  createGuaranteeSchema,
  decideGuarantee,
  isAcceptableGuarantor,
  isGuaranteeAmountAllowed,
  leaseGuaranteeBlocker,
  maxGuaranteeAmount,
  nextGuaranteeStatus,
  yearlyPremium,
  type GuaranteeCreditGrade,
  type GuaranteeDecision,
  type GuaranteeEvent,
  type GuaranteeStatus,
} from '../src/index.js';

describe('guarantee amount rule', () => {
  it.each([
    [600_000, 200_000, true],
    [600_001, 200_000, false],
    [1, 200_000, true],
    [0, 200_000, false],
    [100_000.5, 200_000, false],
  ])('amount %i for rent %i allowed: %s', (amount, rent, allowed) => {
    expect(isGuaranteeAmountAllowed(amount, rent)).toBe(allowed);
  });
  it('caps at 3 months', () => expect(maxGuaranteeAmount(250_000)).toBe(750_000));
});

describe('the lease a guarantee rests on', () => {
  const today = '2026-12-04';
  it.each([
    ['committed', null, null],
    ['signing', '2026-12-04', null],
    ['signed', '2027-06-30', null],
    ['registered', null, null],
    ['draft', null, 'contract_draft'],
    ['draft', '2026-12-03', 'contract_draft'],
    ['committed', '2026-12-03', 'contract_ended'],
    ['registered', '2026-01-31', 'contract_ended'],
  ] as const)('%s, ending %s: %s', (status, endDate, blocker) => {
    expect(leaseGuaranteeBlocker({ status, endDate }, today)).toBe(blocker);
  });
});

describe('premium from the price list', () => {
  it.each([
    [100_000, 30_000],
    [199_999, 60_000],
    [200_000, 55_000],
    [300_000, 67_500],
    [450_000, 92_250],
    [600_000, 111_000],
  ])('%i ISK costs %i a year', (amount, premium) => {
    expect(yearlyPremium(amount)).toBe(premium);
  });
  it('takes a configured price list', () => {
    expect(yearlyPremium(300_000, [{ from: 0, perThousandPerYear: 100 }])).toBe(30_000);
  });
});

describe('decision rule', () => {
  const cases: [GuaranteeCreditGrade, GuaranteeDecision, number | null][] = [
    ['A1', 'approved', 0],
    ['A3', 'approved', 0],
    ['B1', 'approved', 15],
    ['B3', 'approved', 15],
    ['C1', 'approved', 25],
    ['C2', 'approved', 25],
    ['C3', 'needs_guarantor', null],
    ['D1', 'declined', null],
    ['E3', 'declined', null],
    ['no_score', 'needs_guarantor', null],
  ];
  it.each(cases)('%s -> %s with cash threshold %s%%', (grade, decision, percent) => {
    const result = decideGuarantee(grade, 300_000);
    expect(result.decision).toBe(decision);
    expect(result.cash_threshold_percent).toBe(percent);
    expect(result.yearly_premium).toBe(decision === 'approved' ? 67_500 : null);
    expect(result.cash_threshold_amount).toBe(percent === null ? null : (300_000 * percent) / 100);
  });
  it('decides every class', () => {
    for (const c of CREDIT_CLASSES) expect(decideGuarantee(c, 100_000).decision).toBeTruthy();
  });
  it.each([
    ['B2', true],
    ['B3', false],
    ['no_score', false],
  ] as const)('guarantor %s acceptable: %s', (grade, ok) => {
    expect(isAcceptableGuarantor(grade)).toBe(ok);
  });
});

describe('status machine', () => {
  const cases: [
    GuaranteeStatus,
    GuaranteeEvent,
    GuaranteeDecision | undefined,
    GuaranteeStatus | null,
  ][] = [
    ['draft', 'assess', 'approved', 'approved'],
    ['draft', 'assess', 'declined', 'declined'],
    ['draft', 'assess', undefined, null],
    ['needs_guarantor', 'assess', 'approved', 'approved'],
    ['approved', 'assess', 'approved', null],
    ['declined', 'assess', 'approved', null],
    ['approved', 'commit', undefined, 'committed'],
    ['draft', 'commit', undefined, null],
    ['committed', 'issue', undefined, 'issued'],
    ['issued', 'start', undefined, 'active'],
    ['active', 'request_cancellation', undefined, 'cancellation_requested'],
    ['cancellation_requested', 'reject_cancellation', undefined, 'issued'],
    ['cancellation_requested', 'cancel', undefined, 'cancelled'],
    ['active', 'end', undefined, 'ended'],
    ['ended', 'expire', undefined, 'expired'],
    ['draft', 'expire_application', undefined, 'application_expired'],
    ['active', 'expire_application', undefined, null],
  ];
  it.each(cases)('%s --%s(%s)--> %s', (from, event, decision, to) => {
    expect(nextGuaranteeStatus(from, event, decision)).toBe(to);
  });
});

describe('create schema', () => {
  it('takes a contract or a planned rent', () => {
    expect(createGuaranteeSchema.safeParse({ contract_id: 3, amount: 100 }).success).toBe(true);
    expect(
      createGuaranteeSchema.safeParse({ monthly_rent: 200_000, amount: 600_000 }).success,
    ).toBe(true);
  });
  it.each([
    [{ amount: 100 }, 'contract_id'],
    [{ contract_id: 1, monthly_rent: 100, amount: 100 }, 'contract_id'],
    [{ monthly_rent: 200_000, amount: 600_001 }, 'amount'],
    [{ monthly_rent: 200_000, amount: -1 }, 'amount'],
  ])('refuses %j on %s', (input, field) => {
    const result = createGuaranteeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});
