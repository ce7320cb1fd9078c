export const formatIsk = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} kr.`;

export const address = (l: {
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
}) =>
  [[l.street, l.houseNumber].filter(Boolean).join(' '), l.postalCode].filter(Boolean).join(', ');

export const thClass = 'px-4 py-3 font-semibold';
export const tdClass = 'px-4 py-3';
