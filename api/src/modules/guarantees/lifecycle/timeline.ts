import { guaranteeStatusAt } from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import type { GuaranteeWithTenant } from '../guarantees-repository.js';
import { findLease, setGuaranteeStatusIf } from './lifecycle-repository.js';

/**
 * Time moves an issued guarantee on with its lease (active, ended, expired). Like the contract's
 * own dates, this is settled when the guarantee is read: the new status is written only from
 * the one it was read in, so two readers never move it twice.
 */
export async function settleGuaranteeTimeline<T extends GuaranteeWithTenant>(
  ctx: Pick<AppContext, 'db'>,
  found: T,
  now: Date = new Date(),
): Promise<T> {
  const { row } = found;
  if (row.contractId === null || !['issued', 'active', 'ended'].includes(row.status)) return found;
  const lease = await findLease(ctx.db, row.contractId);
  if (!lease) return found;
  const next = guaranteeStatusAt(row.status, lease, now);
  if (next === row.status) return found;
  const moved = await setGuaranteeStatusIf(ctx.db, row.id, [row.status], next);
  return moved ? { ...found, row: moved } : found;
}
