import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Auth } from '../../context.js';
import type { Db } from '../../db/client.js';
import { rentalProfiles } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';

type SectionTable = PgTable & { id: AnyPgColumn; profileId: AnyPgColumn };

/**
 * The profile of a section row (a child, pet, employer, ...) after checking the caller owns it:
 * 404 when there is no such row, 403 when it is someone else's.
 */
export async function assertOwnsSectionRow(
  db: Db,
  auth: Auth,
  table: SectionTable,
  id: number,
  what: string,
): Promise<number> {
  const [row] = await db
    .select({ profileId: rentalProfiles.id, userId: rentalProfiles.userId })
    .from(table)
    .innerJoin(rentalProfiles, eq(rentalProfiles.id, table.profileId))
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw notFound(`No such ${what}.`);
  if (row.userId !== auth.user.id) throw forbidden('Only the owner may change this profile.');
  return row.profileId;
}
