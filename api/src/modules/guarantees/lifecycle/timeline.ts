import { guaranteeStatusAt } from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import type { GuaranteeWithTenant } from '../guarantees-repository.js';
import { findLeases, setGuaranteeStatusIf } from './lifecycle-repository.js';

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
  const [settled] = await settleGuaranteeTimelines(ctx, [found], now);
  return settled!;
}

const MOVED_BY_TIME = ['issued', 'active', 'ended'];

/** The same for a page of a list, its leases read in one query, so no list shows a stale status. */
export async function settleGuaranteeTimelines<T extends GuaranteeWithTenant>(
  ctx: Pick<AppContext, 'db'>,
  found: readonly T[],
  now: Date = new Date(),
): Promise<T[]> {
  const contractIds = found.flatMap(({ row }) =>
    row.contractId !== null && MOVED_BY_TIME.includes(row.status) ? [row.contractId] : [],
  );
  const leases = await findLeases(ctx.db, contractIds);
  return Promise.all(
    found.map(async (g) => {
      const lease = g.row.contractId === null ? undefined : leases.get(g.row.contractId);
      if (!lease || !MOVED_BY_TIME.includes(g.row.status)) return g;
      const next = guaranteeStatusAt(g.row.status, lease, now);
      if (next === g.row.status) return g;
      const moved = await setGuaranteeStatusIf(ctx.db, g.row.id, [g.row.status], next);
      return moved ? { ...g, row: moved } : g;
    }),
  );
}
