import { z } from 'zod';
import { monthKeySchema } from '../contracts/schemas.js';
import { MAX_DB_ID, dbIdSchema } from '../shared/ids.js';
import { isValidIbanChecksum, normalizeIban } from './iban.js';

/**
 * Request bodies of the finance calls (SPEC 7 Finance): the bank check, payout methods and the
 * CPI index values staff keep. Error codes are catalogue keys.
 */

const required = 'validation.required';

/** An IBAN as typed: spaces allowed, any case; the ISO 13616 checksum must hold. */
export const ibanInputSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(42, { error: 'validation.iban' })
  .transform(normalizeIban)
  .refine(isValidIbanChecksum, { error: 'validation.iban' });

export const verifyAccountSchema = z.object({ iban: ibanInputSchema });
export type VerifyAccount = z.infer<typeof verifyAccountSchema>;

export const payoutMethodCreateSchema = z.object({
  user_id: dbIdSchema(),
  iban: ibanInputSchema,
});
export type PayoutMethodCreate = z.infer<typeof payoutMethodCreateSchema>;

export const payoutMethodPatchSchema = z.object({ iban: ibanInputSchema });
export type PayoutMethodPatch = z.infer<typeof payoutMethodPatchSchema>;

/** `?user=`: whose payout methods (the caller's when absent). */
export const payoutMethodListQuerySchema = z.object({
  user: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(MAX_DB_ID, { error: 'validation.invalid' })
    .optional(),
});

/**
 * Limits of a CPI value as Statistics Iceland publishes it (base May 1988 = 100, one decimal):
 * the index has stayed between 100 and a few thousand points, so anything outside is a typo.
 */
export const INDEX_VALUE_LIMITS = { min: 1, max: 100_000, decimals: 1 } as const;

export const indexValueSchema = z
  .number({ error: 'validation.index_value' })
  .min(INDEX_VALUE_LIMITS.min, { error: 'validation.index_value' })
  .max(INDEX_VALUE_LIMITS.max, { error: 'validation.index_value' })
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, {
    error: 'validation.index_value_decimals',
  });

const sourceSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(300, { error: 'validation.source_length' });

export const indexValueCreateSchema = z.object({
  month_key: monthKeySchema,
  value: indexValueSchema,
  source: sourceSchema,
});
export type IndexValueCreate = z.infer<typeof indexValueCreateSchema>;

export const indexValuePatchSchema = z
  .object({ value: indexValueSchema, source: sourceSchema })
  .partial()
  .refine((v) => v.value !== undefined || v.source !== undefined, { error: required });
export type IndexValuePatch = z.infer<typeof indexValuePatchSchema>;

/** How many coming months the indexed-rent preview shows. */
export const INDEXED_RENT_MAX_MONTHS = 36;

export const indexedRentQuerySchema = z.object({
  months: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.number' })
    .min(1, { error: 'validation.number' })
    .max(INDEXED_RENT_MAX_MONTHS, { error: 'validation.number' })
    .default(12),
});
