/**
 * Consumer price index (vísitala neysluverðs, May 1988 = 100) values as Statistics Iceland
 * published them, keyed by the month they apply to indexation: the index measured in month M
 * applies to indexation ("gildir til verðtryggingar") in M+2 (research/contracts.md §5; each
 * release below says so for its own month). Only values a cited release gives are here; staff
 * add the newer months at /admin/index-values (`POST index-values/`).
 */
type PublishedCpi = { monthKey: string; value: number; source: string };

const HAGSTOFA = 'hagstofa.is/utgafur/frettasafn/verdlag/';

/**
 * A release's table of measured months, shifted to the months they apply to. `firstApplies` is
 * the month the table's first value applies to indexation.
 */
function fromReleaseTable(
  release: string,
  firstApplies: { year: number; month: number },
  values: readonly number[],
): PublishedCpi[] {
  return values.map((value, i) => {
    const index = firstApplies.year * 12 + firstApplies.month - 1 + i;
    const monthKey = `${Math.floor(index / 12)}M${String((index % 12) + 1).padStart(2, '0')}`;
    return {
      monthKey,
      value,
      source: `Hagstofa Íslands, tafla í fréttinni ${HAGSTOFA}${release} (mæld tveimur mánuðum fyrr)`,
    };
  });
}

const single = (monthKey: string, value: number, text: string, release: string) => ({
  monthKey,
  value,
  source: `Hagstofa Íslands: ${text} (${HAGSTOFA}${release})`,
});

export const PUBLISHED_CPI: readonly PublishedCpi[] = [
  // "Breytingar á vísitölu neysluverðs 2018-2019": March 2018 (452,0) to March 2019 (465,3),
  // which apply to May 2018 to May 2019.
  ...fromReleaseTable(
    'visitala-neysluverds-haekkar-um-052-milli-manada',
    { year: 2018, month: 5 },
    [452.0, 452.2, 451.8, 454.6, 454.8, 455.7, 456.8, 459.4, 460.5, 463.9, 462.0, 462.9, 465.3],
  ),
  // "Breytingar á vísitölu neysluverðs 2020-2021": September 2020 (487,0) to August 2021
  // (505,8), which apply to November 2020 to October 2021; September 2021 is the entry below.
  ...fromReleaseTable(
    'visitala-neysluverds-i-september-2021',
    { year: 2020, month: 11 },
    [487.0, 489.1, 489.3, 490.3, 490.0, 493.4, 495.8, 499.3, 501.4, 502.7, 503.5, 505.8],
  ),
  single(
    '2021M11',
    508.2,
    'vísitala neysluverðs í september 2021 er 508,2 stig og gildir til verðtryggingar í ' +
      'nóvember 2021',
    'visitala-neysluverds-i-september-2021',
  ),
  single(
    '2024M11',
    632.3,
    'vísitala neysluverðs í september 2024, 632,3 stig, gildir til verðtryggingar í nóvember 2024',
    'visitala-neysluverds-i-september-2024',
  ),
  single(
    '2025M05',
    643.7,
    'vísitala neysluverðs í mars 2025, 643,7 stig, gildir til verðtryggingar í maí 2025',
    'visitala-neysluverds-i-mars-2025',
  ),
  single(
    '2025M06',
    649.7,
    'vísitala neysluverðs í apríl 2025, 649,7 stig, gildir til verðtryggingar í júní 2025',
    'visitala-neysluverds-i-april-2025',
  ),
  single(
    '2025M12',
    661.4,
    'vísitala neysluverðs í október 2025, 661,4 stig, gildir til verðtryggingar í desember 2025',
    'visitala-neysluverds-i-oktober-2025',
  ),
  single(
    '2026M02',
    665.8,
    'vísitala neysluverðs í desember 2025, 665,8 stig, gildir til verðtryggingar í febrúar 2026',
    'visitala-neysluverds-i-desember-2025',
  ),
];
