import { and, eq } from 'drizzle-orm';
import { acceptedClaimTotal, dueClaimEvent, nextClaimStatus } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { guaranteeClaimLines, guaranteeClaims } from '../../db/schema/index.js';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.js';
import { listClaimsAwaiting, type ClaimRow } from './claims-repository.js';

/**
 * Applies a deadline that ran out: the tenant silent four weeks is deemed to accept every line
 * (Húsaleigulög art. 40(4)); a rejected claim the landlord did not refer within four weeks
 * lapses. The update is conditional on the status, so two readers never apply it twice.
 */
export async function settleClaimDeadline(db: Db, claim: ClaimRow, now: Date): Promise<ClaimRow> {
  const event = dueClaimEvent(claim.status, claim, now);
  if (!event) return claim;
  const status = nextClaimStatus(claim.status, event)!;
  const settled = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(guaranteeClaims)
      .set({ status, updatedAt: now })
      .where(and(eq(guaranteeClaims.id, claim.id), eq(guaranteeClaims.status, claim.status)))
      .returning();
    if (!updated) return null;
    if (event === 'lapse') return updated;
    const lines = await tx
      .update(guaranteeClaimLines)
      .set({ response: 'accepted' })
      .where(eq(guaranteeClaimLines.claimId, claim.id))
      .returning();
    const [deemed] = await tx
      .update(guaranteeClaims)
      .set({ isDeemedAccepted: true, acceptedAmount: acceptedClaimTotal(lines) })
      .where(eq(guaranteeClaims.id, claim.id))
      .returning();
    return deemed!;
  });
  if (settled) return settled;
  const [current] = await db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claim.id));
  return current ?? claim;
}

/** Every claim whose four weeks ran out, settled; returns how many changed. */
export async function settleDueClaims(ctx: Pick<AppContext, 'db'>, now: Date): Promise<number> {
  let changed = 0;
  for (const claim of await listClaimsAwaiting(ctx.db)) {
    const settled = await settleClaimDeadline(ctx.db, claim, now);
    if (settled.status !== claim.status) changed += 1;
  }
  return changed;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily run of the claim deadlines; readers apply them too, so a late run loses nothing. */
export function startClaimDeadlines(
  ctx: Pick<AppContext, 'db'>,
  onError: (error: unknown) => void,
  intervalMs = DAY_MS,
): PeriodicJob {
  return startPeriodicJob(() => settleDueClaims(ctx, new Date()), intervalMs, onError);
}
