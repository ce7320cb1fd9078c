import { inArray } from 'drizzle-orm';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { phones, rentalProfiles, userEmails } from '../../db/schema/index.js';
import type { UserRow } from '../../context.js';

export type PhoneView = {
  id: number;
  verified: 'y' | 'n';
  number: string;
  country_code: { code: string };
};
export type EmailAddressView = { id: number; email: string; verified: boolean; primary: boolean };
export type LanguageView = { id: number; name: string; native: string; iso6391: Locale };

export type UserView = {
  id: number;
  email: string;
  email_addresses: EmailAddressView[];
  phones: PhoneView[];
  primary_phone_id: number | null;
  full_name: string;
  birth_date: string | null;
  icelandic_id: string | null;
  personal_id: string | null;
  personal_id_country: string | null;
  is_staff: boolean;
  user_type: 'LL' | 'TN' | null;
  primary_language: LanguageView;
  rentalprofile: { id: number; profile_username: string } | null;
  date_joined: string;
};

export function languageView(lang: string): LanguageView {
  const iso = isLocale(lang) ? lang : 'is';
  return { id: LOCALES.indexOf(iso) + 1, iso6391: iso, ...LOCALE_NAMES[iso] };
}

export function phoneView(phone: typeof phones.$inferSelect): PhoneView {
  return {
    id: phone.id,
    verified: phone.verified ? 'y' : 'n',
    number: phone.number,
    country_code: { code: phone.countryCode },
  };
}

export function emailView(
  row: typeof userEmails.$inferSelect,
  primaryEmail: string,
): EmailAddressView {
  return {
    id: row.id,
    email: row.email,
    verified: row.verified,
    primary: row.email === primaryEmail,
  };
}

/** Serialises users with their e-mails, phones and profile: three queries for any number of users. */
export async function loadUserViews(db: Db, rows: UserRow[]): Promise<UserView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((u) => u.id);
  const [emailRows, phoneRows, profileRows] = await Promise.all([
    db.select().from(userEmails).where(inArray(userEmails.userId, ids)).orderBy(userEmails.id),
    db.select().from(phones).where(inArray(phones.userId, ids)).orderBy(phones.id),
    db.select().from(rentalProfiles).where(inArray(rentalProfiles.userId, ids)),
  ]);
  return rows.map((u) => {
    const profile = profileRows.find((p) => p.userId === u.id);
    return {
      id: u.id,
      email: u.email,
      email_addresses: emailRows.filter((e) => e.userId === u.id).map((e) => emailView(e, u.email)),
      phones: phoneRows.filter((p) => p.userId === u.id).map(phoneView),
      primary_phone_id: u.primaryPhoneId,
      full_name: u.fullName,
      birth_date: u.birthDate,
      icelandic_id: u.icelandicId,
      personal_id: u.personalId,
      personal_id_country: u.personalIdCountry,
      is_staff: u.isStaff,
      user_type: u.userType,
      primary_language: languageView(u.primaryLanguage),
      rentalprofile: profile ? { id: profile.id, profile_username: profile.profileUsername } : null,
      date_joined: u.dateJoined.toISOString(),
    };
  });
}

export async function loadUserView(db: Db, row: UserRow): Promise<UserView> {
  const [view] = await loadUserViews(db, [row]);
  return view!;
}
