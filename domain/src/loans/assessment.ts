/**
 * The payment-capacity assessment (greiðslumat) of a loan: a month's net income less what the
 * household already pays and the living costs of its family type, against the new payment
 * (research 4, "Household data for a loan": income minus obligations and living costs; housing,
 * childcare and car costs entered by the applicant, the rest from the UMS living-cost reference).
 */
export type HouseholdData = {
  adults: number;
  children: number;
  /** Whole ISK a month, after tax, of every applicant together. */
  netIncome: number;
  housingCost: number;
  otherLoanPayments: number;
  childcare: number;
  carCosts: number;
};

/**
 * Monthly living costs by family type, without housing, childcare and car (UMS framfærsluviðmið,
 * ums.is; published every two months). Staff keep the figures per period (living-cost.ts); none
 * are built in.
 */
export type LivingCostReference = {
  /** The first adult of the household. */
  firstAdult: number;
  /** Each further adult. */
  otherAdult: number;
  perChild: number;
};

export function getLivingCost(reference: LivingCostReference, adults: number, children: number) {
  if (adults < 1) throw new RangeError('a household has at least one adult');
  return reference.firstAdult + reference.otherAdult * (adults - 1) + reference.perChild * children;
}

export type PaymentCapacity = {
  livingCost: number;
  /** What is left a month before the new loan. */
  disposable: number;
  /** What is left a month after the new loan's payment. */
  margin: number;
  /** A negative outcome declines the loan (law 33/2013 art. 10). */
  outcome: 'positive' | 'negative';
};

/** The household's margin for a monthly payment (the annuity plus the notice fee). */
export function assessPaymentCapacity(
  household: HouseholdData,
  monthlyPayment: number,
  reference: LivingCostReference,
): PaymentCapacity {
  const livingCost = getLivingCost(reference, household.adults, household.children);
  const disposable =
    household.netIncome -
    household.housingCost -
    household.otherLoanPayments -
    household.childcare -
    household.carCosts -
    livingCost;
  const margin = disposable - monthlyPayment;
  return { livingCost, disposable, margin, outcome: margin >= 0 ? 'positive' : 'negative' };
}
