import { z } from 'zod';

/** A default-interest period as the api answers it (issue #16). */
export const defaultInterestRateResponse = z.object({
  from: z.string(),
  /** Exact: 15.25 % is 1525. */
  yearly_basis_points: z.number().int(),
  yearly_percent: z.number(),
  source: z.string(),
  is_verified: z.boolean(),
  /** The period in force today. */
  is_current: z.boolean(),
  /** Its first day is today or earlier: changing it needs a reason. */
  has_started: z.boolean(),
  created_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const defaultInterestRateListResponse = z.object({
  results: z.array(defaultInterestRateResponse),
});
