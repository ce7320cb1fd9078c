import { and, inArray, isNotNull } from 'drizzle-orm';
import { getSmokeDetectorReminderYear, type ContractStatus } from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import { contracts } from '../../../db/schema/index.js';
import { startPeriodicJob, type PeriodicJob } from '../../../jobs/periodic-job.js';
import { deliverNotification } from '../../notifications/notifications-service.js';
import {
  findContractTitle,
  listContractPeople,
} from '../../notifications/recipients-repository.js';

/** Leases in force: signed, or signed and registered with HMS. */
const IN_FORCE: ContractStatus[] = ['signed', 'registered'];

/** One reminder per contract per year, whichever run or replica makes it. */
export const smokeDetectorReminderKey = (contractId: number, year: number) =>
  `smoke-detector-reminder:${contractId}:${year}`;

/**
 * The yearly reminder to test the smoke detectors: each landlord of a lease in force hears of it
 * once a year, on the lease's anniversary. Returns how many notifications were made.
 */
export async function sendSmokeDetectorReminders(ctx: AppContext, now: Date): Promise<number> {
  const leases = await ctx.db
    .select({
      id: contracts.id,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
    })
    .from(contracts)
    .where(and(inArray(contracts.status, IN_FORCE), isNotNull(contracts.startDate)));
  let made = 0;
  for (const lease of leases) {
    const year = getSmokeDetectorReminderYear(lease, now);
    if (year === null) continue;
    const title = (await findContractTitle(ctx.db, lease.id)) ?? `#${lease.id}`;
    const landlords = (await listContractPeople(ctx.db, lease.id)).filter(
      (p) => p.userType === 'LL',
    );
    for (const landlord of landlords) {
      const row = await deliverNotification(ctx, {
        userId: landlord.userId,
        type: 'smoke_detector_reminder',
        dedupeKey: smokeDetectorReminderKey(lease.id, year),
        targetPath: `/landlords/rental-contracts/${lease.id}`,
        data: { title },
      });
      if (row) made += 1;
    }
  }
  return made;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs the reminders daily; the dedupe key keeps each to one a year. */
export function startSmokeDetectorReminders(
  ctx: AppContext,
  onError: (error: unknown) => void,
  intervalMs = DAY_MS,
): PeriodicJob {
  const job = startPeriodicJob(
    () => sendSmokeDetectorReminders(ctx, new Date()),
    intervalMs,
    onError,
  );
  return job;
}
