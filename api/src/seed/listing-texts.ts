import type { ListingType } from '@leiga/domain';
import type { Random } from './random.js';

/** Icelandic titles and descriptions for the demo market, put together from believable parts. */
const TYPE_WORDS: Record<ListingType, string> = {
  apartment: 'íbúð',
  room: 'herbergi',
  studio: 'stúdíóíbúð',
  house: 'einbýlishús',
  townhouse: 'raðhús',
  office: 'skrifstofuhúsnæði',
  retail: 'verslunarrými',
  warehouse: 'lagerhúsnæði',
  other: 'atvinnuhúsnæði',
};

const ADJECTIVES = [
  'Björt',
  'Rúmgóð',
  'Notaleg',
  'Nýuppgerð',
  'Falleg',
  'Vel skipulögð',
  'Snyrtileg',
  'Hlýleg',
];
const ROOM_WORDS = [
  '',
  '',
  'tveggja herbergja ',
  'þriggja herbergja ',
  'fjögurra herbergja ',
  'fimm herbergja ',
];

const OPENERS = [
  'Til leigu er {adj} {type} á {floor}. hæð við {street} í {area}.',
  '{Adj} {type} við {street} er laus til leigu frá og með {from}.',
  'Við {street} í {area} er til leigu {adj} {type} í góðu ástandi.',
];
const DETAILS = [
  'Stofa og eldhús eru í opnu rými með góðri birtu og útsýni.',
  'Eldhúsið var endurnýjað nýlega og í því eru uppþvottavél og góð vinnuaðstaða.',
  'Baðherbergið er flísalagt með sturtu og tengi fyrir þvottavél.',
  'Parket er á gólfum og gluggar snúa í suður.',
  'Sameiginlegt þvottahús og hjólageymsla eru í kjallara.',
  'Stutt er í strætó, verslanir, skóla og sundlaug.',
  'Húsið er vel viðhaldið og húsfélagið virkt.',
];
const CLOSERS = [
  'Leigusali leggur áherslu á reglusemi og góða umgengni.',
  'Reykingar eru ekki leyfðar í íbúðinni.',
  'Hafðu samband til að bóka skoðun.',
  'Leigusamningur verður skráður hjá HMS.',
];
const COMMERCIAL = [
  'Rýmið hentar vel fyrir skrifstofur, þjónustu eða verslun.',
  'Góð aðkoma er að húsinu og næg bílastæði.',
  'Ljósleiðari er tengdur og loftræsting í lagi.',
];

export function listingTitle(
  r: Random,
  type: ListingType,
  rooms: number,
  street: string,
  area: string,
): string {
  const adjective = r.pick(ADJECTIVES);
  const roomWord = type === 'apartment' ? (ROOM_WORDS[Math.min(rooms, 5)] ?? '') : '';
  const where = r.chance(0.5) ? `við ${street}` : `í ${area}`;
  return `${adjective} ${roomWord}${TYPE_WORDS[type]} ${where}`.replace(/\s+/g, ' ');
}

export function listingDescription(
  r: Random,
  type: ListingType,
  fill: { street: string; area: string; floor: number; from: string; isCommercial: boolean },
): string {
  const adjective = r.pick(ADJECTIVES).toLowerCase();
  const opener = r
    .pick(OPENERS)
    .replace('{adj}', adjective)
    .replace('{Adj}', adjective[0]!.toUpperCase() + adjective.slice(1))
    .replace('{type}', TYPE_WORDS[type])
    .replace('{floor}', String(Math.max(1, fill.floor)))
    .replace('{street}', fill.street)
    .replace('{area}', fill.area)
    .replace('{from}', fill.from.split('-').reverse().join('.'));
  const body = fill.isCommercial ? r.sample(COMMERCIAL, 2) : r.sample(DETAILS, 3);
  return [opener, ...body, r.pick(CLOSERS)].join(' ');
}
