import type { LivingCostReference } from '@leiga/domain';

/**
 * The UMS living-cost reference (framfærsluviðmið, ums.is) the payment assessment subtracts a
 * month, without housing, childcare and car costs, which the applicant enters. Rounded figures of
 * the median reference; replace them when UMS publishes new ones (every two months).
 */
export const LIVING_COST_REFERENCE: LivingCostReference = {
  firstAdult: 155_000,
  otherAdult: 105_000,
  perChild: 60_000,
};
