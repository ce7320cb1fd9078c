import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { foldIcelandic } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { phones, rentalProfiles, userEmails, users } from '../../db/schema/index.js';
import { offsetOf, withTotal, type PageWindow } from '../../db/paging.js';
import { foldedColumn, likePattern } from '../../db/search.js';
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
  // Check, then insert without failing on the name: two sign-ups with one name at the same
  // moment both pass the check, and the later insert takes the next free name instead of
  // aborting the sign-up (which would read as "e-mail taken").
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await db
      .select({ id: rentalProfiles.id })
      .from(rentalProfiles)
      .where(eq(rentalProfiles.profileUsername, candidate))
      .limit(1);
    if (taken.length > 0) continue;
    const inserted = await db
      .insert(rentalProfiles)
      .values({ userId, profileUsername: candidate })
      .onConflictDoNothing({ target: rentalProfiles.profileUsername })
      .returning({ id: rentalProfiles.id });
    if (inserted.length > 0) return;
  }
  throw new Error('No free profile username');
}

type UserInsert = typeof users.$inferInsert;

export async function insertUser(tx: Tx, values: UserInsert): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  return user!;
}

export async function updateUserRow(
  db: Db | Tx,
  id: number,
  changes: Partial<UserInsert>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/** Holds the user's row locked until the transaction ends: changes of one account take turns. */
export async function lockUserRow(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** The account's primary address, whatever the account's state. */
export async function findPrimaryEmailOfUser(db: Db, id: number): Promise<string | undefined> {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return owner?.email;
}

/** The back office's user list: accounts not deleted, by ids and a text in name or e-mail. */
export async function pageUsers(
  db: Db,
  filter: { ids?: number[]; search?: string },
  window: PageWindow,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (filter.ids) conditions.push(inArray(users.id, filter.ids));
  if (filter.search) {
    const pattern = likePattern(foldIcelandic(filter.search));
    conditions.push(
      or(
        sql`${foldedColumn(users.fullName)} like ${pattern}`,
        sql`${users.email} like ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  return withTotal(
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(users.fullName, users.id)
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ value: count() }).from(users).where(where),
  );
}

/** The account keeps its row for what refers to it; the person's data goes. */
export async function anonymiseUser(tx: Tx, id: number): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      passwordHash: null,
      fullName: '',
      birthDate: null,
      icelandicId: null,
      personalId: null,
      personalIdCountry: null,
      primaryPhoneId: null,
      deletedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export async function hasRentalProfile(tx: Tx, userId: number): Promise<boolean> {
  const [profile] = await tx
    .select({ id: rentalProfiles.id })
    .from(rentalProfiles)
    .where(eq(rentalProfiles.userId, userId));
  return !!profile;
}

export async function deleteRentalProfileOfUser(tx: Tx, userId: number): Promise<void> {
  await tx.delete(rentalProfiles).where(eq(rentalProfiles.userId, userId));
}

type EmailJson = Pick<typeof userEmails.$inferSelect, 'id' | 'email' | 'verified'>;
type PhoneJson = Pick<typeof phones.$inferSelect, 'id' | 'number' | 'verified'> & {
  country_code: string;
};
type ProfileJson = { id: number; profile_username: string };
type Contacts = {
  userId: number;
  emails: EmailJson[];
  phones: PhoneJson[];
  profile: ProfileJson | null;
};

/**
 * Each user's e-mails, phones and rental profile as JSON beside the user's id: one query, one
 * round trip, for any number of users.
 */
function selectContacts(db: Db, where: SQL) {
  // Written out: in a one-table select drizzle leaves columns unqualified, and the subqueries
  // must name the outer "users"."id".
  return db
    .select({
      userId: users.id,
      emails: sql<EmailJson[]>`coalesce((select json_agg(json_build_object(
        'id', e.id, 'email', e.email, 'verified', e.verified) order by e.id)
        from user_emails e where e.user_id = "users"."id"), '[]')`,
      phones: sql<PhoneJson[]>`coalesce((select json_agg(json_build_object(
        'id', p.id, 'country_code', p.country_code, 'number', p.number, 'verified', p.verified)
        order by p.id) from phones p where p.user_id = "users"."id"), '[]')`,
      profile: sql<ProfileJson | null>`(select json_build_object(
        'id', r.id, 'profile_username', r.profile_username)
        from rental_profiles r where r.user_id = "users"."id")`,
    })
    .from(users)
    .where(where);
}

function prepareOneUserContacts(db: Db) {
  return selectContacts(db, eq(users.id, sql.placeholder('userId'))).prepare('user_view_contacts');
}

/** The one-user query is built and prepared once per database: it runs on every GET /auth/user/. */
const oneUserContacts = new WeakMap<Db, ReturnType<typeof prepareOneUserContacts>>();

/** Each user's e-mails, phones and rental profile, for the user view. */
export function loadUserContacts(db: Db, ids: number[]): Promise<Contacts[]> {
  if (ids.length > 1) return selectContacts(db, inArray(users.id, ids));
  let prepared = oneUserContacts.get(db);
  if (!prepared) {
    prepared = prepareOneUserContacts(db);
    oneUserContacts.set(db, prepared);
  }
  return prepared.execute({ userId: ids[0] });
}
