import { APPLICATION_STATUSES, canApply } from '@leiga/domain';
import type { Tx } from '../../db/client.js';
import { publishEvent } from '../events/outbox.js';
import { cancelApplicationsOfTenant } from './applications-repository.js';

/**
 * A tenant who deletes their account withdraws every application still in play; each landlord
 * hears of it as of any cancellation. Returns how many were withdrawn.
 */
export async function cancelApplicationsOfLeavingTenant(tx: Tx, tenantId: number): Promise<number> {
  const cancellable = APPLICATION_STATUSES.filter((status) => canApply(status, 'cancel'));
  const cancelled = await cancelApplicationsOfTenant(tx, tenantId, cancellable);
  for (const { id } of cancelled)
    await publishEvent(tx, 'application.cancelled', { applicationId: id });
  return cancelled.length;
}
