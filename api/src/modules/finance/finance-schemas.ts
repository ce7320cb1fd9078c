import { z } from 'zod';
import { isoMoment, pageOf } from '../../http/responses.js';

/** The REST answers of the finance calls (SPEC 7 Finance) and the contract's money views. */
const id = z.number().int();

const icelandicFormat = z.object({
  kt: z.string(),
  bank: z.string(),
  ledger: z.string(),
  account: z.string(),
});

export const verifyAccountResponse = z.object({
  valid: z.boolean(),
  icelandic_format: icelandicFormat.nullable(),
  holder_name: z.string().nullable(),
});

export const payoutMethodResponse = z.object({
  id,
  user_id: id,
  bank_account: z.object({ iban: z.string(), icelandic_format: icelandicFormat.nullable() }),
  holder_name: z.string(),
  created_at: isoMoment,
  updated_at: isoMoment,
});
export const payoutMethodListResponse = z.object({ results: z.array(payoutMethodResponse) });

export const currencyListResponse = z.object({
  results: z.array(z.object({ code: z.string(), name: z.string(), minor_unit: z.number().int() })),
});

export const indexValueResponse = z.object({
  month_key: z.string(),
  value: z.number(),
  source: z.string(),
  created_by: z.object({ id, full_name: z.string() }).nullable(),
  created_at: isoMoment,
  updated_at: isoMoment,
});
export const indexValueListResponse = pageOf(indexValueResponse);

export const indexedRentResponse = z.object({
  is_indexed: z.boolean(),
  base_rent: z.number().nullable(),
  currency: z.string().nullable(),
  base_month: z.string().nullable(),
  base_value: z.number().nullable(),
  months: z.array(
    z.object({
      month: z.string(),
      status: z.enum(['ok', 'missing_index', 'before_base', 'not_indexed']),
      rent: z.number().nullable(),
      index_value: z.number().nullable(),
    }),
  ),
});

export const priceEstimationResponse = z.object({
  status: z.enum(['ok', 'insufficient_data', 'failed']),
  estimate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  compared_count: z.number().int(),
  currency: z.literal('ISK'),
});
