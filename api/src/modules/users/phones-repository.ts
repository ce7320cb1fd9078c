import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { phones, smsCodes } from '../../db/schema/index.js';

export type PhoneRow = typeof phones.$inferSelect;

/** One of the user's phones; undefined for anybody else's. */
export async function findPhoneOfUser(
  db: Db,
  userId: number,
  phoneId: number,
): Promise<PhoneRow | undefined> {
  const [row] = await db
    .select()
    .from(phones)
    .where(and(eq(phones.id, phoneId), eq(phones.userId, userId)))
    .limit(1);
  return row;
}

export function listPhonesOfUser(db: Db, userId: number): Promise<PhoneRow[]> {
  return db.select().from(phones).where(eq(phones.userId, userId));
}

export async function insertPhone(db: Db, values: typeof phones.$inferInsert): Promise<PhoneRow> {
  const [row] = await db.insert(phones).values(values).returning();
  return row!;
}

export async function deletePhone(tx: Tx, id: number): Promise<void> {
  await tx.delete(phones).where(eq(phones.id, id));
}

export async function deletePhonesOfUser(tx: Tx, userId: number): Promise<void> {
  await tx.delete(phones).where(eq(phones.userId, userId));
}

export async function markPhoneVerified(db: Db, id: number): Promise<void> {
  await db.update(phones).set({ verified: true }).where(eq(phones.id, id));
}

/** When codes were sent to the phone since `since`, the newest first. */
export function listSmsCodeTimesSince(db: Db, phoneId: number, since: Date) {
  return db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phoneId, phoneId), gt(smsCodes.createdAt, since)))
    .orderBy(desc(smsCodes.createdAt));
}

/** Every code of the phone not yet used stops working. */
export async function consumeOpenSmsCodes(db: Db, phoneId: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.phoneId, phoneId), isNull(smsCodes.consumedAt)));
}

export async function insertSmsCode(db: Db, values: typeof smsCodes.$inferInsert): Promise<void> {
  await db.insert(smsCodes).values(values);
}

/** The newest code of the phone not yet used. */
export async function findNewestOpenSmsCode(db: Db, phoneId: number) {
  const [current] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phoneId, phoneId), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return current;
}

/**
 * Counts a try by one conditional update: the count after it, or undefined when the code is used
 * or has had `maxAttempts` tries already.
 */
export async function countSmsCodeAttempt(
  db: Db,
  codeId: number,
  maxAttempts: number,
): Promise<number | undefined> {
  const [tried] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(eq(smsCodes.id, codeId), lt(smsCodes.attempts, maxAttempts), isNull(smsCodes.consumedAt)),
    )
    .returning({ attempts: smsCodes.attempts });
  return tried?.attempts;
}

export async function consumeSmsCode(db: Db, codeId: number): Promise<void> {
  await db.update(smsCodes).set({ consumedAt: new Date() }).where(eq(smsCodes.id, codeId));
}
