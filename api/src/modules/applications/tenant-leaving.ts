import { and, eq, inArray } from 'drizzle-orm';
import { APPLICATION_STATUSES, canApply } from '@leiga/domain';
import type { Tx } from '../../db/client.js';
import { rentalApplications } from '../../db/schema/index.js';
import { publishEvent } from '../events/outbox.js';

/**
 * A tenant who deletes their account withdraws every application still in play; each landlord
 * hears of it as of any cancellation. Returns how many were withdrawn.
 */
export async function cancelApplicationsOfLeavingTenant(tx: Tx, tenantId: number): Promise<number> {
  const cancellable = APPLICATION_STATUSES.filter((status) => canApply(status, 'cancel'));
  const now = new Date();
  const cancelled = await tx
    .update(rentalApplications)
    .set({ status: 'cancelled', canceledAt: now, updatedAt: now })
    .where(
      and(
        eq(rentalApplications.tenantId, tenantId),
        inArray(rentalApplications.status, cancellable),
      ),
    )
    .returning({ id: rentalApplications.id });
  for (const { id } of cancelled)
    await publishEvent(tx, 'application.cancelled', { applicationId: id });
  return cancelled.length;
}
