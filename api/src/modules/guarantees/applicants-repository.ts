import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicantInvitationStatus } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import {
  guaranteeApplicantInvitations as invitations,
  guaranteeApplicants as applicants,
  users,
} from '../../db/schema/index.js';

/** Every query of guarantee applicants and their invitations. */
export type ApplicantInvitationRow = typeof invitations.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;
export type ApplicantWithUser = {
  applicant: ApplicantRow;
  fullName: string;
  email: string;
  icelandicId: string | null;
};
type Reader = Pick<Db, 'select'>;

export async function findApplicantInvitation(
  db: Reader,
  id: number,
): Promise<ApplicantInvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row;
}

export async function listApplicantInvitations(db: Reader, guaranteeId: number) {
  return db
    .select({ invitation: invitations, inviterName: users.fullName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.inviterId))
    .where(eq(invitations.guaranteeId, guaranteeId))
    .orderBy(invitations.id);
}

/** The guarantee's invitations in the given statuses (pending ones block the assessment). */
export async function listInvitationsIn(
  db: Reader,
  guaranteeId: number,
  statuses: readonly ApplicantInvitationStatus[],
): Promise<ApplicantInvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.guaranteeId, guaranteeId), inArray(invitations.status, statuses)));
}

export async function insertApplicantInvitation(
  db: Pick<Db, 'insert'>,
  values: typeof invitations.$inferInsert,
): Promise<ApplicantInvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** Moves an invitation on only from the status it was read in; undefined when it had moved. */
export async function updateApplicantInvitationFrom(
  db: Pick<Db, 'update'>,
  id: number,
  from: ApplicantInvitationStatus,
  values: Partial<typeof invitations.$inferInsert>,
): Promise<ApplicantInvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.id, id), eq(invitations.status, from)))
    .returning();
  return row;
}

/** One more sending, only over the sending it was read after (of two at once, one goes). */
export async function countResend(
  db: Pick<Db, 'update'>,
  row: ApplicantInvitationRow,
  at: Date,
): Promise<ApplicantInvitationRow | undefined> {
  const [updated] = await db
    .update(invitations)
    .set({ sendCount: sql`${invitations.sendCount} + 1`, sentAt: at })
    .where(
      and(
        eq(invitations.id, row.id),
        eq(invitations.status, 'pending'),
        eq(invitations.sentAt, row.sentAt),
      ),
    )
    .returning();
  return updated;
}

/** Adds a person to the guarantee's applicants; already there changes nothing. */
export async function addApplicant(
  db: Pick<Db, 'insert'>,
  values: typeof applicants.$inferInsert,
): Promise<void> {
  await db.insert(applicants).values(values).onConflictDoNothing();
}

/** The applicants with who they are, the main applicant first. */
export async function listApplicants(
  db: Reader,
  guaranteeId: number,
): Promise<ApplicantWithUser[]> {
  return db
    .select({
      applicant: applicants,
      fullName: users.fullName,
      email: users.email,
      icelandicId: users.icelandicId,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.guaranteeId, guaranteeId))
    .orderBy(sql`${applicants.role} = 'main' desc`, applicants.id);
}

export async function findUserName(db: Reader, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id));
  return row?.fullName ?? null;
}

/** The language a user reads e-mail in, when the address is a user's. */
export async function findLanguageByEmail(db: Reader, email: string): Promise<string | null> {
  const [row] = await db
    .select({ language: users.primaryLanguage })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.language ?? null;
}
