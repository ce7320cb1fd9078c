import { z } from 'zod';
import { flattenMessages, type MessageTree } from '../locales/namespaces.js';

/**
 * The contract PDF's words: which languages it is written in, how its dates and empty answers
 * look, and a small translator over the message catalogues. Pure, so the api renders and the
 * tests read the same text.
 */

/** The lease PDF is written in Icelandic (the binding text) or English. */
export const CONTRACT_PDF_LANGUAGES = ['is', 'en'] as const;
export type ContractPdfLanguage = (typeof CONTRACT_PDF_LANGUAGES)[number];

/** GET contracts/{id}/base64/?lang=is|en; without it the caller's language, else English. */
export const contractPdfQuerySchema = z.object({
  lang: z.enum(CONTRACT_PDF_LANGUAGES, { error: 'validation.pdf_language' }).optional(),
});
export type ContractPdfQuery = z.infer<typeof contractPdfQuerySchema>;

export function getContractPdfLanguage(
  requested: ContractPdfLanguage | undefined,
  userLanguage: string | null | undefined,
): ContractPdfLanguage {
  if (requested) return requested;
  return (CONTRACT_PDF_LANGUAGES as readonly string[]).includes(userLanguage ?? '')
    ? (userLanguage as ContractPdfLanguage)
    : 'en';
}

/**
 * The language of the PDF sent for signing: one document for every signer (its hash is what
 * they all agree to), so the language they all read it in (each signer's as
 * `getContractPdfLanguage` picks it), and Icelandic, the binding text, when they differ.
 */
export function getSigningDocumentLanguage(
  signerLanguages: readonly (string | null)[],
): ContractPdfLanguage {
  const read = new Set(signerLanguages.map((lang) => getContractPdfLanguage(undefined, lang)));
  return read.size === 1 ? [...read][0]! : 'is';
}

/** What an unanswered field prints as. */
export const PDF_EMPTY = '—';

/** `2026-01-31` (or an ISO timestamp) as the lease form writes dates: 31.01.2026. */
export function formatPdfDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return PDF_EMPTY;
  const iso = typeof value === 'string' ? value : value.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : PDF_EMPTY;
}

/** A date and time in Iceland's time (UTC all year): 31.01.2026 14:05. */
export function formatPdfDateTime(value: Date): string {
  const iso = value.toISOString();
  return `${formatPdfDate(iso)} ${iso.slice(11, 16)}`;
}

/** Text or the dash: null, undefined and blank strings are unanswered. */
export function orEmpty(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return PDF_EMPTY;
  const text = String(value).trim();
  return text === '' ? PDF_EMPTY : text;
}

export type PdfTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A translator over catalogues given by namespace (`{ contracts: {...}, 'contract-pdf': {...} }`),
 * keys written `namespace.path`, `{{name}}` filled from values, and a numeric `count` choosing
 * the plural form (`_one`, `_few`, ...) as i18next does. A missing key is a bug the tests catch,
 * so it throws rather than printing the key into a lease.
 */
export function createPdfTranslator(
  catalogues: Record<string, MessageTree>,
  lang: string,
): PdfTranslate {
  const messages: Record<string, string> = {};
  for (const [namespace, tree] of Object.entries(catalogues))
    Object.assign(messages, flattenMessages(tree, namespace));
  const plurals = new Intl.PluralRules(lang);
  return (key, values = {}) => {
    const count = values['count'];
    const text =
      typeof count === 'number'
        ? (messages[`${key}_${plurals.select(count)}`] ?? messages[`${key}_other`])
        : messages[key];
    if (text === undefined) throw new Error(`Missing message ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
