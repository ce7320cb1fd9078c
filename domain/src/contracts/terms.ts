import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { dbIdSchema } from '../shared/ids.js';

/**
 * The parts of a lease that are free text or a record kept beside it: special terms (sérákvæði,
 * HMS `specialProvisions.descriptionInput`), reusable templates of them, private notes that only
 * their author reads, and key handovers.
 */

export const TERMS_LIMITS = {
  termMaxLength: 2000,
  titleMaxLength: 120,
  noteMaxLength: 2000,
  keyDescriptionMaxLength: 300,
  maxKeysPerHandover: 50,
  /** Special terms a contract may carry; the HMS form has one free-text field for them all. */
  maxTermsPerContract: 30,
} as const;

const L = TERMS_LIMITS;
const required = 'validation.required';
const text = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: 'validation.text_too_long' });

/** POST contracts/{id}/special-terms/ and PATCH special-terms/{id}/. */
export const specialTermInputSchema = z.object({ text: text(L.termMaxLength) });
export type SpecialTermInput = z.infer<typeof specialTermInputSchema>;

/** A template staff offer for a language; using it copies its text into a contract's terms. */
export const specialTermTemplateInputSchema = z.object({
  language: z.enum(LOCALES, { error: 'validation.language' }),
  title: text(L.titleMaxLength),
  text: text(L.termMaxLength),
});
export type SpecialTermTemplateInput = z.infer<typeof specialTermTemplateInputSchema>;

/** POST special-term-templates/{id}/use/: the contract that gets the template's text. */
export const useSpecialTermTemplateSchema = z.object({ contract_id: dbIdSchema() });

export const privateNoteInputSchema = z.object({ text: text(L.noteMaxLength) });
export type PrivateNoteInput = z.infer<typeof privateNoteInputSchema>;

/** Keys handed over at move-in (to the tenant) or returned at move-out (to the landlord). */
export const KEY_DIRECTIONS = ['to_tenant', 'to_landlord'] as const;
export type KeyDirection = (typeof KEY_DIRECTIONS)[number];

export const keyTransactionInputSchema = z.object({
  handed_over_on: z.iso.date({ error: 'validation.date' }),
  direction: z.enum(KEY_DIRECTIONS, { error: required }),
  key_count: z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.key_count' })
    .min(1, { error: 'validation.key_count' })
    .max(L.maxKeysPerHandover, { error: 'validation.key_count' }),
  description: z
    .string()
    .trim()
    .max(L.keyDescriptionMaxLength, { error: 'validation.text_too_long' })
    .nullable()
    .default(null),
});
export type KeyTransactionInput = z.infer<typeof keyTransactionInputSchema>;

/**
 * Private notes are the author's own: a note exists only for the one who wrote it, whatever
 * their role on the contract (staff included), so another reader hears 404.
 */
export function canReadPrivateNote(note: { authorId: number | null }, userId: number): boolean {
  return note.authorId === userId;
}
