import { normalizeKennitala, parseKennitala } from '../accounts/kennitala.js';

/** Who a party, an agent or a payee is: an identifier and the country that issued it. */
export type PartyIdentity = {
  identifier: string | null;
  identifier_country: string | null;
  is_individual?: boolean | null;
};

/** SPEC 5: a party counts as Icelandic when identifier_country is IS; its identifier is a kennitala. */
export const ICELAND_COUNTRY = 'IS';

export function isIcelandicParty(party: Pick<PartyIdentity, 'identifier_country'>): boolean {
  return party.identifier_country === ICELAND_COUNTRY;
}

/**
 * What is wrong with a party's identifier, as a catalogue key, or null: it must be given, and an
 * Icelandic one must be a valid kennitala of the right kind (a company's day is 41-71, a person's
 * 1-31), so a company cannot pass for an individual agent.
 */
export function getIdentifierError(party: PartyIdentity): string | null {
  if (!party.identifier?.trim()) return 'validation.required';
  if (!isIcelandicParty(party)) return null;
  const parsed = parseKennitala(party.identifier);
  if (!parsed.ok) return 'validation.kennitala';
  const isPerson = parsed.kennitala.kind === 'person';
  if (typeof party.is_individual === 'boolean' && isPerson !== party.is_individual)
    return party.is_individual
      ? 'validation.kennitala_not_person'
      : 'validation.kennitala_not_company';
  return null;
}

/** Two identifiers name the same person or company (a kennitala may be written with a hyphen). */
export function isSameIdentifier(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  return normalizeKennitala(a).toUpperCase() === normalizeKennitala(b).toUpperCase();
}
