import {
  GUARANTEE_APPLICATION_VALIDITY_DAYS,
  decideGuarantee,
  maxGuaranteeAmount,
} from '@leiga/domain';
import type { Db } from '../db/client.js';
import { eq } from 'drizzle-orm';
import { contracts, rentalGuarantees } from '../db/schema/index.js';
import { demoCalendar } from './demo-calendar.js';
import { findDemoLeaseParties, insertDemoContract } from './seed-contracts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An active rental guarantee of Anna's with Jón (issue #18), approved on her class A2 for 3 months'
 * rent, so the landlord has a guarantee to claim on and the tenant one to answer claims of. A
 * guarantee moves on with its lease (ended, then expired 4 weeks later), so it gets its own lease
 * signed on paper, running from five months before the demo is seeded to seven after: the demo's
 * other leases lie in the past or the future, or end this month (demo-calendar). Returns its id,
 * or null when the demo parties are not there.
 */
export async function seedGuarantees(db: Db, now: Date = new Date()): Promise<number | null> {
  const parties = (await findDemoLeaseParties(db)).find((p) => p.landlord.email === 'jon@leiga.is');
  if (!parties) return null;
  const term = demoCalendar(now).guaranteeLease;
  const contract = await insertDemoContract(db, parties.landlord, parties.tenant, parties.listing, {
    status: 'signed',
    signType: 'paper',
    term,
  });
  if (!contract.price) return null;
  // Signed on paper and the guarantee assessed when the lease began, not when the demo was seeded.
  const leaseBegan = new Date(`${term.start}T09:00:00Z`);
  await db.update(contracts).set({ updatedAt: leaseBegan }).where(eq(contracts.id, contract.id));
  const monthlyRent = Math.round(contract.price);
  const amount = maxGuaranteeAmount(monthlyRent);
  const decided = decideGuarantee('A2', amount);
  const [row] = await db
    .insert(rentalGuarantees)
    .values({
      tenantId: parties.tenant.id,
      contractId: contract.id,
      monthlyRent,
      amount,
      status: 'active',
      decision: decided.decision,
      creditGrade: 'A2',
      cashThresholdPercent: decided.cash_threshold_percent,
      cashThresholdAmount: decided.cash_threshold_amount,
      yearlyPremium: decided.yearly_premium,
      assessedAt: leaseBegan,
      expiresAt: new Date(leaseBegan.getTime() + GUARANTEE_APPLICATION_VALIDITY_DAYS * DAY_MS),
      createdAt: leaseBegan,
    })
    .returning();
  return row!.id;
}
