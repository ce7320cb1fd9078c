/**
 * The terms of a tenant loan (issue #18): a spread guarantee premium, a cash share, or the claim
 * the guarantor holds on the tenant after paying out, repaid in equal monthly payments (annuity).
 * Rates and fees are Leiguskjól's published terms (research/inspections-guarantees.md 1.2,
 * leiguskjol.is/blog/efni/gjaldskra): 15.65% a year and 322 kr per payment notice. Configurable:
 * the api passes its own terms where it has them.
 */
export type LoanTerms = {
  /** Nominal yearly interest in percent. */
  readonly yearlyInterestPercent: number;
  /** The fee on each payment notice (seðilgjald), whole ISK. */
  readonly noticeFee: number;
};

export const DEFAULT_LOAN_TERMS: LoanTerms = { yearlyInterestPercent: 15.65, noticeFee: 322 };

/**
 * The product's limits on what may be borrowed and for how long (product choices, not law): at
 * least 10,000 kr, at most 3,000,000 kr, over 1 to 36 months.
 */
export const LOAN_LIMITS = {
  minAmount: 10_000,
  maxAmount: 3_000_000,
  minMonths: 1,
  maxMonths: 36,
} as const;

/**
 * Law 33/2013 on consumer credit: a credit check always, and a payment-capacity assessment
 * (greiðslumat) for loans over 2,000,000 kr to one person or 4,000,000 kr to a couple
 * (creditinfo.is/lausnir-og-gogn/greidslumatskerfi.aspx; research 4, "Household data for a loan").
 */
export const PAYMENT_ASSESSMENT_THRESHOLDS = { individual: 2_000_000, couple: 4_000_000 } as const;

/** Whether the law asks for a payment-capacity assessment before this loan is granted. */
export function isPaymentAssessmentRequired(amount: number, borrowers: 1 | 2): boolean {
  const threshold =
    borrowers === 2
      ? PAYMENT_ASSESSMENT_THRESHOLDS.couple
      : PAYMENT_ASSESSMENT_THRESHOLDS.individual;
  return amount > threshold;
}
