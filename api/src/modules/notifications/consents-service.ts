import {
  CURRENT_TERMS_VERSION,
  isRevocable,
  type ConsentType,
  type GiveConsentInput,
} from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { conflict } from '../../http/errors.js';
import {
  insertConsentOnce,
  listConsents,
  revokeConsentRow,
  type ConsentRow,
} from './consents-repository.js';

export type ConsentView = {
  id: number;
  consent_type: ConsentType;
  version: string | null;
  given_at: string;
  revoked_at: string | null;
};

export type ConsentsView = {
  results: ConsentView[];
  terms: { current_version: string; accepted_version: string | null; must_accept: boolean };
};

export function consentView(row: ConsentRow): ConsentView {
  return {
    id: row.id,
    consent_type: row.consentType,
    version: row.version === '' ? null : row.version,
    given_at: row.givenAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The terms a user must accept again: they accepted an earlier version and not the current one.
 * Accounts with no terms consent on record (made before consents were kept) are not asked; every
 * sign-up from now on records the version it accepted.
 */
export function getTermsState(rows: readonly ConsentRow[]): ConsentsView['terms'] {
  const live = rows.filter((r) => r.consentType === 'terms' && !r.revokedAt);
  const accepted = live.some((r) => r.version === CURRENT_TERMS_VERSION)
    ? CURRENT_TERMS_VERSION
    : (live[0]?.version ?? null);
  return {
    current_version: CURRENT_TERMS_VERSION,
    accepted_version: accepted,
    must_accept: accepted !== null && accepted !== CURRENT_TERMS_VERSION,
  };
}

export async function getConsents(db: Db, userId: number): Promise<ConsentsView> {
  const rows = await listConsents(db, userId);
  return { results: rows.map(consentView), terms: getTermsState(rows) };
}

/** Gives a consent (terms: to the current version); giving a live one again changes nothing. */
export async function giveConsent(
  db: Db,
  userId: number,
  input: GiveConsentInput,
): Promise<{ consent: ConsentView; isNew: boolean }> {
  const version = input.consent_type === 'terms' ? CURRENT_TERMS_VERSION : '';
  const { row, isNew } = await insertConsentOnce(db, userId, input.consent_type, version);
  return { consent: consentView(row), isNew };
}

/** Revokes marketing or credit-check consent; the terms cannot be revoked (409). */
export async function revokeConsent(db: Db, row: ConsentRow): Promise<ConsentView> {
  if (!isRevocable(row.consentType))
    throw conflict(
      'The user terms cannot be revoked; delete the account instead.',
      'consent_not_revocable',
    );
  return consentView(await revokeConsentRow(db, row.id));
}
