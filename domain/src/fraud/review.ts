import { z } from 'zod';

/** What staff decided about a message the rules flagged. */
export const FRAUD_REVIEW_STATUSES = ['pending', 'confirmed_scam', 'dismissed'] as const;
export type FraudReviewStatus = (typeof FRAUD_REVIEW_STATUSES)[number];

/** Staff decide a detection: confirmed as a scam or dismissed (back to pending to reopen it). */
export const fraudReviewSchema = z.object({
  status: z.enum(FRAUD_REVIEW_STATUSES, { error: 'validation.invalid' }),
});
export type FraudReview = z.infer<typeof fraudReviewSchema>;

/** Detections in the back office's review list, a page. */
export const FRAUD_DETECTIONS_PAGE_SIZE = 25;
/** The newest detections a user's scam-detection overview shows. */
export const FRAUD_OVERVIEW_LATEST = 10;
