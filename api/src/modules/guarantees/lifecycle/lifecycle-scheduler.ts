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

type GuaranteeNotice =
  | { type: 'guarantee_issued' | 'guarantee_cancellation' | 'guarantee_decided' }
  | { type: 'guarantee_claim_received' | 'guarantee_claim_answered'; claimId: number };

/** Where a notice takes the tenant and the landlords: a claim's own page, else the guarantee's. */
function noticePaths(g: GuaranteeWithTenant, notice: GuaranteeNotice) {
  if ('claimId' in notice)
    return {
      principal: `/rental-guarantees/${g.row.id}/claims/${notice.claimId}`,
      obligee: `/landlords/rental-guarantees/${g.row.id}/file-claim/${notice.claimId}`,
    };
  return { principal: `/rental-guarantees/${g.row.id}`, obligee: contractPath('landlords', g) };
}

async function notify(
  ctx: AppContext,
  event: DeliveredEvent,
  g: GuaranteeWithTenant,
  notice: GuaranteeNotice,
  to: readonly ('principal' | 'obligee')[],
): Promise<void> {
  const { type } = notice;
  const paths = noticePaths(g, notice);
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
      targets.push({ userId: g.row.tenantId, path: paths.principal });
  }
  if (to.includes('obligee') && g.row.contractId !== null)
    for (const landlord of await listLandlords(ctx.db, g.row.contractId))
      if (landlord.id !== g.row.tenantId)
        targets.push({ userId: landlord.id, path: paths.obligee });
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
    await notify(ctx, event, found, { type: 'guarantee_issued' }, ['obligee', 'principal']);
  });
  ctx.events.on('guarantee.cancellation', async (payload, event) => {
    const found = await findGuarantee(ctx.db, Number(payload['guarantee_id']));
    const to = payload['to'] === 'principal' ? 'principal' : 'obligee';
    if (found) await notify(ctx, event, found, { type: 'guarantee_cancellation' }, [to]);
  });
  // Staff decided the application by hand: the tenant reads why on the guarantee's page.
  ctx.events.on('guarantee.decided', async (payload, event) => {
    const found = await findGuarantee(ctx.db, Number(payload['guarantee_id']));
    if (found) await notify(ctx, event, found, { type: 'guarantee_decided' }, ['principal']);
  });
  // A claim sent to the tenant, and each answer, told to the other side.
  for (const [eventType, type] of [
    ['guarantee.claim_sent', 'guarantee_claim_received'],
    ['guarantee.claim_answered', 'guarantee_claim_answered'],
  ] as const)
    ctx.events.on(eventType, async (payload, event) => {
      const found = await findGuarantee(ctx.db, Number(payload['guarantee_id']));
      const to = payload['to'] === 'principal' ? 'principal' : 'obligee';
      const claimId = Number(payload['claim_id']);
      if (found) await notify(ctx, event, found, { type, claimId }, [to]);
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
