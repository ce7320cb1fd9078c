import { z } from 'zod';
import { isGuaranteeAmountAllowed } from './rules.js';

const money = (key: string) =>
  z
    .number({ error: key })
    .int({ error: key })
    .positive({ error: key })
    .max(100_000_000, { error: key });

/**
 * A guarantee application: for an existing contract of the tenant (`contract_id`) or a planned
 * lease (`monthly_rent`), never both; the amount at most 3 months' rent (checked against the
 * contract's rent by the api).
 */
export const createGuaranteeSchema = z
  .object({
    contract_id: z.number({ error: 'guarantees.validation.contract' }).int().positive().optional(),
    monthly_rent: money('guarantees.validation.monthly_rent').optional(),
    amount: money('guarantees.validation.amount'),
  })
  .strict()
  .superRefine((v, c) => {
    if ((v.contract_id === undefined) === (v.monthly_rent === undefined))
      c.addIssue({
        code: 'custom',
        path: ['contract_id'],
        message: 'guarantees.validation.contract_or_rent',
      });
    if (v.monthly_rent !== undefined && !isGuaranteeAmountAllowed(v.amount, v.monthly_rent))
      c.addIssue({ code: 'custom', path: ['amount'], message: 'guarantees.validation.amount_cap' });
  });
export type CreateGuaranteeInput = z.infer<typeof createGuaranteeSchema>;

/**
 * Running the assessment. `consent: true` records the applicant's consent to credit checks now;
 * without it the lookup rests on a live credit_check consent given before, or is refused.
 */
export const assessGuaranteeSchema = z
  .object({ consent: z.boolean({ error: 'validation.consent_required' }).optional() })
  .strict();
export type AssessGuaranteeInput = z.infer<typeof assessGuaranteeSchema>;
