/**
 * Message catalogue namespaces: one JSON file per namespace per locale
 * (domain/src/locales/<lang>/<namespace>.json). A key is written `namespace.path.to.key`.
 */
export const MESSAGE_NAMESPACES = [
  'common',
  'errors',
  'validation',
  'shell',
  'accounts',
  'landing',
  'dashboard',
  'admin',
  'listings',
  'profiles',
  'applications',
  'contracts',
  'finance',
  'collaboration',
  'contract-pdf',
  'notifications',
  'inbox',
  'inbox-links',
  'fraud',
  'ai',
  'notification-delivery',
  'listing-checks',
  'inbox-attachments',
  'payments',
  'ledger',
  'sandbox-bank',
  'inspections',
  'finances',
  'income-summary',
  'payment-history',
  'inspection-photos',
  'staff-finance',
  'inspection-steps',
  'inspection-signing',
  'inspection-window',
  'mobile-app-versions',
  'default-interest',
  'inspection-contract',
  'inspection-rooms',
  'guarantees',
  'guarantee-applicants',
  'guarantee-claims',
  'guarantee-lifecycle',
  'loans',
  'mobile',
  'react-aria',
] as const;
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

/**
 * Namespaces read at build time only, never by i18next: React Aria's own strings, which the web
 * build puts into React Aria's string tables (web/plugins/react-aria-strings.ts). They are left
 * out of the catalogue a browser downloads.
 */
export const BUILD_TIME_NAMESPACES: readonly MessageNamespace[] = ['react-aria'];

/**
 * Namespaces the web app never reads: the mobile app's own screens and the api's contract PDF.
 * They are left out of the catalogue a browser downloads and parses before its first page (a
 * tenth of it).
 */
export const NOT_WEB_NAMESPACES: readonly MessageNamespace[] = ['mobile', 'contract-pdf'];

/** The namespaces in the web app's catalogue. */
export const WEB_NAMESPACES: readonly MessageNamespace[] = MESSAGE_NAMESPACES.filter(
  (ns) => !BUILD_TIME_NAMESPACES.includes(ns) && !NOT_WEB_NAMESPACES.includes(ns),
);

export type MessageTree = { [key: string]: string | MessageTree };

/** i18next's plural suffixes; a key `x_one` and `x_other` are the plural forms of `x`. */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** Flattens a tree into `a.b.c` keys. */
export function flattenMessages(tree: MessageTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenMessages(value, path));
  }
  return out;
}
