import {
  isCommercialType,
  LISTING_TYPES,
  MUNICIPALITIES,
  PLACE_DECLENSIONS,
  STREET_DECLENSIONS,
  type Declension,
} from '@leiga/domain';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PLACES } from '../../src/providers/places/sandbox-places-data.js';
import { listingDescription, listingTitle } from '../../src/seed/listing-texts.js';
import { DEMO_STREETS } from '../../src/seed/places-data.js';
import { createRandom } from '../../src/seed/random.js';

const CASES = ['nominative', 'accusative', 'dative', 'genitive'] as const;
const streets = [...new Set(DEMO_STREETS.map((s) => s.street))];
const areas = [...new Set(DEMO_STREETS.map((s) => s.area))];

/** The name as a whole word: "í Árbær" but not "í Árbæjarhverfi". */
const phrase = (before: string, name: string) => new RegExp(`${before} ${name}(?!\\p{L})`, 'u');

function expectComplete(entry: Declension | undefined) {
  expect(entry).toBeDefined();
  for (const c of CASES) expect(entry![c].trim()).not.toBe('');
  expect(['í', 'á']).toContain(entry!.preposition);
}

/** Every title and description the seed can write, from each street with each kind of home. */
function composedTexts(): string[] {
  const r = createRandom(7);
  const texts: string[] = [];
  for (const s of DEMO_STREETS)
    for (const type of LISTING_TYPES)
      for (let i = 0; i < 6; i++) {
        texts.push(listingTitle(r, type, r.int(1, 5), s.street, s.area));
        texts.push(
          listingDescription(r, type, {
            street: s.street,
            area: s.area,
            floor: r.int(0, 5),
            from: '2026-12-01',
            isCommercial: isCommercialType(type),
          }),
        );
      }
  return texts;
}

describe('declensions of the demo market', () => {
  it('has every form of every street and place the seed uses, and of every municipality', () => {
    for (const street of streets) expectComplete(STREET_DECLENSIONS[street]);
    for (const area of areas) expectComplete(PLACE_DECLENSIONS[area]);
    for (const municipality of MUNICIPALITIES) expectComplete(PLACE_DECLENSIONS[municipality]);
  });

  it('has every place the place search offers, so a profile says "býr í Vesturbæ"', () => {
    for (const place of SANDBOX_PLACES) expectComplete(PLACE_DECLENSIONS[place.name]);
  });

  it('writes no nominative after í, á or við, and the governed case instead', () => {
    const texts = composedTexts();
    const all = texts.join('\n');
    for (const street of streets) {
      const forms = STREET_DECLENSIONS[street]!;
      expect(all).toMatch(phrase('við', forms.accusative));
      if (forms.nominative !== forms.accusative) expect(all).not.toMatch(phrase('við', street));
    }
    for (const area of areas) {
      const forms = PLACE_DECLENSIONS[area]!;
      expect(all).toMatch(phrase(forms.preposition, forms.dative));
      for (const before of ['í', 'á', 'Í', 'Á'])
        if (forms.nominative !== forms.dative) {
          expect(all).not.toMatch(phrase(before, area));
          expect(all).not.toMatch(phrase(before, forms.nominative));
        }
    }
  });

  it('lets adjectives agree with the noun: bjart einbýlishús, björt íbúð', () => {
    const texts = composedTexts();
    const all = texts.join('\n');
    expect(all).toMatch(/Bjart einbýlishús/);
    expect(all).toMatch(/Björt (\p{L}+ herbergja )?íbúð/u);
    expect(all).not.toMatch(
      /(björt|rúmgóð|notaleg|nýuppgerð|falleg|skipulögð|snyrtileg|hlýleg) (herbergi|einbýlishús|raðhús|skrifstofuhúsnæði|verslunarrými|lagerhúsnæði|atvinnuhúsnæði)(?!\p{L})/iu,
    );
    expect(all).not.toMatch(/(einbýlishús|raðhús|herbergi) [^.]* er laus /u);
  });
});
