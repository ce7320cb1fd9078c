import { z } from 'zod';
import { scheduleDateParamSchema } from './billing.js';

/**
 * Request bodies of the default-interest table staff keep (issue #16,
 * /admin/finance/default-interest-rates). Error codes are catalogue keys; the api and the web
 * form check the same rules.
 *
 * The rule for changing history: a period that has not started yet (its first day after today,
 * Iceland's date, which is UTC) is a plan and may be corrected or removed freely. A period that
 * has started has been charged on late payments, so recording one that starts today or earlier,
 * or changing or removing one that has, needs a reason, which the staff action log keeps with
 * who did it and the figures before and after. Interest already booked on a payment is never
 * recomputed: a change applies to payments made after it.
 */

const required = 'validation.required';

/**
 * A yearly rate as the Central Bank publishes it: a percentage with at most two decimals. The
 * rate has been between about 5 % and 30 % since it was first published; above 100 % is a typo.
 */
export const DEFAULT_INTEREST_PERCENT_LIMITS = { min: 0.01, max: 100, decimals: 2 } as const;

export const defaultInterestPercentSchema = z
  .number({ error: 'validation.default_interest_percent' })
  .min(DEFAULT_INTEREST_PERCENT_LIMITS.min, { error: 'validation.default_interest_percent' })
  .max(DEFAULT_INTEREST_PERCENT_LIMITS.max, { error: 'validation.default_interest_percent' })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'validation.default_interest_decimals',
  });

/** The period's first day, also the `{from}` of its address. */
export const defaultInterestFromSchema = scheduleDateParamSchema;

const sourceSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(300, { error: 'validation.source_length' });

/**
 * Why a started period is recorded, changed or removed; kept in the staff action log. Empty
 * means none given (a form's cleared field), which a period not yet started does not need.
 */
const reasonSchema = z
  .string({ error: 'validation.reason_length' })
  .trim()
  .max(500, { error: 'validation.reason_length' })
  .refine((s) => s === '' || s.length >= 3, { error: 'validation.reason_length' });

export const defaultInterestRateCreateSchema = z
  .object({
    from: defaultInterestFromSchema,
    yearly_percent: defaultInterestPercentSchema,
    source: sourceSchema,
    /** Whether the figure was checked against the Central Bank's table (yes, unless said). */
    is_verified: z.boolean({ error: 'validation.invalid' }).default(true),
    reason: reasonSchema.optional(),
  })
  .strict();
export type DefaultInterestRateCreate = z.infer<typeof defaultInterestRateCreateSchema>;

export const defaultInterestRatePatchSchema = z
  .object({
    yearly_percent: defaultInterestPercentSchema.optional(),
    source: sourceSchema.optional(),
    is_verified: z.boolean({ error: 'validation.invalid' }).optional(),
    reason: reasonSchema.optional(),
  })
  .strict()
  .refine(
    (v) => v.yearly_percent !== undefined || v.source !== undefined || v.is_verified !== undefined,
    { error: required, path: ['yearly_percent'] },
  );
export type DefaultInterestRatePatch = z.infer<typeof defaultInterestRatePatchSchema>;

export const defaultInterestRateDeleteSchema = z
  .object({ reason: reasonSchema.optional() })
  .strict();
export type DefaultInterestRateDelete = z.infer<typeof defaultInterestRateDeleteSchema>;

/** Whether the period starting `from` has started on `today` (both YYYY-MM-DD). */
export const isDefaultInterestPeriodStarted = (from: string, today: string): boolean =>
  from <= today;

/**
 * The field errors of a change to the period starting `from` beyond the body's own rules: a
 * started period needs a reason, and a new period may not take a start date already recorded.
 */
export function checkDefaultInterestChange(input: {
  from: string;
  today: string;
  reason: string | undefined;
  /** For a new period: the start dates already recorded. */
  recordedFroms?: readonly string[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.recordedFroms?.includes(input.from))
    fields.from = 'validation.default_interest_from_exists';
  if (isDefaultInterestPeriodStarted(input.from, input.today) && !input.reason)
    fields.reason = 'validation.default_interest_reason_required';
  return fields;
}
