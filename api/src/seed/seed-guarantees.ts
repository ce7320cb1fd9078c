import { eq } from 'drizzle-orm';
import {
  GUARANTEE_APPLICATION_VALIDITY_DAYS,
  decideGuarantee,
  maxGuaranteeAmount,
} from '@leiga/domain';
import type { Db } from '../db/client.js';
import { rentalGuarantees, users } from '../db/schema/index.js';
import type { ContractRow } from '../modules/contracts/contracts-repository.js';
import type { DemoUser } from './seed-contracts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An active rental guarantee on Jón's signed lease with Anna (issue #18), approved on Anna's
 * class A2 for 3 months' rent, so the landlord has a guarantee to claim on and the tenant one to
 * answer claims of. Returns its id, or null when the lease is not there.
 */
export async function seedGuarantees(
  db: Db,
  leases: readonly { landlord: DemoUser; contract: ContractRow }[],
): Promise<number | null> {
  const lease = leases.find(
    (l) => l.landlord.email === 'jon@leiga.is' && l.contract.status === 'signed',
  );
  const [anna] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'anna@leiga.is'));
  if (!lease || !lease.contract.price || !anna) return null;
  const monthlyRent = Math.round(lease.contract.price);
  const amount = maxGuaranteeAmount(monthlyRent);
  const decided = decideGuarantee('A2', amount);
  const assessedAt = new Date(`${lease.contract.startDate ?? '2025-01-01'}T09:00:00Z`);
  const [row] = await db
    .insert(rentalGuarantees)
    .values({
      tenantId: anna.id,
      contractId: lease.contract.id,
      monthlyRent,
      amount,
      status: 'active',
      decision: decided.decision,
      creditGrade: 'A2',
      cashThresholdPercent: decided.cash_threshold_percent,
      cashThresholdAmount: decided.cash_threshold_amount,
      yearlyPremium: decided.yearly_premium,
      assessedAt,
      expiresAt: new Date(assessedAt.getTime() + GUARANTEE_APPLICATION_VALIDITY_DAYS * DAY_MS),
      createdAt: assessedAt,
    })
    .returning();
  return row!.id;
}
