import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Auth } from '../../context.js';
import { defineSubject, type Subject } from '../../http/access.js';
import type { Db } from '../../db/client.js';
import { rentalProfiles } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';

export type SectionTable = PgTable & { id: AnyPgColumn; profileId: AnyPgColumn };

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

const sectionSubjects = new Map<SectionTable, Subject<number>>();

/**
 * The section row a route's path names, for its profile's owner (the access guard of the routes):
 * the subject loads to the row's profile id. One subject per table, so route and handler agree.
 */
export function sectionRow(table: SectionTable, what: string): Subject<number> {
  let subject = sectionSubjects.get(table);
  if (!subject) {
    subject = defineSubject(what, 'id', dbIdParam, (ctx, auth, id) =>
      assertOwnsSectionRow(ctx.db, auth, table, id, what),
    );
    sectionSubjects.set(table, subject);
  }
  return subject;
}
