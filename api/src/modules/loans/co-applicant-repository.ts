import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicantInvitationStatus } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { consents, loanCoApplicants, users } from '../../db/schema/index.js';

/** Every query of a loan's co-applicant (issue #18). */

export type LoanCoApplicantRow = typeof loanCoApplicants.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

const C = loanCoApplicants;
const PERSON = {
  id: users.id,
  fullName: users.fullName,
  icelandicId: users.icelandicId,
  email: users.email,
  primaryLanguage: users.primaryLanguage,
};

export async function findCoApplicant(db: Reader, id: number) {
  const [row] = await db.select().from(C).where(eq(C.id, id));
  return row;
}

/** The person who accepted the loan's invitation, once someone has: they sign the agreement too. */
export async function findAcceptedCoApplicantPerson(db: Reader, loanId: number) {
  const [row] = await db
    .select(PERSON)
    .from(C)
    .innerJoin(users, eq(users.id, C.userId))
    .where(and(eq(C.loanId, loanId), eq(C.status, 'accepted')))
    .limit(1);
  return row;
}

/** The loan's invitation that counts: pending or accepted (one at most), else none. */
export async function findActiveCoApplicant(db: Reader, loanId: number) {
  const [row] = await db
    .select()
    .from(C)
    .where(and(eq(C.loanId, loanId), inArray(C.status, ['pending', 'accepted'])))
    .orderBy(desc(C.id))
    .limit(1);
  return row;
}

export async function insertCoApplicant(tx: Writer, values: typeof C.$inferInsert) {
  const [row] = await tx.insert(C).values(values).returning();
  return row!;
}

/** Moves an invitation on from `from`; null when another request moved it first. */
export async function updateCoApplicantFrom(
  tx: Writer,
  id: number,
  from: readonly ApplicantInvitationStatus[],
  values: Partial<typeof C.$inferInsert>,
): Promise<LoanCoApplicantRow | null> {
  const [row] = await tx
    .update(C)
    .set(values)
    .where(and(eq(C.id, id), inArray(C.status, [...from])))
    .returning();
  return row ?? null;
}

/** The co-applicant's name and kennitala, for the lookup and the agreement. */
export async function findCoApplicantPerson(db: Reader, userId: number) {
  const [row] = await db.select(PERSON).from(users).where(eq(users.id, userId));
  return row;
}

export async function findConsentGivenAt(db: Reader, consentId: number) {
  const [row] = await db
    .select({ givenAt: consents.givenAt })
    .from(consents)
    .where(eq(consents.id, consentId));
  return row?.givenAt;
}
