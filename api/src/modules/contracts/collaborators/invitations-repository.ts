import { and, eq } from 'drizzle-orm';
import type { CollaboratorAccessType, InvitationStatus } from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import {
  contractCollaboratorInvitations as invitations,
  contractCollaborators,
  users,
} from '../../../db/schema/index.js';

/** Every query of collaborator invitations and of the collaborators they make. */
export type InvitationRow = typeof invitations.$inferSelect;
export type CollaboratorRow = typeof contractCollaborators.$inferSelect;
type Reader = Pick<Db, 'select'>;

export async function findInvitation(db: Reader, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row;
}

export async function listInvitations(db: Reader, contractId: number) {
  return db
    .select({ invitation: invitations, inviterName: users.fullName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.inviterId))
    .where(eq(invitations.contractId, contractId))
    .orderBy(invitations.id);
}

export async function findPendingInvitation(
  db: Reader,
  contractId: number,
  email: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.contractId, contractId),
        eq(invitations.email, email),
        eq(invitations.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertInvitation(
  db: Pick<Db, 'insert'>,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** Moves an invitation on only from the status it was read in; undefined when it had moved. */
export async function updateInvitationFrom(
  db: Pick<Db, 'update'>,
  id: number,
  from: InvitationStatus,
  values: Partial<typeof invitations.$inferInsert>,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.id, id), eq(invitations.status, from)))
    .returning();
  return row;
}

/** Makes the user a collaborator, or gives an existing one the invitation's access. */
export async function upsertCollaborator(
  db: Pick<Db, 'insert'>,
  contractId: number,
  userId: number,
  accessType: CollaboratorAccessType,
): Promise<CollaboratorRow> {
  const [row] = await db
    .insert(contractCollaborators)
    .values({ contractId, userId, accessType })
    .onConflictDoUpdate({
      target: [contractCollaborators.contractId, contractCollaborators.userId],
      set: { accessType },
    })
    .returning();
  return row!;
}

export async function findCollaborator(
  db: Reader,
  id: number,
): Promise<CollaboratorRow | undefined> {
  const [row] = await db
    .select()
    .from(contractCollaborators)
    .where(eq(contractCollaborators.id, id))
    .limit(1);
  return row;
}

/** A contract's collaborators with the name and e-mail of each, oldest first. */
export async function listCollaborators(db: Reader, contractId: number) {
  return db
    .select({ collaborator: contractCollaborators, fullName: users.fullName, email: users.email })
    .from(contractCollaborators)
    .innerJoin(users, eq(users.id, contractCollaborators.userId))
    .where(eq(contractCollaborators.contractId, contractId))
    .orderBy(contractCollaborators.id);
}

export async function findCollaboratorOf(
  db: Reader,
  contractId: number,
  userId: number,
): Promise<CollaboratorRow | undefined> {
  const [row] = await db
    .select()
    .from(contractCollaborators)
    .where(
      and(
        eq(contractCollaborators.contractId, contractId),
        eq(contractCollaborators.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

export async function updateCollaborator(
  db: Pick<Db, 'update'>,
  id: number,
  accessType: CollaboratorAccessType,
): Promise<CollaboratorRow | undefined> {
  const [row] = await db
    .update(contractCollaborators)
    .set({ accessType })
    .where(eq(contractCollaborators.id, id))
    .returning();
  return row;
}

export async function deleteCollaborator(db: Pick<Db, 'delete'>, id: number): Promise<void> {
  await db.delete(contractCollaborators).where(eq(contractCollaborators.id, id));
}

/** The language a user reads e-mail in, when the address is a user's. */
export async function findLanguageByEmail(db: Reader, email: string): Promise<string | null> {
  const [row] = await db
    .select({ language: users.primaryLanguage })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row?.language ?? null;
}

export async function findUserName(db: Reader, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.fullName ?? null;
}
