import { z } from 'zod';

/**
 * The money rules of rent collection (issue #16): the platform's fee on a payout and the request
 * bodies of the billing, payout and sandbox-bank calls (default interest: default-interest.ts).
 * Amounts are whole ISK (integers), never floats.
 */

/** The platform's price model: a percentage of what was collected, with a floor, never above it. */
export type PlatformFeeModel = { percent: number; minimum: number };

/** What the platform keeps of each paid rent period (configurable; see api config). */
export const PLATFORM_FEE: PlatformFeeModel = { percent: 3, minimum: 1500 };

/**
 * The fee on `gross` whole ISK: `percent` of it rounded half up, at least `minimum`, at most
 * `gross` itself (a landlord is never asked to pay in). 0 for nothing collected.
 */
export function computePlatformFee(gross: number, model: PlatformFeeModel = PLATFORM_FEE): number {
  if (!Number.isInteger(gross) || gross <= 0) return 0;
  // Basis points in integers, so 3% of 250 000 is exactly 7 500.
  const basisPoints = Math.round(model.percent * 100);
  const fee = Math.floor((gross * basisPoints + 5000) / 10_000);
  return Math.min(gross, Math.max(model.minimum, fee));
}

const required = 'validation.required';

/** Why a staff member moved money (SPEC 6): kept with who did it. */
export const staffFinanceReasonSchema = z.object({
  reason: z
    .string({ error: required })
    .trim()
    .min(3, { error: 'validation.reason_length' })
    .max(500, { error: 'validation.reason_length' }),
});
export type StaffFinanceReason = z.infer<typeof staffFinanceReasonSchema>;

/** `payment-schedule/{date}/`: an ISO calendar date. */
export const scheduleDateParamSchema = z
  .string({ error: required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(
    (s) => {
      const time = Date.parse(`${s}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
    },
    { error: 'validation.date' },
  );

/** The sandbox bank's pay button: in full (no amount), partly (an amount), late (a date). */
export const sandboxClaimPaySchema = z.object({
  amount: z
    .number({ error: 'validation.amount' })
    .int({ error: 'validation.amount' })
    .positive({ error: 'validation.amount' })
    .max(1_000_000_000, { error: 'validation.amount' })
    .optional(),
  paid_at: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
});
export type SandboxClaimPay = z.infer<typeof sandboxClaimPaySchema>;
