/** Icelandic numbers: +354 and 7 digits; mobile numbers begin with 6, 7 or 8. */
export const ICELAND_COUNTRY_CODE = '354';

export function normalizePhoneNumber(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

/** The electronic-ID sign-in takes an Icelandic mobile number: 7 digits beginning with 6, 7 or 8. */
export const MOBILE_LOGIN_PHONE = /^[678]\d{6}$/;

/** A number as typed for the electronic-ID sign-in, without spaces or dashes and without +354. */
export function normalizeMobileLoginPhone(input: string): string {
  return normalizePhoneNumber(input).replace(/^\+?354/, '');
}

/** The electronic-ID sign-in's number (7 digits) when it is an Icelandic mobile, otherwise null. */
export function parseMobileLoginPhone(input: string): string | null {
  const phone = normalizeMobileLoginPhone(input);
  return MOBILE_LOGIN_PHONE.test(phone) ? phone : null;
}

export function isValidPhoneNumber(countryCode: string, number: string): boolean {
  const n = normalizePhoneNumber(number);
  if (countryCode === ICELAND_COUNTRY_CODE) return /^\d{7}$/.test(n);
  return /^\d{4,14}$/.test(n) && /^\d{1,4}$/.test(countryCode);
}

export function isIcelandicMobile(countryCode: string, number: string): boolean {
  const n = normalizePhoneNumber(number);
  return countryCode === ICELAND_COUNTRY_CODE && /^[678]\d{6}$/.test(n);
}

/** +354 612 3456 */
export function formatPhone(countryCode: string, number: string): string {
  const n = normalizePhoneNumber(number);
  if (countryCode === ICELAND_COUNTRY_CODE && n.length === 7)
    return `+354 ${n.slice(0, 3)} ${n.slice(3)}`;
  return `+${countryCode} ${n}`;
}

export type PhoneLike = { id: number; verified: 'y' | 'n' };

/** SPEC 3: the primary phone is the one whose id equals primary_phone_id and that is verified. */
export function getPrimaryPhone<P extends PhoneLike>(
  phones: P[],
  primaryPhoneId: number | null,
): P | null {
  return phones.find((p) => p.id === primaryPhoneId && p.verified === 'y') ?? null;
}
