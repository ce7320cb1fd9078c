import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  assessPaymentCapacity,
  buildLoanPaymentSchedule,
  getAnnuityPayment,
  getPremiumPaymentSchedule,
  householdDataSchema,
  isBusinessDay,
  isLoanEditable,
  isPaymentAssessmentRequired,
  loanConfigurationSchema,
  nextLoanStatus,
  LOAN_EVENTS,
  LOAN_STATUSES,
  type LoanEvent,
  type LoanStatus,
} from '../src/index.js';

describe('loan payment schedule (annuity)', () => {
  // Expected figures from a separate implementation of the same annuity rules (Python, whole
  // krónur, halves up); APRC by solving for the monthly rate.
  it.each([
    {
      amount: 300_000,
      months: 12,
      annuity: 27_170,
      interest: 26_035,
      first: [23_257, 3_913],
      last: [26_815, 350],
      aprc: 19.46,
    },
    {
      amount: 1_000_000,
      months: 36,
      annuity: 34_984,
      interest: 259_448,
      first: [21_942, 13_042],
      last: [34_557, 451],
      aprc: 17.58,
    },
    {
      amount: 50_000,
      months: 1,
      annuity: 50_652,
      interest: 652,
      first: [50_000, 652],
      last: [50_000, 652],
      aprc: 26.05,
    },
  ])('$amount kr over $months months at 15.65% and 322 kr a notice', (c) => {
    const s = buildLoanPaymentSchedule({
      amount: c.amount,
      months: c.months,
      firstDueDate: '2026-12-01',
    });
    expect(s.annuity).toBe(c.annuity);
    expect(s.totalInterest).toBe(c.interest);
    expect(s.totalFees).toBe(322 * c.months);
    expect(s.totalPaid).toBe(c.amount + c.interest + 322 * c.months);
    expect([s.rows[0]!.principal, s.rows[0]!.interest]).toEqual(c.first);
    expect([s.rows.at(-1)!.principal, s.rows.at(-1)!.interest]).toEqual(c.last);
    expect(s.aprcPercent).toBe(c.aprc);
  });

  it.each([
    [300_000, 12],
    [10_000, 36],
    [3_000_000, 36],
    [123_457, 7],
  ])('%d kr over %d months: the principal repaid is the amount, to the krona', (amount, months) => {
    const s = buildLoanPaymentSchedule({ amount, months, firstDueDate: '2027-03-15' });
    expect(s.rows).toHaveLength(months);
    expect(s.rows.reduce((sum, r) => sum + r.principal, 0)).toBe(amount);
    expect(s.rows.at(-1)!.balance).toBe(0);
    let owed = amount;
    for (const row of s.rows) {
      owed -= row.principal;
      expect(row.balance).toBe(owed);
      expect(row.total).toBe(row.principal + row.interest + row.noticeFee);
      expect(Number.isInteger(row.interest) && row.interest >= 0).toBe(true);
      expect(isBusinessDay(row.dueDate)).toBe(true);
    }
    // Equal payments but the last, which settles what rounding left.
    for (const row of s.rows.slice(0, -1)) expect(row.principal + row.interest).toBe(s.annuity);
  });

  it('without interest or fees the amount is split evenly and costs nothing', () => {
    const s = buildLoanPaymentSchedule({
      amount: 12_000,
      months: 12,
      firstDueDate: '2027-02-01',
      terms: { yearlyInterestPercent: 0, noticeFee: 0 },
    });
    expect(s.rows.map((r) => r.total)).toEqual(Array(12).fill(1_000));
    expect(s.aprcPercent).toBe(0);
    expect(getAnnuityPayment(10_000, 3, 0)).toBe(3_334);
  });

  it('due dates keep the day of the month, on the next business day', () => {
    const s = buildLoanPaymentSchedule({ amount: 90_000, months: 3, firstDueDate: '2026-12-01' });
    // 1 January 2027 is New Year's Day (a Friday): the next business day is Monday the 4th.
    expect(s.rows.map((r) => r.dueDate)).toEqual(['2026-12-01', '2027-01-04', '2027-02-01']);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-12-31', 12, '2027-12-31'],
    ['2026-03-31', 0, '2026-03-31'],
  ])('%s plus %d months is %s', (date, months, expected) => {
    expect(addMonthsClamped(date, months)).toBe(expected);
  });

  it.each([0, -5, 1.5])('refuses an amount of %d', (amount) => {
    expect(() =>
      buildLoanPaymentSchedule({ amount, months: 3, firstDueDate: '2027-01-01' }),
    ).toThrow(RangeError);
  });
});

describe('payment-capacity assessment (greiðslumat)', () => {
  it.each([
    [2_000_000, 1, false],
    [2_000_001, 1, true],
    [4_000_000, 2, false],
    [4_000_001, 2, true],
    [3_000_000, 2, false],
  ] as const)('%d kr to %d borrower(s): assessment required %s', (amount, borrowers, required) => {
    expect(isPaymentAssessmentRequired(amount, borrowers)).toBe(required);
  });

  const reference = { firstAdult: 150_000, otherAdult: 100_000, perChild: 60_000 };
  const household = {
    adults: 2,
    children: 1,
    netIncome: 900_000,
    housingCost: 300_000,
    otherLoanPayments: 40_000,
    childcare: 30_000,
    carCosts: 50_000,
  };
  it.each([
    [100_000, 170_000, 70_000, 'positive'],
    [170_000, 170_000, 0, 'positive'],
    [170_001, 170_000, -1, 'negative'],
  ] as const)('a payment of %d kr leaves a margin', (payment, disposable, margin, outcome) => {
    expect(assessPaymentCapacity(household, payment, reference)).toEqual({
      livingCost: 310_000,
      disposable,
      margin,
      outcome,
    });
  });
});

describe('loan statuses', () => {
  const path: [LoanStatus, LoanEvent, LoanStatus][] = [
    ['draft', 'attach_contract', 'contract_attached'],
    ['contract_attached', 'configure', 'configured'],
    ['configured', 'configure', 'configured'],
    ['configured', 'start_assessment', 'credit_assessment'],
    ['credit_assessment', 'approve', 'approved'],
    ['credit_assessment', 'decline', 'declined'],
    ['approved', 'sign', 'signed'],
    ['signed', 'disburse', 'disbursed'],
    ['disbursed', 'first_payment', 'repaying'],
    ['repaying', 'miss_payment', 'in_arrears'],
    ['in_arrears', 'catch_up', 'repaying'],
    ['in_arrears', 'default', 'defaulted'],
    ['repaying', 'pay_off', 'paid_off'],
  ];
  it.each(path)('%s --%s--> %s', (from, event, to) => {
    expect(nextLoanStatus(from, event)).toBe(to);
  });

  it('nothing leaves a final status, and nothing skips the decision', () => {
    for (const status of ['declined', 'paid_off', 'defaulted'] as const)
      for (const event of LOAN_EVENTS) expect(nextLoanStatus(status, event)).toBeNull();
    expect(nextLoanStatus('configured', 'approve')).toBeNull();
    expect(nextLoanStatus('draft', 'sign')).toBeNull();
    expect(nextLoanStatus('approved', 'disburse')).toBeNull();
  });

  it('only the application steps are editable', () => {
    expect(LOAN_STATUSES.filter(isLoanEditable)).toEqual([
      'draft',
      'contract_attached',
      'configured',
    ]);
  });
});

describe('loan schemas', () => {
  it.each([
    [{ amount: 10_000, months: 1 }, null],
    [{ amount: 3_000_000, months: 36 }, null],
    [{ amount: 9_999, months: 12 }, 'loans.errors.amount'],
    [{ amount: 3_000_001, months: 12 }, 'loans.errors.amount'],
    [{ amount: 50_000.5, months: 12 }, 'loans.errors.amount'],
    [{ amount: 50_000, months: 0 }, 'loans.errors.months'],
    [{ amount: 50_000, months: 37 }, 'loans.errors.months'],
  ])('loan configuration %j', (input, error) => {
    const parsed = loanConfigurationSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(error);
  });

  it('household data needs an adult and whole, non-negative amounts', () => {
    const valid = {
      adults: 1,
      children: 0,
      net_income: 450_000,
      housing_cost: 250_000,
      other_loan_payments: 0,
      childcare: 0,
      car_costs: 20_000,
    };
    expect(householdDataSchema.safeParse(valid).success).toBe(true);
    const bad = householdDataSchema.safeParse({ ...valid, adults: 0, car_costs: -1 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['adults', 'loans.errors.adults'],
      ['car_costs', 'loans.errors.amount_field'],
    ]);
  });
});

describe('a spread guarantee premium', () => {
  it('falls due on the 1st of each month, each moved on to a business day, not the first one’s', () => {
    // 1 January 2027 is a holiday (a Friday): that payment moves to the 4th, February's stays on the 1st.
    const s = getPremiumPaymentSchedule(67_500, '2026-12-10');
    expect(s.rows.slice(0, 3).map((r) => r.dueDate)).toEqual([
      '2027-01-04',
      '2027-02-01',
      '2027-03-01',
    ]);
  });
});
