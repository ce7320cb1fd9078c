import { eq } from 'drizzle-orm';
import { foldIcelandic } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { rentalProfiles, users } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { UserRow } from '../../context.js';

export async function getUserRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row || row.deletedAt) throw notFound('No such user.');
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row && !row.deletedAt ? row : undefined;
}

/** anna-sigurdardottir, then anna-sigurdardottir-2, ... */
export async function createRentalProfile(
  db: Pick<Db, 'select' | 'insert'>,
  userId: number,
  fullName: string,
): Promise<void> {
  const base =
    foldIcelandic(fullName)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'leigjandi';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await db
      .select({ id: rentalProfiles.id })
      .from(rentalProfiles)
      .where(eq(rentalProfiles.profileUsername, candidate))
      .limit(1);
    if (taken.length === 0) {
      await db.insert(rentalProfiles).values({ userId, profileUsername: candidate });
      return;
    }
  }
  throw new Error('No free profile username');
}
