import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ConsentType } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { consents } from '../../db/schema/index.js';

export type ConsentRow = typeof consents.$inferSelect;

/** Every consent of the user, revoked ones too (the record of what held when), newest first. */
export async function listConsents(db: Db, userId: number): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.givenAt), desc(consents.id));
}

export async function findConsent(db: Db, id: number): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(consents).where(eq(consents.id, id));
  return row;
}

/** Gives a consent; the live one of the same type and version is returned when there is one. */
export async function insertConsentOnce(
  db: Db,
  userId: number,
  consentType: ConsentType,
  version: string,
): Promise<{ row: ConsentRow; isNew: boolean }> {
  const [row] = await db
    .insert(consents)
    .values({ userId, consentType, version })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, isNew: true };
  const [live] = await db
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.consentType, consentType),
        eq(consents.version, version),
        isNull(consents.revokedAt),
      ),
    );
  return { row: live!, isNew: false };
}

/** Revokes a live consent; one already revoked keeps its first revocation time. */
export async function revokeConsentRow(db: Db, id: number): Promise<ConsentRow> {
  const [row] = await db
    .update(consents)
    .set({ revokedAt: new Date() })
    .where(and(eq(consents.id, id), isNull(consents.revokedAt)))
    .returning();
  return row ?? (await findConsent(db, id))!;
}
