import { z } from 'zod';
import { LEDGER_PROBLEMS } from '@leiga/domain';

/** One reconciliation run, as staff read it. */
export const reconciliationResponse = z.object({
  id: z.number().int(),
  trigger: z.enum(['schedule', 'staff']),
  started_by: z.number().int().nullable(),
  contracts_checked: z.number().int(),
  contracts_unbalanced: z.number().int(),
  is_balanced: z.boolean(),
  findings: z.array(
    z.object({
      contract_id: z.number().int(),
      problems: z.array(
        z.object({
          code: z.enum(LEDGER_PROBLEMS),
          expected: z.number().int(),
          actual: z.number().int(),
        }),
      ),
    }),
  ),
  duration_ms: z.number().int(),
  created_at: z.string(),
});
export const reconciliationPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(reconciliationResponse),
});
