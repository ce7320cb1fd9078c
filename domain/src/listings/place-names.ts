/**
 * Icelandic place and street names decline: "í Breiðholti", "á Akureyri", "við Laugaveg". Text
 * the product composes around a name (seed titles and descriptions, e-mails, screens) takes the
 * form from these tables instead of pasting the nominative after a preposition.
 */
export type GrammaticalCase = 'nominative' | 'accusative' | 'dative' | 'genitive';

export type Declension = Readonly<Record<GrammaticalCase, string>> & {
  /** The preposition of location, which governs the dative: "í" Breiðholti, "á" Akureyri. */
  preposition: 'í' | 'á';
};

const d = (
  nominative: string,
  accusative: string,
  dative: string,
  genitive: string,
  preposition: 'í' | 'á',
): Declension => ({ nominative, accusative, dative, genitive, preposition });

/**
 * Municipalities, towns and neighbourhoods. Neighbourhoods known by a plural name are used with
 * the article, as people say them ("í Hlíðunum", "á Melunum"), so their forms carry it.
 */
export const PLACE_DECLENSIONS: Readonly<Record<string, Declension>> = {
  Reykjavík: d('Reykjavík', 'Reykjavík', 'Reykjavík', 'Reykjavíkur', 'í'),
  Seltjarnarnes: d('Seltjarnarnes', 'Seltjarnarnes', 'Seltjarnarnesi', 'Seltjarnarness', 'á'),
  Kópavogur: d('Kópavogur', 'Kópavog', 'Kópavogi', 'Kópavogs', 'í'),
  Garðabær: d('Garðabær', 'Garðabæ', 'Garðabæ', 'Garðabæjar', 'í'),
  Hafnarfjörður: d('Hafnarfjörður', 'Hafnarfjörð', 'Hafnarfirði', 'Hafnarfjarðar', 'í'),
  Mosfellsbær: d('Mosfellsbær', 'Mosfellsbæ', 'Mosfellsbæ', 'Mosfellsbæjar', 'í'),
  Reykjanesbær: d('Reykjanesbær', 'Reykjanesbæ', 'Reykjanesbæ', 'Reykjanesbæjar', 'í'),
  Akranes: d('Akranes', 'Akranes', 'Akranesi', 'Akraness', 'á'),
  Ísafjörður: d('Ísafjörður', 'Ísafjörð', 'Ísafirði', 'Ísafjarðar', 'á'),
  Akureyri: d('Akureyri', 'Akureyri', 'Akureyri', 'Akureyrar', 'á'),
  Egilsstaðir: d('Egilsstaðir', 'Egilsstaði', 'Egilsstöðum', 'Egilsstaða', 'á'),
  Selfoss: d('Selfoss', 'Selfoss', 'Selfossi', 'Selfoss', 'á'),
  Álftanes: d('Álftanes', 'Álftanes', 'Álftanesi', 'Álftaness', 'á'),
  Miðbær: d('Miðbær', 'Miðbæ', 'Miðbæ', 'Miðbæjar', 'í'),
  Vesturbær: d('Vesturbær', 'Vesturbæ', 'Vesturbæ', 'Vesturbæjar', 'í'),
  Skólavörðuholt: d('Skólavörðuholt', 'Skólavörðuholt', 'Skólavörðuholti', 'Skólavörðuholts', 'á'),
  Melar: d('Melarnir', 'Melana', 'Melunum', 'Melanna', 'á'),
  Hlíðar: d('Hlíðarnar', 'Hlíðarnar', 'Hlíðunum', 'Hlíðanna', 'í'),
  Norðurmýri: d('Norðurmýri', 'Norðurmýri', 'Norðurmýri', 'Norðurmýrar', 'í'),
  Laugarneshverfi: d(
    'Laugarneshverfi',
    'Laugarneshverfi',
    'Laugarneshverfi',
    'Laugarneshverfis',
    'í',
  ),
  Túnin: d('Túnin', 'Túnin', 'Túnunum', 'Túnanna', 'í'),
  Múlar: d('Múlarnir', 'Múlana', 'Múlunum', 'Múlanna', 'í'),
  Háaleitishverfi: d(
    'Háaleitishverfi',
    'Háaleitishverfi',
    'Háaleitishverfi',
    'Háaleitishverfis',
    'í',
  ),
  Smáíbúðahverfi: d('Smáíbúðahverfi', 'Smáíbúðahverfi', 'Smáíbúðahverfi', 'Smáíbúðahverfis', 'í'),
  Vogar: d('Vogarnir', 'Vogana', 'Vogunum', 'Voganna', 'í'),
  Breiðholt: d('Breiðholt', 'Breiðholt', 'Breiðholti', 'Breiðholts', 'í'),
  Árbær: d('Árbær', 'Árbæ', 'Árbæ', 'Árbæjar', 'í'),
  Grafarvogur: d('Grafarvogur', 'Grafarvog', 'Grafarvogi', 'Grafarvogs', 'í'),
  Grafarholt: d('Grafarholt', 'Grafarholt', 'Grafarholti', 'Grafarholts', 'í'),
  Kórar: d('Kórarnir', 'Kórana', 'Kórunum', 'Kóranna', 'í'),
  Smárinn: d('Smárinn', 'Smárann', 'Smáranum', 'Smárans', 'í'),
  Glerárhverfi: d('Glerárhverfi', 'Glerárhverfi', 'Glerárhverfi', 'Glerárhverfis', 'í'),
  // Towns and Reykjavík neighbourhoods of the place search (a profile's "currently based").
  Grindavík: d('Grindavík', 'Grindavík', 'Grindavík', 'Grindavíkur', 'í'),
  Borgarnes: d('Borgarnes', 'Borgarnes', 'Borgarnesi', 'Borgarness', 'í'),
  Stykkishólmur: d('Stykkishólmur', 'Stykkishólm', 'Stykkishólmi', 'Stykkishólms', 'í'),
  Sauðárkrókur: d('Sauðárkrókur', 'Sauðárkrók', 'Sauðárkróki', 'Sauðárkróks', 'á'),
  Siglufjörður: d('Siglufjörður', 'Siglufjörð', 'Siglufirði', 'Siglufjarðar', 'á'),
  Dalvík: d('Dalvík', 'Dalvík', 'Dalvík', 'Dalvíkur', 'á'),
  Húsavík: d('Húsavík', 'Húsavík', 'Húsavík', 'Húsavíkur', 'á'),
  Neskaupstaður: d('Neskaupstaður', 'Neskaupstað', 'Neskaupstað', 'Neskaupstaðar', 'í'),
  Höfn: d('Höfn', 'Höfn', 'Höfn', 'Hafnar', 'á'),
  Hveragerði: d('Hveragerði', 'Hveragerði', 'Hveragerði', 'Hveragerðis', 'í'),
  Þorlákshöfn: d('Þorlákshöfn', 'Þorlákshöfn', 'Þorlákshöfn', 'Þorlákshafnar', 'í'),
  Hella: d('Hella', 'Hellu', 'Hellu', 'Hellu', 'á'),
  'Vík í Mýrdal': d('Vík í Mýrdal', 'Vík í Mýrdal', 'Vík í Mýrdal', 'Víkur í Mýrdal', 'í'),
  Vestmannaeyjar: d('Vestmannaeyjar', 'Vestmannaeyjar', 'Vestmannaeyjum', 'Vestmannaeyja', 'í'),
  Miðborg: d('Miðborgin', 'Miðborgina', 'Miðborginni', 'Miðborgarinnar', 'í'),
  Laugardalur: d('Laugardalur', 'Laugardal', 'Laugardal', 'Laugardals', 'í'),
  'Háaleiti og Bústaðir': d(
    'Háaleiti og Bústaðir',
    'Háaleiti og Bústaði',
    'Háaleiti og Bústöðum',
    'Háaleitis og Bústaða',
    'í',
  ),
  'Grafarholt og Úlfarsárdalur': d(
    'Grafarholt og Úlfarsárdalur',
    'Grafarholt og Úlfarsárdal',
    'Grafarholti og Úlfarsárdal',
    'Grafarholts og Úlfarsárdals',
    'í',
  ),
  Kjalarnes: d('Kjalarnes', 'Kjalarnes', 'Kjalarnesi', 'Kjalarness', 'á'),
  Þingholt: d('Þingholtin', 'Þingholtin', 'Þingholtunum', 'Þingholtanna', 'í'),
  Skuggahverfi: d('Skuggahverfi', 'Skuggahverfi', 'Skuggahverfi', 'Skuggahverfis', 'í'),
  Fossvogur: d('Fossvogur', 'Fossvog', 'Fossvogi', 'Fossvogs', 'í'),
  Seljahverfi: d('Seljahverfi', 'Seljahverfi', 'Seljahverfi', 'Seljahverfis', 'í'),
  Norðlingaholt: d('Norðlingaholt', 'Norðlingaholt', 'Norðlingaholti', 'Norðlingaholts', 'í'),
};

/**
 * Streets. "við" takes the accusative ("við Laugaveg"); the preposition is the one for living
 * on the street ("á Laugavegi", "í Barmahlíð"), which takes the dative.
 */
export const STREET_DECLENSIONS: Readonly<Record<string, Declension>> = {
  Grettisgata: d('Grettisgata', 'Grettisgötu', 'Grettisgötu', 'Grettisgötu', 'á'),
  Njálsgata: d('Njálsgata', 'Njálsgötu', 'Njálsgötu', 'Njálsgötu', 'á'),
  Bergþórugata: d('Bergþórugata', 'Bergþórugötu', 'Bergþórugötu', 'Bergþórugötu', 'á'),
  Þórsgata: d('Þórsgata', 'Þórsgötu', 'Þórsgötu', 'Þórsgötu', 'á'),
  Laugavegur: d('Laugavegur', 'Laugaveg', 'Laugavegi', 'Laugavegar', 'á'),
  Bárugata: d('Bárugata', 'Bárugötu', 'Bárugötu', 'Bárugötu', 'á'),
  Öldugata: d('Öldugata', 'Öldugötu', 'Öldugötu', 'Öldugötu', 'á'),
  Hverfisgata: d('Hverfisgata', 'Hverfisgötu', 'Hverfisgötu', 'Hverfisgötu', 'á'),
  Hofsvallagata: d('Hofsvallagata', 'Hofsvallagötu', 'Hofsvallagötu', 'Hofsvallagötu', 'á'),
  Hringbraut: d('Hringbraut', 'Hringbraut', 'Hringbraut', 'Hringbrautar', 'á'),
  Kaplaskjólsvegur: d(
    'Kaplaskjólsvegur',
    'Kaplaskjólsveg',
    'Kaplaskjólsvegi',
    'Kaplaskjólsvegar',
    'á',
  ),
  Dunhagi: d('Dunhagi', 'Dunhaga', 'Dunhaga', 'Dunhaga', 'á'),
  // "Mikla-" is a weak adjective and declines with the street: við Miklubraut.
  Miklabraut: d('Miklabraut', 'Miklubraut', 'Miklubraut', 'Miklubrautar', 'á'),
  Barmahlíð: d('Barmahlíð', 'Barmahlíð', 'Barmahlíð', 'Barmahlíðar', 'í'),
  Skaftahlíð: d('Skaftahlíð', 'Skaftahlíð', 'Skaftahlíð', 'Skaftahlíðar', 'í'),
  Rauðarárstígur: d('Rauðarárstígur', 'Rauðarárstíg', 'Rauðarárstíg', 'Rauðarárstígs', 'á'),
  Laugarnesvegur: d('Laugarnesvegur', 'Laugarnesveg', 'Laugarnesvegi', 'Laugarnesvegar', 'á'),
  Fellsmúli: d('Fellsmúli', 'Fellsmúla', 'Fellsmúla', 'Fellsmúla', 'í'),
  Háaleitisbraut: d('Háaleitisbraut', 'Háaleitisbraut', 'Háaleitisbraut', 'Háaleitisbrautar', 'á'),
  Sogavegur: d('Sogavegur', 'Sogaveg', 'Sogavegi', 'Sogavegar', 'á'),
  Langholtsvegur: d('Langholtsvegur', 'Langholtsveg', 'Langholtsvegi', 'Langholtsvegar', 'á'),
  Arahólar: d('Arahólar', 'Arahóla', 'Arahólum', 'Arahóla', 'í'),
  Írabakki: d('Írabakki', 'Írabakka', 'Írabakka', 'Írabakka', 'í'),
  Hraunbær: d('Hraunbær', 'Hraunbæ', 'Hraunbæ', 'Hraunbæjar', 'í'),
  // "Langi-" is a weak adjective too: Langirimi, í Langarima.
  Langirimi: d('Langirimi', 'Langarima', 'Langarima', 'Langarima', 'í'),
  Gvendargeisli: d('Gvendargeisli', 'Gvendargeisla', 'Gvendargeisla', 'Gvendargeisla', 'í'),
  Eiðistorg: d('Eiðistorg', 'Eiðistorg', 'Eiðistorgi', 'Eiðistorgs', 'á'),
  Hamraborg: d('Hamraborg', 'Hamraborg', 'Hamraborg', 'Hamraborgar', 'í'),
  Vallakór: d('Vallakór', 'Vallakór', 'Vallakór', 'Vallakórs', 'í'),
  Bæjarlind: d('Bæjarlind', 'Bæjarlind', 'Bæjarlind', 'Bæjarlindar', 'í'),
  Garðatorg: d('Garðatorg', 'Garðatorg', 'Garðatorgi', 'Garðatorgs', 'á'),
  Strandgata: d('Strandgata', 'Strandgötu', 'Strandgötu', 'Strandgötu', 'á'),
  Álfaskeið: d('Álfaskeið', 'Álfaskeið', 'Álfaskeiði', 'Álfaskeiðs', 'á'),
  Þverholt: d('Þverholt', 'Þverholt', 'Þverholti', 'Þverholts', 'í'),
  Þingvallastræti: d(
    'Þingvallastræti',
    'Þingvallastræti',
    'Þingvallastræti',
    'Þingvallastrætis',
    'í',
  ),
  Hafnarstræti: d('Hafnarstræti', 'Hafnarstræti', 'Hafnarstræti', 'Hafnarstrætis', 'í'),
  Brekkugata: d('Brekkugata', 'Brekkugötu', 'Brekkugötu', 'Brekkugötu', 'á'),
  Skarðshlíð: d('Skarðshlíð', 'Skarðshlíð', 'Skarðshlíð', 'Skarðshlíðar', 'í'),
  Borgartún: d('Borgartún', 'Borgartún', 'Borgartúni', 'Borgartúns', 'í'),
  Suðurlandsbraut: d(
    'Suðurlandsbraut',
    'Suðurlandsbraut',
    'Suðurlandsbraut',
    'Suðurlandsbrautar',
    'á',
  ),
};

/** A place's form in a case, or null for a name the table does not know. */
export function declinePlace(name: string, grammaticalCase: GrammaticalCase): string | null {
  return PLACE_DECLENSIONS[name]?.[grammaticalCase] ?? null;
}

/** A street's form in a case, or null for a name the table does not know. */
export function declineStreet(name: string, grammaticalCase: GrammaticalCase): string | null {
  return STREET_DECLENSIONS[name]?.[grammaticalCase] ?? null;
}

/** "í Breiðholti", "á Akureyri", "í Hlíðunum"; null for a place the table does not know. */
export function getPlaceLocative(name: string): string | null {
  const place = PLACE_DECLENSIONS[name];
  return place ? `${place.preposition} ${place.dative}` : null;
}

/** "við Laugaveg", "við Þórsgötu"; null for a street the table does not know. */
export function getStreetNear(name: string): string | null {
  const street = STREET_DECLENSIONS[name];
  return street ? `við ${street.accusative}` : null;
}
