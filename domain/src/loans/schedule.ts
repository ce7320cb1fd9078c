import { getDaysInMonth, getNextBusinessDay } from '../payments/dates.js';
import { DEFAULT_LOAN_TERMS, type LoanTerms } from './terms.js';

/** One payment of an annuity loan (loan-payment-schedule): whole ISK throughout. */
export type LoanPaymentRow = {
  /** 1-based. */
  number: number;
  /** The due date (gjalddagi): the agreed day of the month or the next business day. */
  dueDate: string;
  principal: number;
  interest: number;
  noticeFee: number;
  /** principal + interest + noticeFee: what the notice asks for. */
  total: number;
  /** What is still owed after this payment. */
  balance: number;
};

export type LoanPaymentSchedule = {
  rows: LoanPaymentRow[];
  /** The equal part of each payment (principal + interest) before the last one settles the rest. */
  annuity: number;
  totalInterest: number;
  totalFees: number;
  totalPaid: number;
  /**
   * The annual percentage rate of charge (árleg hlutfallstala kostnaðar, law 33/2013 art. 6 and
   * annex I) in percent with two decimals: interest and notice fees over a year, compounded.
   */
  aprcPercent: number;
};

export type LoanScheduleInput = {
  /** Whole ISK lent. */
  amount: number;
  months: number;
  /** The first due date (YYYY-MM-DD); later ones fall on the same day of each following month. */
  firstDueDate: string;
  terms?: LoanTerms;
};

/** `isoDate` moved `months` months on, on the same day or the month's last when it is shorter. */
export function addMonthsClamped(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const day = Math.min(d, getDaysInMonth(first));
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** Halves up, as the bank claims round (whole krónur). */
const roundKr = (value: number) => Math.floor(value + 0.5);

/** The equal monthly payment (principal + interest) that repays `amount` in `months`. */
export function getAnnuityPayment(amount: number, months: number, monthlyRate: number): number {
  if (monthlyRate === 0) return Math.ceil(amount / months);
  return roundKr((amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}

/**
 * The yearly rate, compounded monthly, at which the payments are worth the amount lent
 * (bisection on the monthly rate: the present value falls as the rate rises).
 */
function getAprcPercent(amount: number, payments: readonly number[]): number {
  const presentValue = (rate: number) => {
    const discount = 1 / (1 + rate);
    let factor = 1;
    let sum = 0;
    for (const payment of payments) {
      factor *= discount;
      sum += payment * factor;
    }
    return sum;
  };
  let low = 0;
  let high = 1;
  if (presentValue(low) <= amount) return 0;
  // 2^-50 of a monthly rate is far below the two decimals shown.
  for (let i = 0; i < 50; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amount) low = mid;
    else high = mid;
  }
  return Math.round(((1 + (low + high) / 2) ** 12 - 1) * 10_000) / 100;
}

/**
 * An annuity loan's payment schedule (research 5.4): equal monthly payments of principal and
 * interest, interest on the balance at a twelfth of the yearly rate, a notice fee on each, the
 * last payment settling what rounding left, so the principal repaid is exactly the amount lent.
 */
export function buildLoanPaymentSchedule(input: LoanScheduleInput): LoanPaymentSchedule {
  const { amount, months, firstDueDate } = input;
  const terms = input.terms ?? DEFAULT_LOAN_TERMS;
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('amount: whole ISK above 0');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months: a whole number >= 1');
  const rate = terms.yearlyInterestPercent / 100 / 12;
  const annuity = getAnnuityPayment(amount, months, rate);
  const rows: LoanPaymentRow[] = [];
  let balance = amount;
  for (let number = 1; number <= months; number++) {
    const interest = roundKr(balance * rate);
    const isLast = number === months;
    const principal = isLast ? balance : Math.min(balance, Math.max(0, annuity - interest));
    balance -= principal;
    rows.push({
      number,
      dueDate: getNextBusinessDay(addMonthsClamped(firstDueDate, number - 1)),
      principal,
      interest,
      noticeFee: terms.noticeFee,
      total: principal + interest + terms.noticeFee,
      balance,
    });
  }
  const totalInterest = rows.reduce((s, r) => s + r.interest, 0);
  const totalFees = rows.reduce((s, r) => s + r.noticeFee, 0);
  return {
    rows,
    annuity,
    totalInterest,
    totalFees,
    totalPaid: amount + totalInterest + totalFees,
    aprcPercent: getAprcPercent(
      amount,
      rows.map((r) => r.total),
    ),
  };
}

/** The monthly payment a household must afford: the equal part plus the notice fee. */
export function getMonthlyLoanPayment(amount: number, months: number, terms = DEFAULT_LOAN_TERMS) {
  return (
    getAnnuityPayment(amount, months, terms.yearlyInterestPercent / 100 / 12) + terms.noticeFee
  );
}
