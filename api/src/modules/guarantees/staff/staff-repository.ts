import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimStatus } from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import {
  contracts,
  contractStreet,
  guaranteeClaims,
  rentalGuarantees,
  users,
} from '../../../db/schema/index.js';
import type { ClaimRow } from '../claims-repository.js';

export type QueuedClaim = {
  claim: ClaimRow;
  totalAmount: number;
  tenantId: number;
  tenantName: string;
  contractId: number | null;
  street: string | null;
};

/**
 * The moment the open deadline runs from (the deadline is always four weeks after it), so
 * ordering by it orders by the deadline; claims without one come last (the domain's
 * compareClaimsByDeadline is the same order).
 */
const deadlineStart = sql`case ${guaranteeClaims.status}
  when 'pending_principal_response' then ${guaranteeClaims.committedAt}
  when 'pending_obligee_response' then ${guaranteeClaims.principalRespondedAt}
  end`;

const claimTotal = sql<number>`coalesce((select sum(l.amount) from guarantee_claim_lines l
  where l.claim_id = ${guaranteeClaims.id}), 0)`.mapWith(Number);

/** A page of claims in these statuses, the nearest deadline first. */
export async function pageClaimQueue(
  db: Db,
  statuses: readonly ClaimStatus[],
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: QueuedClaim[] }> {
  const where = inArray(guaranteeClaims.status, [...statuses]);
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(guaranteeClaims).where(where),
    db
      .select({
        claim: guaranteeClaims,
        totalAmount: claimTotal,
        tenantId: rentalGuarantees.tenantId,
        tenantName: users.fullName,
        contractId: rentalGuarantees.contractId,
        street: sql<string | null>`${contractStreet}`,
      })
      .from(guaranteeClaims)
      .innerJoin(rentalGuarantees, eq(rentalGuarantees.id, guaranteeClaims.guaranteeId))
      .innerJoin(users, eq(users.id, rentalGuarantees.tenantId))
      .leftJoin(contracts, eq(contracts.id, rentalGuarantees.contractId))
      .where(where)
      .orderBy(
        sql`${deadlineStart} asc nulls last`,
        asc(guaranteeClaims.createdAt),
        asc(guaranteeClaims.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { total: counted[0]?.n ?? 0, rows };
}
