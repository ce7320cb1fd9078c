import { describe, expect, it } from 'vitest';
import {
  LOAN_DEFAULT_AFTER_DAYS_LATE,
  LOAN_SIGNING_EXPIRY_DAYS,
  LOAN_SIGNING_REMINDER_DAYS,
  getLoanSigningDeadline,
  getLoanSigningExpiresAt,
  addDays,
  canInviteLoanCoApplicant,
  canRetryLoanPayout,
  combineLoanHouseholds,
  getLoanFinalDueDate,
  isLoanRepaymentInDefault,
  getLoanRepaymentState,
  getLoanRepaymentStatus,
  nextLoanStatus,
  type LoanRepaymentFacts,
  type LoanStatus,
} from '../src/index.js';

const row = (dueDate: string, finalDueDate: string, paidAt: string | null = null) => ({
  dueDate,
  finalDueDate,
  paidAt,
});

describe('getLoanRepaymentState', () => {
  const cases: [string, LoanRepaymentFacts, string, string, string][] = [
    ['far ahead', row('2027-03-01', '2027-03-08'), '2027-01-10', '2027-01-24', 'scheduled'],
    [
      'within the due-soon window',
      row('2027-02-01', '2027-02-08'),
      '2027-01-20',
      '2027-02-03',
      'due',
    ],
    ['on its final due date', row('2027-02-01', '2027-02-08'), '2027-02-08', '2027-02-22', 'due'],
    [
      'a day after the final due date',
      row('2027-02-01', '2027-02-08'),
      '2027-02-09',
      '2027-02-23',
      'late',
    ],
    [
      'paid late stays paid',
      row('2027-02-01', '2027-02-08', '2027-02-20'),
      '2027-03-01',
      '2027-03-15',
      'paid',
    ],
    [
      'paid early',
      row('2027-05-01', '2027-05-08', '2027-01-02'),
      '2027-01-03',
      '2027-01-17',
      'paid',
    ],
  ];
  it.each(cases)('%s', (_name, facts, today, dueSoonFrom, expected) => {
    expect(getLoanRepaymentState(facts, today, dueSoonFrom)).toBe(expected);
  });
});

describe('getLoanRepaymentStatus', () => {
  const jan = row('2027-01-04', '2027-01-11');
  const feb = row('2027-02-01', '2027-02-08');
  const paid = (r: LoanRepaymentFacts) => ({ ...r, paidAt: '2027-01-05' });
  const cases: [string, LoanStatus, LoanRepaymentFacts[], string, LoanStatus][] = [
    ['nothing paid, nothing late', 'disbursed', [jan, feb], '2027-01-05', 'disbursed'],
    ['first payment in', 'disbursed', [paid(jan), feb], '2027-01-06', 'repaying'],
    ['first row late', 'disbursed', [jan, feb], '2027-01-12', 'in_arrears'],
    ['late while repaying', 'repaying', [paid(jan), feb], '2027-02-09', 'in_arrears'],
    ['caught up', 'in_arrears', [paid(jan), feb], '2027-01-20', 'repaying'],
    ['all paid', 'in_arrears', [paid(jan), paid(feb)], '2027-03-01', 'paid_off'],
    ['all paid at once', 'disbursed', [paid(jan), paid(feb)], '2027-01-06', 'paid_off'],
    ['not in repayment: left alone', 'signed', [paid(jan)], '2027-03-01', 'signed'],
    ['no rows yet: left alone', 'disbursed', [], '2027-03-01', 'disbursed'],
    ['paid off stays', 'paid_off', [jan], '2027-03-01', 'paid_off'],
    // Jan's final due date is 2027-01-11: 40 days on is 2027-02-20.
    ['in arrears, 40 days late: not yet', 'in_arrears', [jan, feb], '2027-02-20', 'in_arrears'],
    ['in arrears, 41 days late: defaulted', 'in_arrears', [jan, feb], '2027-02-21', 'defaulted'],
    ['found long late: arrears then default', 'repaying', [jan, feb], '2027-03-01', 'defaulted'],
    [
      'defaulted stays, even when paid',
      'defaulted',
      [paid(jan), paid(feb)],
      '2027-03-01',
      'defaulted',
    ],
    [
      'paid in full before the default',
      'in_arrears',
      [paid(jan), paid(feb)],
      '2027-04-01',
      'paid_off',
    ],
  ];
  it.each(cases)('%s', (_name, status, rows, today, expected) => {
    expect(getLoanRepaymentStatus(status, rows, today)).toBe(expected);
  });

  it('every move it makes is one the loan machine allows', () => {
    const moves: [LoanStatus, LoanStatus][] = [
      ['disbursed', 'repaying'],
      ['disbursed', 'in_arrears'],
      ['disbursed', 'paid_off'],
      ['repaying', 'in_arrears'],
      ['repaying', 'paid_off'],
      ['in_arrears', 'repaying'],
      ['in_arrears', 'paid_off'],
      ['in_arrears', 'defaulted'],
    ];
    const events = ['first_payment', 'miss_payment', 'catch_up', 'pay_off', 'default'] as const;
    for (const [from, to] of moves)
      expect(events.some((e) => nextLoanStatus(from, e) === to)).toBe(true);
  });
});

describe('getLoanFinalDueDate', () => {
  it.each([
    ['2027-02-01', '2027-02-08'],
    // 6 days on is a Sunday: the next business day.
    ['2027-01-04', '2027-01-11'],
  ])('%s -> %s', (due, final) => {
    expect(getLoanFinalDueDate(due)).toBe(final);
  });
});

describe('loan default', () => {
  it('a row is in default only once unpaid more than the threshold after its final due date', () => {
    const final = '2027-01-11';
    const last = addDays(final, LOAN_DEFAULT_AFTER_DAYS_LATE);
    const r = row('2027-01-04', final);
    expect(LOAN_DEFAULT_AFTER_DAYS_LATE).toBe(40);
    expect(isLoanRepaymentInDefault(r, last)).toBe(false);
    expect(isLoanRepaymentInDefault(r, addDays(last, 1))).toBe(true);
    expect(isLoanRepaymentInDefault({ ...r, paidAt: last }, addDays(last, 5))).toBe(false);
  });

  it('only the machine leads to defaulted: from in arrears, never from repaying', () => {
    expect(nextLoanStatus('in_arrears', 'default')).toBe('defaulted');
    expect(nextLoanStatus('repaying', 'default')).toBeNull();
    expect(nextLoanStatus('defaulted', 'catch_up')).toBeNull();
  });
});

describe('canRetryLoanPayout', () => {
  it.each([
    ['signed', 'rejected', true],
    ['signed', 'pending', false],
    ['signed', 'booked', false],
    ['signed', null, false],
    ['disbursed', 'rejected', false],
  ] as const)('%s with %s -> %s', (status, latest, expected) => {
    expect(canRetryLoanPayout(status, latest)).toBe(expected);
  });
});

describe('getLoanSigningDeadline', () => {
  const approvedAt = new Date('2026-03-01T10:00:00Z');
  const at = (days: number) => new Date(approvedAt.getTime() + days * 24 * 60 * 60 * 1000);

  it('reminds on the days in LOAN_SIGNING_REMINDER_DAYS and expires after LOAN_SIGNING_EXPIRY_DAYS', () => {
    expect(LOAN_SIGNING_REMINDER_DAYS).toEqual([2, 5]);
    expect(getLoanSigningDeadline('approved', approvedAt, at(1.9))).toEqual({ kind: 'none' });
    expect(getLoanSigningDeadline('approved', approvedAt, at(2))).toEqual({
      kind: 'remind',
      days: [2],
    });
    expect(getLoanSigningDeadline('approved', approvedAt, at(6))).toEqual({
      kind: 'remind',
      days: [2, 5],
    });
    expect(getLoanSigningDeadline('approved', approvedAt, at(LOAN_SIGNING_EXPIRY_DAYS))).toEqual({
      kind: 'expire',
    });
    expect(getLoanSigningExpiresAt(approvedAt)).toEqual(at(LOAN_SIGNING_EXPIRY_DAYS));
  });

  it('asks nothing of a loan that is not waiting for its signature', () => {
    expect(getLoanSigningDeadline('signed', approvedAt, at(30))).toEqual({ kind: 'none' });
    expect(nextLoanStatus('approved', 'expire')).toBe('expired');
    expect(nextLoanStatus('signed', 'expire')).toBeNull();
  });
});

describe('combineLoanHouseholds', () => {
  it('shares the people and the lease, adds up incomes and own costs', () => {
    const one = {
      adults: 1,
      children: 1,
      net_income: 400_000,
      housing_cost: 250_000,
      other_loan_payments: 10_000,
      childcare: 20_000,
      car_costs: 30_000,
    };
    const two = { ...one, children: 0, net_income: 500_000, housing_cost: 0, childcare: 0 };
    expect(combineLoanHouseholds(one, two)).toEqual({
      adults: 2,
      children: 1,
      net_income: 900_000,
      housing_cost: 250_000,
      other_loan_payments: 20_000,
      childcare: 20_000,
      car_costs: 60_000,
    });
    expect(canInviteLoanCoApplicant('configured')).toBe(true);
    expect(canInviteLoanCoApplicant('approved')).toBe(false);
  });
});
