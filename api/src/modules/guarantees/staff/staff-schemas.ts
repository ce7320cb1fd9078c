import { z } from 'zod';
import { CLAIM_STATUSES, CLAIM_TYPES } from '@leiga/domain';
import { guaranteeResponse } from '../guarantees-schemas.js';

/** A row of the staff claims queue: enough to triage without opening the claim. */
export const staffClaimRowResponse = z.object({
  id: z.number(),
  guarantee_id: z.number(),
  contract_id: z.number().nullable(),
  /** The contract's street address; null for a guarantee on a planned lease. */
  property: z.string().nullable(),
  tenant_id: z.number(),
  tenant_name: z.string(),
  landlord_names: z.array(z.string()),
  type: z.enum(CLAIM_TYPES),
  status: z.enum(CLAIM_STATUSES),
  total_amount: z.number().int(),
  accepted_amount: z.number().int().nullable(),
  /** When the answer now awaited is due; null when none is awaited. */
  deadline: z.string().nullable(),
  committed_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffClaimRow = z.infer<typeof staffClaimRowResponse>;

export const staffClaimPageResponse = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(staffClaimRowResponse),
});

const guaranteeList = z.object({ count: z.number(), results: z.array(guaranteeResponse) });

/** A user's guarantees for the admin user page: as the tenant, and on contracts they let. */
export const userGuaranteesResponse = z.object({
  as_tenant: guaranteeList,
  as_landlord: guaranteeList,
});
