import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitedApplicantRole } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UserRow } from '../../context.js';
import {
  consents,
  contractParties,
  contracts,
  creditAssessmentResults,
  guaranteeApplicants,
  rentalGuarantees,
  users,
} from '../../db/schema/index.js';
import { isUsersParty } from '../contracts/contracts-repository.js';

export type GuaranteeRow = typeof rentalGuarantees.$inferSelect;
/** A guarantee with its tenant's name and, when staff decided it by hand, theirs. */
export type GuaranteeWithTenant = {
  row: GuaranteeRow;
  tenantName: string;
  staffDeciderName?: string | null;
};
export type AssessmentRow = typeof creditAssessmentResults.$inferSelect;

const deciders = alias(users, 'staff_deciders');
const selection = {
  row: rentalGuarantees,
  tenantName: users.fullName,
  staffDeciderName: deciders.fullName,
};
const withDecider = eq(deciders.id, rentalGuarantees.staffDecidedById);

export async function findGuarantee(db: Db, id: number): Promise<GuaranteeWithTenant | null> {
  const [found] = await db
    .select(selection)
    .from(rentalGuarantees)
    .innerJoin(users, eq(users.id, rentalGuarantees.tenantId))
    .leftJoin(deciders, withDecider)
    .where(eq(rentalGuarantees.id, id));
  return found ?? null;
}

/** Holds the guarantee's row until the transaction ends: claims on it are weighed one at a time. */
export async function lockGuarantee(tx: Tx, id: number): Promise<void> {
  await tx
    .select({ id: rentalGuarantees.id })
    .from(rentalGuarantees)
    .where(eq(rentalGuarantees.id, id))
    .for('update');
}

type Person = Pick<UserRow, 'id' | 'icelandicId'>;

/** Contracts this user stands on the landlord side of: a landlord party, or their creator. */
function onLandlordSide(db: Db, user: Person): SQL {
  const asParty = db
    .select({ id: contractParties.contractId })
    .from(contractParties)
    .where(and(eq(contractParties.role, 'landlord'), isUsersParty(user)));
  return or(inArray(contracts.id, asParty), eq(contracts.createdById, user.id))!;
}

export async function isLandlordOfContract(db: Db, user: Person, contractId: number) {
  const [found] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), onLandlordSide(db, user)));
  return Boolean(found);
}

const INVITED_ROLES: InvitedApplicantRole[] = ['co_applicant', 'guarantor'];

/** Guarantees a user stands on by an accepted invitation (co-applicant or guarantor), not as the tenant. */
function asInvitedApplicant(db: Db, userId: number) {
  return db
    .select({ id: guaranteeApplicants.guaranteeId })
    .from(guaranteeApplicants)
    .where(
      and(eq(guaranteeApplicants.userId, userId), inArray(guaranteeApplicants.role, INVITED_ROLES)),
    );
}

/** How a user stands on guarantees by invitation: co-applicant or guarantor, per guarantee id. */
export async function invitedRolesOf(
  db: Db,
  guaranteeIds: readonly number[],
  userId: number,
): Promise<Map<number, InvitedApplicantRole>> {
  if (guaranteeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: guaranteeApplicants.guaranteeId, role: guaranteeApplicants.role })
    .from(guaranteeApplicants)
    .where(
      and(
        eq(guaranteeApplicants.userId, userId),
        inArray(guaranteeApplicants.guaranteeId, [...guaranteeIds]),
        inArray(guaranteeApplicants.role, INVITED_ROLES),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.role as InvitedApplicantRole]));
}

/** A tenant's list holds the guarantees they applied for and those they co-applied on. */
export type GuaranteeListScope = { tenantId: number } | { landlord: Person };

export async function listGuarantees(
  db: Db,
  scope: GuaranteeListScope,
  page: number,
  pageSize: number,
): Promise<{ count: number; rows: GuaranteeWithTenant[] }> {
  const where =
    'tenantId' in scope
      ? or(
          eq(rentalGuarantees.tenantId, scope.tenantId),
          inArray(rentalGuarantees.id, asInvitedApplicant(db, scope.tenantId)),
        )
      : inArray(
          rentalGuarantees.contractId,
          db.select({ id: contracts.id }).from(contracts).where(onLandlordSide(db, scope.landlord)),
        );
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(rentalGuarantees).where(where),
    db
      .select(selection)
      .from(rentalGuarantees)
      .innerJoin(users, eq(users.id, rentalGuarantees.tenantId))
      .leftJoin(deciders, withDecider)
      .where(where)
      .orderBy(desc(rentalGuarantees.createdAt), desc(rentalGuarantees.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { count: total[0]?.n ?? 0, rows };
}

export async function listAssessments(db: Db, guaranteeId: number): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(creditAssessmentResults)
    .where(eq(creditAssessmentResults.guaranteeId, guaranteeId))
    .orderBy(creditAssessmentResults.id);
}

export async function findLiveCreditConsent(db: Db, userId: number) {
  const [found] = await db
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.consentType, 'credit_check'),
        isNull(consents.revokedAt),
      ),
    );
  return found ?? null;
}
