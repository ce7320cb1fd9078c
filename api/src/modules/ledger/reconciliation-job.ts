import type { AppContext } from '../../context.js';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.js';
import { runReconciliation } from './reconciliation.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily reconciliation: every contract's ledger checked, the result kept for staff. */
export function startLedgerReconciliation(
  ctx: AppContext,
  onError: (error: unknown) => void,
  intervalMs = DAY_MS,
): PeriodicJob {
  return startPeriodicJob(() => runReconciliation(ctx.db, 'schedule', null), intervalMs, onError);
}
