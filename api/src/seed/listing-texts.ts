import { getPlaceLocative, getStreetNear, type ListingType } from '@leiga/domain';
import type { Random } from './random.js';

/**
 * Icelandic titles and descriptions for the demo market, put together from believable parts.
 * Adjectives agree with the noun's gender, and place and street names take the case their
 * preposition governs (domain's declension tables): "Bjart einbýlishús við Laugaveg".
 */
type Gender = 'feminine' | 'neuter';

const TYPE_WORDS: Record<ListingType, { word: string; gender: Gender }> = {
  apartment: { word: 'íbúð', gender: 'feminine' },
  room: { word: 'herbergi', gender: 'neuter' },
  studio: { word: 'stúdíóíbúð', gender: 'feminine' },
  house: { word: 'einbýlishús', gender: 'neuter' },
  townhouse: { word: 'raðhús', gender: 'neuter' },
  office: { word: 'skrifstofuhúsnæði', gender: 'neuter' },
  retail: { word: 'verslunarrými', gender: 'neuter' },
  warehouse: { word: 'lagerhúsnæði', gender: 'neuter' },
  other: { word: 'atvinnuhúsnæði', gender: 'neuter' },
};

/** Nominative singular, strong declension: feminine and neuter. */
const ADJECTIVES: readonly Readonly<Record<Gender, string>>[] = [
  { feminine: 'björt', neuter: 'bjart' },
  { feminine: 'rúmgóð', neuter: 'rúmgott' },
  { feminine: 'notaleg', neuter: 'notalegt' },
  { feminine: 'nýuppgerð', neuter: 'nýuppgert' },
  { feminine: 'falleg', neuter: 'fallegt' },
  { feminine: 'vel skipulögð', neuter: 'vel skipulagt' },
  { feminine: 'snyrtileg', neuter: 'snyrtilegt' },
  { feminine: 'hlýleg', neuter: 'hlýlegt' },
];
const AVAILABLE: Record<Gender, string> = { feminine: 'laus', neuter: 'laust' };
const ROOM_WORDS = [
  '',
  '',
  'tveggja herbergja ',
  'þriggja herbergja ',
  'fjögurra herbergja ',
  'fimm herbergja ',
];

const OPENERS = [
  'Til leigu er {adj} {type}{floor} {near} {in}.',
  '{Adj} {type} {near} er {available} til leigu frá og með {from}.',
  '{Near} {in} er til leigu {adj} {type} í góðu ástandi.',
];
// The same number of sentences for every kind of home, so the seeded draws stay the same.
const DETAILS = [
  'Stofa og eldhús eru í opnu rými með góðri birtu og útsýni.',
  'Eldhúsið var endurnýjað nýlega og í því eru uppþvottavél og góð vinnuaðstaða.',
  'Baðherbergið er flísalagt með sturtu og tengi fyrir þvottavél.',
  'Parket er á gólfum og gluggar snúa í suður.',
  'Sameiginlegt þvottahús og hjólageymsla eru í kjallara.',
  'Stutt er í strætó, verslanir, skóla og sundlaug.',
  'Húsið er vel viðhaldið og húsfélagið virkt.',
];
const HOUSE_DETAILS = [
  'Stofa og eldhús eru í opnu rými með góðri birtu og útsýni.',
  'Eldhúsið var endurnýjað nýlega og í því eru uppþvottavél og góð vinnuaðstaða.',
  'Baðherbergið er flísalagt með sturtu og tengi fyrir þvottavél.',
  'Parket er á gólfum og gluggar snúa í suður.',
  'Garðurinn er gróinn og sólpallur snýr í suður.',
  'Stutt er í strætó, verslanir, skóla og sundlaug.',
  'Húsið er vel viðhaldið og bílastæði fylgir.',
];
const CLOSERS = [
  'Leigusali leggur áherslu á reglusemi og góða umgengni.',
  'Reykingar eru ekki leyfðar innandyra.',
  'Hafðu samband til að bóka skoðun.',
  'Leigusamningur verður skráður hjá HMS.',
];
const COMMERCIAL = [
  'Rýmið hentar vel fyrir skrifstofur, þjónustu eða verslun.',
  'Góð aðkoma er að húsinu og næg bílastæði.',
  'Ljósleiðari er tengdur og loftræsting í lagi.',
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "við Laugaveg": every demo street has a declension; a missing one is a bug in the seed. */
function near(street: string): string {
  const phrase = getStreetNear(street);
  if (!phrase) throw new Error(`No declension for the street ${street}`);
  return phrase;
}

/** "í Breiðholti", "á Akureyri". */
function inArea(area: string): string {
  const phrase = getPlaceLocative(area);
  if (!phrase) throw new Error(`No declension for the place ${area}`);
  return phrase;
}

/** "á 3. hæð", "á jarðhæð"; houses are one home, so no floor at all. */
function floorPhrase(type: ListingType, floor: number): string {
  if (type === 'house' || type === 'townhouse') return '';
  return floor <= 0 ? ' á jarðhæð' : ` á ${floor}. hæð`;
}

export function listingTitle(
  r: Random,
  type: ListingType,
  rooms: number,
  street: string,
  area: string,
): string {
  const { word, gender } = TYPE_WORDS[type];
  const adjective = r.pick(ADJECTIVES)[gender];
  const roomWord = type === 'apartment' ? (ROOM_WORDS[Math.min(rooms, 5)] ?? '') : '';
  const where = r.chance(0.5) ? near(street) : inArea(area);
  return capitalize(`${adjective} ${roomWord}${word} ${where}`.replace(/\s+/g, ' '));
}

export function listingDescription(
  r: Random,
  type: ListingType,
  fill: { street: string; area: string; floor: number; from: string; isCommercial: boolean },
): string {
  const { word, gender } = TYPE_WORDS[type];
  const adjective = r.pick(ADJECTIVES)[gender];
  const opener = r
    .pick(OPENERS)
    .replace('{adj}', adjective)
    .replace('{Adj}', capitalize(adjective))
    .replace('{type}', word)
    .replace('{floor}', floorPhrase(type, fill.floor))
    .replace('{near}', near(fill.street))
    .replace('{Near}', capitalize(near(fill.street)))
    .replace('{in}', inArea(fill.area))
    .replace('{available}', AVAILABLE[gender])
    .replace('{from}', fill.from.split('-').reverse().join('.'));
  const details = type === 'house' || type === 'townhouse' ? HOUSE_DETAILS : DETAILS;
  const body = fill.isCommercial ? r.sample(COMMERCIAL, 2) : r.sample(details, 3);
  return [opener, ...body, r.pick(CLOSERS)].join(' ');
}
