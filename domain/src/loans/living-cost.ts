import { z } from 'zod';
import type { LivingCostReference } from './assessment.js';

/**
 * The living-cost reference the payment assessment subtracts (UMS framfærsluviðmið, ums.is), kept
 * as data by staff at /admin/finance/living-cost-references: UMS publishes new figures every two
 * months, so each set is a period from its first day until the next one starts. An assessment
 * uses the period in effect on its day and stores the figure it used. Error codes are
 * `validation.*` keys, worded in the loans catalogue's `living_cost.validation`.
 */

/** A month's cost in whole ISK: above a million for one person is a typo. */
const MONTHLY_COST = 'validation.monthly_cost';
const monthlyCost = () =>
  z
    .number({ error: MONTHLY_COST })
    .int({ error: MONTHLY_COST })
    .min(1, { error: MONTHLY_COST })
    .max(1_000_000, { error: MONTHLY_COST });

export const livingCostReferenceCreateSchema = z
  .object({
    /** The first day the figures apply (YYYY-MM-DD). */
    from: z.iso.date({ error: 'validation.iso_date' }),
    first_adult: monthlyCost(),
    other_adult: monthlyCost(),
    per_child: monthlyCost(),
    /** Where the figures come from: UMS's table and its date. */
    source: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(300, { error: 'validation.source_length' }),
  })
  .strict();
export type LivingCostReferenceCreateInput = z.infer<typeof livingCostReferenceCreateSchema>;

export type LivingCostPeriod = LivingCostReference & { from: string };

/** The period in effect on a day (YYYY-MM-DD): the latest that started by then; none before the first. */
export function findLivingCostPeriod<T extends { from: string }>(
  day: string,
  periods: readonly T[],
): T | undefined {
  let found: T | undefined;
  for (const period of periods)
    if (period.from <= day && (!found || period.from > found.from)) found = period;
  return found;
}
