import { formatMoney } from '@leiga/domain';

/** A rent in the reader's language, by domain's formatter: "625.000 kr.", "ISK 625,000". */
export const formatIsk = (n: number | null | undefined, locale: string) =>
  n === null || n === undefined ? '' : formatMoney(n, 'ISK', locale);

export const address = (l: {
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
}) =>
  [[l.street, l.houseNumber].filter(Boolean).join(' '), l.postalCode].filter(Boolean).join(', ');
