import { z } from 'zod';

/** What a user consents to: the user terms (per version), marketing, and credit checks. */
export const CONSENT_TYPES = ['terms', 'marketing', 'credit_check'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** Consents a user may take back; the terms are left by deleting the account instead. */
export const REVOCABLE_CONSENT_TYPES: readonly ConsentType[] = ['marketing', 'credit_check'];

/**
 * The version of the user terms in force (/legal/user-terms). Raising it asks everyone who
 * accepted an earlier version to accept again at their next sign-in.
 */
export const CURRENT_TERMS_VERSION = '2026-11';

/** Giving a consent; a terms consent is always to the current version, so the client names none. */
export const giveConsentSchema = z
  .object({
    consent_type: z.enum(CONSENT_TYPES, { error: 'validation.notifications.consent_type' }),
    version: z
      .string({ error: 'validation.notifications.terms_version' })
      .max(20)
      .refine((v) => v === CURRENT_TERMS_VERSION, {
        error: 'validation.notifications.terms_version',
      })
      .optional(),
  })
  .strict();
export type GiveConsentInput = z.infer<typeof giveConsentSchema>;

export function isRevocable(type: ConsentType): boolean {
  return REVOCABLE_CONSENT_TYPES.includes(type);
}
