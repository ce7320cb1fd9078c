import { and, eq } from 'drizzle-orm';
import { checkIndexationAllowed, type ContractPatch } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import { contractParties, type contracts } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { toContractPayoutMethod } from './payout-method-view.js';
import { findPayoutMethod, type PayoutMethodRow } from './payout-methods-repository.js';

type ContractRow = typeof contracts.$inferSelect;
type ContractValues = Partial<typeof contracts.$inferInsert>;

/** A payout method may be linked by its owner, or when it is a landlord party's account. */
async function isLandlordsAccount(ctx: AppContext, contractId: number, method: PayoutMethodRow) {
  const landlords = await ctx.db
    .select({ userId: contractParties.userId, identifier: contractParties.identifier })
    .from(contractParties)
    .where(and(eq(contractParties.contractId, contractId), eq(contractParties.role, 'landlord')));
  return landlords.some(
    (p) => p.userId === method.userId || p.identifier === method.holderKennitala,
  );
}

async function resolvePayoutMethod(
  ctx: AppContext,
  auth: Auth,
  row: ContractRow,
  id: number | null,
): Promise<ContractValues> {
  if (id === null) return { payoutMethod: null };
  const method = await findPayoutMethod(ctx.db, id);
  const isAllowed =
    !!method && (method.userId === auth.user.id || (await isLandlordsAccount(ctx, row.id, method)));
  if (!method || !isAllowed)
    throw badRequest('Choose an account of a landlord of this contract.', {
      payout_method_id: 'validation.payout_method_not_landlords',
    });
  return { payoutMethod: toContractPayoutMethod(method) };
}

/** The value of the patch's key if sent, else the row's. */
function merged<K extends keyof ContractPatch, V>(patch: ContractPatch, key: K, current: V) {
  return key in patch ? (patch[key] ?? null) : current;
}

/**
 * index_base_value comes from the index provider for the base month the lease names, never
 * from the client; indexing a lease the law does not allow to be indexed is refused.
 */
async function resolveIndexation(
  ctx: AppContext,
  row: ContractRow,
  patch: ContractPatch,
): Promise<ContractValues> {
  const touchesIndex = 'is_indexed' in patch || 'index_base_month' in patch;
  if (!touchesIndex)
    return 'index_base_value' in patch ? { indexBaseValue: row.indexBaseValue } : {};
  const isIndexed = merged(patch, 'is_indexed', row.isIndexed) ?? false;
  const baseMonth = merged(patch, 'index_base_month', row.indexBaseMonth);
  if (isIndexed) {
    const check = checkIndexationAllowed({
      is_definite: merged(patch, 'is_definite', row.isDefinite),
      start_date: merged(patch, 'start_date', row.startDate),
      end_date: merged(patch, 'end_date', row.endDate),
      special_group_usage: merged(patch, 'special_group_usage', row.specialGroupUsage),
    });
    if (!check.isAllowed)
      throw badRequest('This lease may not be linked to the consumer price index.', {
        is_indexed: `validation.indexation_${check.reason}`,
      });
  }
  if (!baseMonth) return { indexBaseValue: null };
  const value = await ctx.providers.priceIndex.getValue(baseMonth);
  if (value === null)
    throw badRequest('No index value is recorded for this month.', {
      index_base_month: 'validation.index_month_missing',
    });
  return { indexBaseValue: value };
}

/** The money fields of a contract PATCH the contracts service cannot set from the body alone. */
export async function resolveContractFinance(
  ctx: AppContext,
  auth: Auth,
  row: ContractRow,
  patch: ContractPatch,
): Promise<ContractValues> {
  const payout =
    'payout_method_id' in patch
      ? await resolvePayoutMethod(ctx, auth, row, patch.payout_method_id ?? null)
      : {};
  return { ...payout, ...(await resolveIndexation(ctx, row, patch)) };
}
