import { foldIcelandic } from '../shared/search.js';

/**
 * Icelandic universities and upper-secondary schools (framhaldsskólar), for education suggestions.
 * Ids are stable slugs; names as the schools write them.
 */
export type EducationalInstitution = {
  id: string;
  name: string;
  kind: 'university' | 'upper_secondary';
  town: string;
};

const uni = (id: string, name: string, town: string): EducationalInstitution => ({
  id,
  name,
  kind: 'university',
  town,
});
const fs = (id: string, name: string, town: string): EducationalInstitution => ({
  id,
  name,
  kind: 'upper_secondary',
  town,
});

export const EDUCATIONAL_INSTITUTIONS: readonly EducationalInstitution[] = [
  uni('hi', 'Háskóli Íslands', 'Reykjavík'),
  uni('ru', 'Háskólinn í Reykjavík', 'Reykjavík'),
  uni('unak', 'Háskólinn á Akureyri', 'Akureyri'),
  uni('bifrost', 'Háskólinn á Bifröst', 'Borgarbyggð'),
  uni('lbhi', 'Landbúnaðarháskóli Íslands', 'Hvanneyri'),
  uni('holar', 'Háskólinn á Hólum', 'Hólar'),
  uni('lhi', 'Listaháskóli Íslands', 'Reykjavík'),
  fs('mr', 'Menntaskólinn í Reykjavík', 'Reykjavík'),
  fs('mh', 'Menntaskólinn við Hamrahlíð', 'Reykjavík'),
  fs('ms', 'Menntaskólinn við Sund', 'Reykjavík'),
  fs('kvenno', 'Kvennaskólinn í Reykjavík', 'Reykjavík'),
  fs('verzlo', 'Verzlunarskóli Íslands', 'Reykjavík'),
  fs('tskoli', 'Tækniskólinn', 'Reykjavík'),
  fs('fb', 'Fjölbrautaskólinn í Breiðholti', 'Reykjavík'),
  fs('fa', 'Fjölbrautaskólinn við Ármúla', 'Reykjavík'),
  fs('bhs', 'Borgarholtsskóli', 'Reykjavík'),
  fs('mk', 'Menntaskólinn í Kópavogi', 'Kópavogur'),
  fs('fg', 'Fjölbrautaskólinn í Garðabæ', 'Garðabær'),
  fs('flensborg', 'Flensborgarskólinn', 'Hafnarfjörður'),
  fs('fmos', 'Framhaldsskólinn í Mosfellsbæ', 'Mosfellsbær'),
  fs('mtr', 'Menntaskólinn á Tröllaskaga', 'Ólafsfjörður'),
  fs('ma', 'Menntaskólinn á Akureyri', 'Akureyri'),
  fs('vma', 'Verkmenntaskólinn á Akureyri', 'Akureyri'),
  fs('me', 'Menntaskólinn á Egilsstöðum', 'Egilsstaðir'),
  fs('mi', 'Menntaskólinn á Ísafirði', 'Ísafjörður'),
  fs('ml', 'Menntaskólinn að Laugarvatni', 'Laugarvatn'),
  fs('mb', 'Menntaskóli Borgarfjarðar', 'Borgarnes'),
  fs('fsu', 'Fjölbrautaskóli Suðurlands', 'Selfoss'),
  fs('fss', 'Fjölbrautaskóli Suðurnesja', 'Reykjanesbær'),
  fs('fva', 'Fjölbrautaskóli Vesturlands', 'Akranes'),
  fs('fsn', 'Fjölbrautaskóli Snæfellinga', 'Grundarfjörður'),
  fs('fnv', 'Fjölbrautaskóli Norðurlands vestra', 'Sauðárkrókur'),
  fs('fsh', 'Framhaldsskólinn á Húsavík', 'Húsavík'),
  fs('laugar', 'Framhaldsskólinn á Laugum', 'Laugar'),
  fs('fiv', 'Framhaldsskólinn í Vestmannaeyjum', 'Vestmannaeyjar'),
  fs('fas', 'Framhaldsskólinn í Austur-Skaftafellssýslu', 'Höfn'),
  fs('va', 'Verkmenntaskóli Austurlands', 'Neskaupstaður'),
  fs('mia', 'Menntaskólinn á Ásbrú', 'Reykjanesbær'),
  fs('mit', 'Menntaskóli í tónlist', 'Reykjavík'),
];

export function findInstitution(id: string): EducationalInstitution | undefined {
  return EDUCATIONAL_INSTITUTIONS.find((i) => i.id === id);
}

/** Every word typed must start a word of the name or town, accents forgiven; universities first. */
export function searchInstitutions(query: string, limit = 10): EducationalInstitution[] {
  const words = foldIcelandic(query.trim()).split(/\s+/).filter(Boolean);
  const matches = EDUCATIONAL_INSTITUTIONS.filter((i) => {
    const haystack = foldIcelandic(`${i.name} ${i.town} ${i.id}`).split(/[\s-]+/);
    return words.every((w) => haystack.some((h) => h.startsWith(w) || h.includes(w)));
  });
  const collator = new Intl.Collator('is');
  return matches
    .sort((a, b) =>
      a.kind === b.kind ? collator.compare(a.name, b.name) : a.kind === 'university' ? -1 : 1,
    )
    .slice(0, limit);
}
