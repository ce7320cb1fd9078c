import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { emailConfirmations, userEmails, users } from '../../db/schema/index.js';

export type EmailRow = typeof userEmails.$inferSelect;

/** One of the user's addresses; undefined for anybody else's. */
export async function findEmailOfUser(
  db: Db,
  userId: number,
  emailId: number,
): Promise<EmailRow | undefined> {
  const [row] = await db
    .select()
    .from(userEmails)
    .where(and(eq(userEmails.id, emailId), eq(userEmails.userId, userId)))
    .limit(1);
  return row;
}

/** The user's address with this text; undefined when the user has not added it. */
export async function findEmailOfUserByAddress(
  db: Db,
  userId: number,
  email: string,
): Promise<EmailRow | undefined> {
  const [address] = await db
    .select()
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), eq(userEmails.email, email)))
    .limit(1);
  return address;
}

/** Whether some account has added the address. */
export async function isEmailAdded(db: Db, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(eq(userEmails.email, email))
    .limit(1);
  return !!taken;
}

export async function countEmailsOfUser(tx: Tx, userId: number): Promise<number> {
  const mine = await tx
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(eq(userEmails.userId, userId));
  return mine.length;
}

export async function insertUserEmail(
  db: Db | Tx,
  values: typeof userEmails.$inferInsert,
): Promise<EmailRow> {
  const [row] = await db.insert(userEmails).values(values).returning();
  return row!;
}

export async function deleteEmail(db: Db, id: number): Promise<void> {
  await db.delete(userEmails).where(eq(userEmails.id, id));
}

/** Every address of the user goes, with their confirmation links. */
export async function deleteEmailsOfUser(tx: Tx, userId: number): Promise<void> {
  const emailIds = await tx
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(eq(userEmails.userId, userId));
  for (const { id } of emailIds)
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.emailId, id));
  await tx.delete(userEmails).where(eq(userEmails.userId, userId));
}

export async function insertEmailConfirmation(
  db: Db,
  values: typeof emailConfirmations.$inferInsert,
): Promise<void> {
  await db.insert(emailConfirmations).values(values);
}

/** An unused, unexpired confirmation with its address and the account's primary address. */
export async function findUsableEmailConfirmation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ confirmation: emailConfirmations, email: userEmails, primaryEmail: users.email })
    .from(emailConfirmations)
    .innerJoin(userEmails, eq(userEmails.id, emailConfirmations.emailId))
    .innerJoin(users, eq(users.id, userEmails.userId))
    .where(
      and(
        eq(emailConfirmations.tokenHash, tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

export async function markEmailConfirmationUsed(db: Db, id: number): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(eq(emailConfirmations.id, id));
}

export async function markEmailVerified(db: Db, id: number): Promise<EmailRow> {
  const [email] = await db
    .update(userEmails)
    .set({ verified: true })
    .where(eq(userEmails.id, id))
    .returning();
  return email!;
}
