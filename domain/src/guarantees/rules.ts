import type { ContractStatus } from '../contracts/constants.js';
import { CREDIT_CLASSES, type CreditClass } from '../profiles/constants.js';

/**
 * The most a rental guarantee may cover: 3 months' rent (Leiguskjól's rule, leiguskjol.is/leigusalar;
 * research/inspections-guarantees.md 1.2).
 */
export const GUARANTEE_MAX_RENT_MONTHS = 3;

/** An application is kept for 3 months (leiguskjol.is/abyrgdarreglur). */
export const GUARANTEE_APPLICATION_VALIDITY_DAYS = 90;

/** Page size of guarantee lists (SPEC 9). */
export const GUARANTEE_PAGE_SIZE = 25;

/** Why a lease cannot back a new guarantee application: its message key in guarantees.errors. */
export type LeaseGuaranteeBlocker = 'contract_draft' | 'contract_ended';

/**
 * Why a lease cannot back a new guarantee application, or null when it can: a draft cannot (its
 * rent, which caps the amount, may still change), nor a lease that has ended (its last day is
 * before today); from committed on, signed and registered leases included, one that runs until
 * notice or past today can. Both days are ISO days (getIcelandicToday).
 */
export function leaseGuaranteeBlocker(
  lease: { status: ContractStatus; endDate: string | null },
  today: string,
): LeaseGuaranteeBlocker | null {
  if (lease.status === 'draft') return 'contract_draft';
  if (lease.endDate !== null && lease.endDate < today) return 'contract_ended';
  return null;
}

/** The largest amount a guarantee may cover for a monthly rent (integer ISK). */
export function maxGuaranteeAmount(monthlyRent: number): number {
  return monthlyRent * GUARANTEE_MAX_RENT_MONTHS;
}

export function isGuaranteeAmountAllowed(amount: number, monthlyRent: number): boolean {
  return (
    Number.isInteger(amount) &&
    Number.isInteger(monthlyRent) &&
    amount > 0 &&
    monthlyRent > 0 &&
    amount <= maxGuaranteeAmount(monthlyRent)
  );
}

/** A credit class, or "no score" (default register, no Icelandic domicile): its own result. */
export type GuaranteeCreditGrade = CreditClass | 'no_score';

/**
 * The minimum cash share (handveð) per class, in percent of the amount: A 0%, B 15%, C1/C2 25%
 * (myigloo.com/help/articles/38). Classes without an entry are not approved alone.
 */
export const CASH_THRESHOLD_PERCENT: Readonly<Partial<Record<CreditClass, number>>> = {
  A1: 0, A2: 0, A3: 0,
  B1: 15, B2: 15, B3: 15,
  C1: 25, C2: 25,
}; // prettier-ignore

/** The worst class approved without a guarantor (leiguskjol.is/abyrgdarreglur: minimum B3; the
 * cash-share table extends to C1/C2 with a larger cash share). */
export const WORST_APPROVED_CLASS: CreditClass = 'C2';
/** A guarantor must be rated B2 or better (leiguskjol.is/abyrgdarreglur). */
export const WORST_GUARANTOR_CLASS: CreditClass = 'B2';
/** Classes this bad are declined outright (D and E: likely or very likely to default). */
export const FIRST_DECLINED_CLASS: CreditClass = 'D1';

export type PriceBand = { readonly from: number; readonly perThousandPerYear: number };

/**
 * Leiguskjól's price list (gjaldskrá, 14.07.2018, leiguskjol.is/blog/efni/gjaldskra): ISK per
 * 1,000 ISK guaranteed, per year, by the amount. Maximum prices; configurable.
 */
export const DEFAULT_PRICE_LIST: readonly PriceBand[] = [
  { from: 0, perThousandPerYear: 300 },
  { from: 200_000, perThousandPerYear: 275 },
  { from: 300_000, perThousandPerYear: 225 },
  { from: 450_000, perThousandPerYear: 205 },
  { from: 600_000, perThousandPerYear: 185 },
];

/** The yearly premium for an amount (integer ISK, rounded to the krona). */
export function yearlyPremium(
  amount: number,
  priceList: readonly PriceBand[] = DEFAULT_PRICE_LIST,
): number {
  const band = [...priceList].reverse().find((b) => amount >= b.from);
  if (!band) throw new Error('The price list has no band for this amount');
  return Math.round((amount * band.perThousandPerYear) / 1000);
}

export const GUARANTEE_DECISIONS = ['approved', 'needs_guarantor', 'declined'] as const;
export type GuaranteeDecision = (typeof GUARANTEE_DECISIONS)[number];

export type GuaranteeDecisionResult = {
  decision: GuaranteeDecision;
  /** Minimum cash share in percent, when approved. */
  cash_threshold_percent: number | null;
  /** Minimum cash share in ISK, when approved. */
  cash_threshold_amount: number | null;
  /** Yearly premium in ISK, when approved. */
  yearly_premium: number | null;
};

const rank = (c: CreditClass) => CREDIT_CLASSES.indexOf(c);

/** The decision for an applicant's grade and the amount asked for. */
export function decideGuarantee(
  grade: GuaranteeCreditGrade,
  amount: number,
  priceList: readonly PriceBand[] = DEFAULT_PRICE_LIST,
): GuaranteeDecisionResult {
  const none = { cash_threshold_percent: null, cash_threshold_amount: null, yearly_premium: null };
  if (grade === 'no_score') return { decision: 'needs_guarantor', ...none };
  if (rank(grade) >= rank(FIRST_DECLINED_CLASS)) return { decision: 'declined', ...none };
  const percent = CASH_THRESHOLD_PERCENT[grade];
  if (percent === undefined || rank(grade) > rank(WORST_APPROVED_CLASS))
    return { decision: 'needs_guarantor', ...none };
  return {
    decision: 'approved',
    cash_threshold_percent: percent,
    cash_threshold_amount: Math.ceil((amount * percent) / 100),
    yearly_premium: yearlyPremium(amount, priceList),
  };
}

/** Whether a guarantor's class is good enough to stand for an applicant. */
export function isAcceptableGuarantor(grade: GuaranteeCreditGrade): boolean {
  return grade !== 'no_score' && rank(grade) <= rank(WORST_GUARANTOR_CLASS);
}
