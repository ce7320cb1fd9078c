import type { AppContext } from '../../context.js';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.js';
import { pollLoanRepayments } from '../loans/repayments-service.js';
import { pollClaimPayments } from './billing-service.js';

/**
 * Learns of rent (and loan) payments by polling the claims provider (CLAIMS_POLL_INTERVAL_MS; 0 leaves only
 * `run()`), records each booking once and sends the payouts they make due, retrying any a dead
 * process left pending.
 */
export function startClaimsPoller(
  ctx: Pick<AppContext, 'db' | 'providers' | 'config'>,
  onError: (error: unknown) => void,
): PeriodicJob {
  const deps = {
    db: ctx.db,
    claims: ctx.providers.claims,
    payouts: ctx.providers.payouts,
    config: ctx.config,
  };
  // Loan repayments are claims in the same bank: the same poll learns of them.
  const work = async () => {
    await pollClaimPayments(deps);
    await pollLoanRepayments(deps, new Date().toISOString().slice(0, 10));
  };
  const interval = ctx.config.claimsPollIntervalMs;
  if (interval === 0) {
    let running: Promise<void> | undefined;
    return {
      run: () =>
        (running ??= work()
          .then(() => undefined, onError)
          .finally(() => (running = undefined))),
      stop: async () => void (await running),
    };
  }
  return startPeriodicJob(work, interval, onError);
}
