/**
 * Consumer price index (vísitala neysluverðs, May 1988 = 100) values as Statistics Iceland
 * published them, keyed by the month they apply to indexation (research/contracts.md §5: the
 * index of month M applies to indexation in M+2). Only values the research quotes with their
 * source are here; staff add the newer months at /admin (`POST index-values/`).
 */
export const PUBLISHED_CPI: readonly { monthKey: string; value: number; source: string }[] = [
  {
    monthKey: '2021M11',
    value: 508.2,
    source:
      'Hagstofa Íslands: vísitala neysluverðs í september 2021 er 508,2 stig og gildir til ' +
      'verðtryggingar í nóvember 2021 (hagstofa.is/utgafur/frettasafn/verdlag/' +
      'visitala-neysluverds-i-september-2021)',
  },
];
