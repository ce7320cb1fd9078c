import { asc, eq, inArray } from 'drizzle-orm';
import type { GuaranteeStatus } from '@leiga/domain';
import { guaranteeClaims, listings, rentalGuarantees, users } from '../../src/db/schema/index.js';
import { leaseTerm } from '../../src/seed/demo-calendar.js';
import { insertDemoContract } from '../../src/seed/seed-contracts.js';
import type { Session, TestApp } from '../helpers.js';
import type { ContractPageBody } from './contracts.js';

export type ClaimBody = {
  id: number;
  guarantee_id: number;
  type: string;
  status: string;
  return_date: string | null;
  last_claim_day: string | null;
  deadline: string | null;
  is_deemed_accepted: boolean;
  total_amount: number;
  accepted_amount: number | null;
  current_user_role: string;
  is_editable: boolean;
  remaining_cover: number;
  held_cover: number;
  ruling: { body: string; reference: string; awarded_amount: number; ruled_at: string } | null;
  lines: {
    id: number;
    type: string;
    amount: number;
    response: string | null;
    response_reason: string | null;
    inspection_issue_ids: number[];
  }[];
  files: { id: number; kind: string; file_name: string; url: string; line_id: number | null }[];
};
export type ClaimListBody = { remaining_cover: number; held_cover: number; results: ClaimBody[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day `days` before today, YYYY-MM-DD. */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** A committed contract between the tenant and the landlord: the seed has one. */
export async function sharedCommittedContract(
  t: TestApp,
  tenant: Session,
  landlord: Session,
): Promise<number> {
  const list = (s: Session) =>
    t.call<ContractPageBody>('GET', '/api/contracts/?page_size=100', { token: s.access });
  const [ofTenant, ofLandlord] = await Promise.all([list(tenant), list(landlord)]);
  const landlords = new Set(ofLandlord.body.results.map((c) => c.id));
  const shared = ofTenant.body.results.find((c) => c.status === 'committed' && landlords.has(c.id));
  if (!shared) throw new Error('no committed contract between the tenant and the landlord');
  return shared.id;
}

/**
 * A committed lease of a year from this month's first between the two, on the landlord's first
 * listing, made for the test. The seed's committed lease is in its last month: a guarantee on it
 * ends with the month, so tests of a running guarantee use this one.
 */
export async function runningCommittedContract(
  t: TestApp,
  tenant: Session,
  landlord: Session,
): Promise<number> {
  const people = await t.db
    .select()
    .from(users)
    .where(inArray(users.id, [tenant.userId, landlord.userId]));
  const [listing] = await t.db
    .select()
    .from(listings)
    .where(eq(listings.ownerId, landlord.userId))
    .orderBy(asc(listings.id))
    .limit(1);
  const of = (id: number) => people.find((u) => u.id === id);
  const [ofTenant, ofLandlord] = [of(tenant.userId), of(landlord.userId)];
  if (!ofTenant || !ofLandlord || !listing) throw new Error('no landlord listing for the lease');
  const lease = await insertDemoContract(t.db, ofLandlord, ofTenant, listing, {
    status: 'committed',
    signType: 'electronic',
    term: leaseTerm(new Date(), 0),
  });
  return lease.id;
}

/**
 * A guarantee the tenant applied for on a running committed lease with the landlord, brought
 * straight to `status` in the database (the commit and issue flow is another part of issue #18).
 */
export async function guaranteeInStatus(
  t: TestApp,
  tenant: Session,
  landlord: Session,
  status: GuaranteeStatus,
  amount = 300_000,
): Promise<number> {
  const contractId = await runningCommittedContract(t, tenant, landlord);
  const applied = await t.call<{ id: number }>('POST', '/api/rental-guarantees/', {
    token: tenant.access,
    body: { contract_id: contractId, amount },
  });
  if (applied.status !== 201) throw new Error(`apply: ${applied.status}`);
  await setGuaranteeStatus(t, applied.body.id, status);
  return applied.body.id;
}

export async function setGuaranteeStatus(
  t: TestApp,
  id: number,
  status: GuaranteeStatus,
  updatedAt = new Date(),
) {
  await t.db.update(rentalGuarantees).set({ status, updatedAt }).where(eq(rentalGuarantees.id, id));
}

/** Moves a claim's moments back in time, as if the weeks had passed. */
export async function backdateClaim(
  t: TestApp,
  claimId: number,
  days: { committed?: number; principalResponded?: number },
) {
  await t.db
    .update(guaranteeClaims)
    .set({
      ...(days.committed === undefined
        ? {}
        : { committedAt: new Date(Date.now() - days.committed * DAY_MS) }),
      ...(days.principalResponded === undefined
        ? {}
        : { principalRespondedAt: new Date(Date.now() - days.principalResponded * DAY_MS) }),
    })
    .where(eq(guaranteeClaims.id, claimId));
}
