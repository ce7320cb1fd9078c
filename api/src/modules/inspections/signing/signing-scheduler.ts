import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { inspectionSigningProcesses } from '../../../db/schema/index.js';
import { findReport } from '../inspections-repository.js';
import { registerDefectWindowConsumers } from '../defect-window/defect-window-service.js';
import { registerSignedReportConsumers } from './signed-report.js';
import { createAtProvider } from './signing-service.js';

const STALLED_START_MS = 60_000;

/**
 * Asks the provider again for inspection processes a crash left between our commit and its
 * answer; the idempotency key makes that the same provider process, never a second one.
 */
export async function resumeStalledInspectionStarts(ctx: AppContext, now: Date): Promise<number> {
  const stalled = await ctx.db
    .select()
    .from(inspectionSigningProcesses)
    .where(
      and(
        eq(inspectionSigningProcesses.status, 'starting'),
        lt(inspectionSigningProcesses.createdAt, new Date(now.getTime() - STALLED_START_MS)),
      ),
    );
  let resumed = 0;
  for (const process of stalled) {
    const report = await findReport(ctx.db, process.reportId);
    if (!report) continue;
    try {
      await createAtProvider(ctx, report, process);
      resumed += 1;
    } catch {
      // The process is marked failed; the landlord starts again.
    }
  }
  return resumed;
}

/** The outbox consumers and the resume round, on the e-signing scheduler's interval. */
export function registerInspectionSigning(app: FastifyInstance, ctx: AppContext): void {
  registerSignedReportConsumers(ctx);
  registerDefectWindowConsumers(ctx);
  const intervalMs = ctx.config.esignSchedulerIntervalMs;
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= resumeStalledInspectionStarts(ctx, new Date())
      .catch((error: unknown) => app.log.error({ err: error }, 'inspection signing resume failed'))
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
