import { LOCALE_NAMES, LOCALES, isLocale } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../context.js';
import { listEmailsOfUsers, type EmailRow } from './emails-repository.js';
import { listPhonesOfUsers, type PhoneRow } from './phones-repository.js';
import { listRentalProfilesOfUsers } from './users-repository.js';
import type { EmailAddressView, LanguageView, PhoneView, UserView } from './user-schemas.js';

export type { EmailAddressView, LanguageView, PhoneView, UserView };

export function languageView(lang: string): LanguageView {
  const iso = isLocale(lang) ? lang : 'is';
  return { id: LOCALES.indexOf(iso) + 1, iso6391: iso, ...LOCALE_NAMES[iso] };
}

export function phoneView(phone: PhoneRow): PhoneView {
  return {
    id: phone.id,
    verified: phone.verified ? 'y' : 'n',
    number: phone.number,
    country_code: { code: phone.countryCode },
  };
}

export function emailView(row: EmailRow, primaryEmail: string): EmailAddressView {
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
    listEmailsOfUsers(db, ids),
    listPhonesOfUsers(db, ids),
    listRentalProfilesOfUsers(db, ids),
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
