import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { guaranteeSigningProcesses, users } from '../../../db/schema/index.js';
import { findContractTitle } from '../../notifications/recipients-repository.js';
import { deliverNotification, eventDedupeKey } from '../../notifications/notifications-service.js';
import type { DeliveredEvent } from '../../events/outbox.js';
import { findGuarantee, type GuaranteeWithTenant } from '../guarantees-repository.js';
import { createAtProvider } from './commit-service.js';
import { listLandlords } from './lifecycle-repository.js';
import { storeStatementPdf } from './statement-pdf.js';

const STALLED_START_MS = 60_000;

/**
 * Asks the provider again for guarantee processes a crash left between our commit and its
 * answer (still starting, or moved on by the provider's `created` webhook but without the
 * tenant's link); the idempotency key makes that the same provider process, never a second one.
 */
export async function resumeStalledGuaranteeStarts(ctx: AppContext, now: Date): Promise<number> {
  const stalled = await ctx.db
    .select()
    .from(guaranteeSigningProcesses)
    .where(
      and(
        inArray(guaranteeSigningProcesses.status, ['starting', 'pending']),
        isNull(guaranteeSigningProcesses.providerSignerId),
        lt(guaranteeSigningProcesses.createdAt, new Date(now.getTime() - STALLED_START_MS)),
      ),
    );
  let resumed = 0;
  for (const process of stalled) {
    try {
      await createAtProvider(ctx, process);
      resumed += 1;
    } catch {
      // The process is marked failed and the guarantee approved again; the tenant commits again.
    }
  }
  return resumed;
}

const contractPath = (side: 'landlords' | 'tenants', g: GuaranteeWithTenant) =>
  g.row.contractId !== null
    ? `/${side}/rental-contracts/${g.row.contractId}/rental-guarantee`
    : `/rental-guarantees/${g.row.id}`;

async function notify(
  ctx: AppContext,
  event: DeliveredEvent,
  g: GuaranteeWithTenant,
  type: 'guarantee_issued' | 'guarantee_cancellation',
  to: readonly ('principal' | 'obligee')[],
): Promise<void> {
  const title =
    (g.row.contractId !== null ? await findContractTitle(ctx.db, g.row.contractId) : null) ??
    `#${g.row.id}`;
  const targets: { userId: number; path: string }[] = [];
  if (to.includes('principal')) {
    const [tenant] = await ctx.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, g.row.tenantId));
    if (tenant && !tenant.deletedAt)
      targets.push({ userId: g.row.tenantId, path: `/rental-guarantees/${g.row.id}` });
  }
  if (to.includes('obligee') && g.row.contractId !== null)
    for (const landlord of await listLandlords(ctx.db, g.row.contractId))
      if (landlord.id !== g.row.tenantId)
        targets.push({ userId: landlord.id, path: contractPath('landlords', g) });
  for (const target of targets)
    await deliverNotification(ctx, {
      userId: target.userId,
      type,
      dedupeKey: eventDedupeKey(event.id, type),
      targetPath: target.path,
      data: { title },
    });
}

/** The outbox consumers: delivered at least once; storing and notifying are idempotent. */
export function registerGuaranteeLifecycleConsumers(ctx: AppContext): void {
  ctx.events.on('guarantee.issued', async (payload, event) => {
    const found = await findGuarantee(ctx.db, Number(payload['guarantee_id']));
    if (!found || found.row.status === 'approved' || found.row.status === 'committed') return;
    await storeStatementPdf(ctx, found);
    await notify(ctx, event, found, 'guarantee_issued', ['obligee', 'principal']);
  });
  ctx.events.on('guarantee.cancellation', async (payload, event) => {
    const found = await findGuarantee(ctx.db, Number(payload['guarantee_id']));
    const to = payload['to'] === 'principal' ? 'principal' : 'obligee';
    if (found) await notify(ctx, event, found, 'guarantee_cancellation', [to]);
  });
}

/** The consumers and the resume round, on the e-signing scheduler's interval. */
export function registerGuaranteeLifecycle(app: FastifyInstance, ctx: AppContext): void {
  registerGuaranteeLifecycleConsumers(ctx);
  const intervalMs = ctx.config.esignSchedulerIntervalMs;
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= resumeStalledGuaranteeStarts(ctx, new Date())
      .catch((error: unknown) => app.log.error({ err: error }, 'guarantee signing resume failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
