import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { findContract } from '../contracts-repository.js';
import { listStalledStarts } from './signing-repository.js';
import { createAtProvider } from './signing-service.js';

/** A start the provider has not confirmed after this long was cut off by a crash. */
const STALLED_START_MS = 60_000;

/**
 * Asks the provider again for processes a crash left between our commit and its answer; the
 * idempotency key makes that the same process, never a second one.
 */
export async function resumeStalledStarts(ctx: AppContext, now: Date): Promise<number> {
  const stalled = await listStalledStarts(ctx.db, new Date(now.getTime() - STALLED_START_MS));
  let resumed = 0;
  for (const process of stalled) {
    const row = await findContract(ctx.db, process.contractId);
    if (!row) continue;
    try {
      await createAtProvider(ctx, row, process, null);
      resumed += 1;
    } catch {
      // createAtProvider has returned the contract to committed; the landlord starts again.
    }
  }
  return resumed;
}

/** One round of the scheduler's e-signing work; tests call it with their own clock. */
export async function runSigningScheduler(ctx: AppContext, now: Date = new Date()): Promise<void> {
  const sandbox = ctx.providers.eSignatureSandbox;
  await sandbox.sweepExpired(now);
  await sandbox.deliverPending(now);
  await resumeStalledStarts(ctx, now);
}

/** Runs the e-signing work every ESIGN_SCHEDULER_INTERVAL_MS (off when 0). */
export function registerSigningScheduler(app: FastifyInstance, ctx: AppContext): void {
  const intervalMs = ctx.config.esignSchedulerIntervalMs;
  if (intervalMs <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= runSigningScheduler(ctx)
      .catch((error: unknown) => app.log.error({ err: error }, 'e-signing scheduler failed'))
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
