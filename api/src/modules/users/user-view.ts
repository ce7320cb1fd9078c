import { LOCALE_NAMES, LOCALES, isLocale } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../context.js';
import type { EmailRow } from './emails-repository.js';
import type { PhoneRow } from './phones-repository.js';
import { loadUserContacts } from './users-repository.js';
import type { EmailAddressView, LanguageView, PhoneView, UserView } from './user-schemas.js';

export type { EmailAddressView, LanguageView, PhoneView, UserView };

export function languageView(lang: string): LanguageView {
  const iso = isLocale(lang) ? lang : 'is';
  return { id: LOCALES.indexOf(iso) + 1, iso6391: iso, ...LOCALE_NAMES[iso] };
}

export function phoneView(
  phone: Pick<PhoneRow, 'id' | 'verified' | 'number' | 'countryCode'>,
): PhoneView {
  return {
    id: phone.id,
    verified: phone.verified ? 'y' : 'n',
    number: phone.number,
    country_code: { code: phone.countryCode },
  };
}

export function emailView(
  row: Pick<EmailRow, 'id' | 'email' | 'verified'>,
  primaryEmail: string,
): EmailAddressView {
  return {
    id: row.id,
    email: row.email,
    verified: row.verified,
    primary: row.email === primaryEmail,
  };
}

/** Serialises users with their e-mails, phones and profile: one query for any number of users. */
export async function loadUserViews(db: Db, rows: UserRow[]): Promise<UserView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((u) => u.id);
  const found = await loadUserContacts(db, ids);
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
