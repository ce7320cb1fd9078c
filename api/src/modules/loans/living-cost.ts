import type { LivingCostReference } from '@leiga/domain';

/**
 * The UMS living-cost reference (framfærsluviðmið, ums.is) the payment assessment subtracts a
 * month, without housing, childcare and car costs, which the applicant enters. These are
 * placeholders of the right order, not UMS's published table (ums.is cannot be reached from the
 * machines this was built on): replace them with the current figures, which UMS updates every
 * two months, before real applications are assessed.
 */
export const LIVING_COST_REFERENCE: LivingCostReference = {
  firstAdult: 155_000,
  otherAdult: 105_000,
  perChild: 60_000,
};
