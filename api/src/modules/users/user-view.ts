import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LOCALE_NAMES, LOCALES, isLocale } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { phones, userEmails, users } from '../../db/schema/index.js';
import type { UserRow } from '../../context.js';
import type { EmailAddressView, LanguageView, PhoneView, UserView } from './user-schemas.js';

export type { EmailAddressView, LanguageView, PhoneView, UserView };

export function languageView(lang: string): LanguageView {
  const iso = isLocale(lang) ? lang : 'is';
  return { id: LOCALES.indexOf(iso) + 1, iso6391: iso, ...LOCALE_NAMES[iso] };
}

export function phoneView(
  phone: Pick<typeof phones.$inferSelect, 'id' | 'verified' | 'number' | 'countryCode'>,
): PhoneView {
  return {
    id: phone.id,
    verified: phone.verified ? 'y' : 'n',
    number: phone.number,
    country_code: { code: phone.countryCode },
  };
}

export function emailView(
  row: Pick<typeof userEmails.$inferSelect, 'id' | 'email' | 'verified'>,
  primaryEmail: string,
): EmailAddressView {
  return {
    id: row.id,
    email: row.email,
    verified: row.verified,
    primary: row.email === primaryEmail,
  };
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

function loadContacts(db: Db, ids: number[]): Promise<Contacts[]> {
  if (ids.length > 1) return selectContacts(db, inArray(users.id, ids));
  let prepared = oneUserContacts.get(db);
  if (!prepared) {
    prepared = prepareOneUserContacts(db);
    oneUserContacts.set(db, prepared);
  }
  return prepared.execute({ userId: ids[0] });
}

/** Serialises users with their e-mails, phones and profile: one query for any number of users. */
export async function loadUserViews(db: Db, rows: UserRow[]): Promise<UserView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((u) => u.id);
  const found = await loadContacts(db, ids);
  const contactsById = new Map(found.map((c) => [c.userId, c]));
  return rows.map((u) => {
    const contacts = contactsById.get(u.id);
    const profile = contacts?.profile ?? null;
    return {
      id: u.id,
      email: u.email,
      email_addresses: (contacts?.emails ?? []).map((e) => emailView(e, u.email)),
      phones: (contacts?.phones ?? []).map((p) =>
        phoneView({
          id: p.id,
          verified: p.verified,
          number: p.number,
          countryCode: p.country_code,
        }),
      ),
      primary_phone_id: u.primaryPhoneId,
      full_name: u.fullName,
      birth_date: u.birthDate,
      icelandic_id: u.icelandicId,
      personal_id: u.personalId,
      personal_id_country: u.personalIdCountry,
      is_staff: u.isStaff,
      user_type: u.userType,
      primary_language: languageView(u.primaryLanguage),
      rentalprofile: profile
        ? { id: profile.id, profile_username: profile.profile_username }
        : null,
      date_joined: u.dateJoined.toISOString(),
    };
  });
}

export async function loadUserView(db: Db, row: UserRow): Promise<UserView> {
  const [view] = await loadUserViews(db, [row]);
  return view!;
}
