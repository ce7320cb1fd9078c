import { municipalityOf } from '@leiga/domain';
import { DEMO_STREETS } from '../../seed/places-data.js';
import type {
  PropertyUsage,
  RegistryProperty,
  RegistryUnit,
} from './property-registry-provider.js';

/**
 * The sandbox register's properties: every house number 1-90 on every street the demo market
 * uses (so any demo listing's address is found), plus a few streets of offices and mixed use.
 * Generated from the address alone, so the same address always has the same fastanúmer and
 * units, in every process.
 */

type Street = { street: string; postalCode: string };

/** Streets beyond the demo market: offices, shops with flats above, Hafnarfjörður, Akureyri. */
const EXTRA_STREETS: readonly Street[] = [
  { street: 'Borgartún', postalCode: '105' },
  { street: 'Skipholt', postalCode: '105' },
  { street: 'Strandgata', postalCode: '220' },
  { street: 'Álfaskeið', postalCode: '220' },
  { street: 'Glerárgata', postalCode: '600' },
  { street: 'Hafnarstræti', postalCode: '600' },
];

export const HOUSES_PER_STREET = 90;

/** A small deterministic generator (mulberry32) seeded from the address. */
function randomFor(text: string): () => number {
  let seed = 2166136261;
  for (const ch of text) seed = Math.imul(seed ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Brunabótamat and fasteignamat per m², rounded to thousands of ISK. */
function unit(
  random: () => number,
  floor: number,
  flat: number,
  usage: PropertyUsage,
  sizeM2: number,
  rooms: number,
): RegistryUnit {
  const size = Math.round(sizeM2 * 10) / 10;
  const perM2 = usage === 'atvinnuhúsnæði' ? 380_000 : 520_000;
  return {
    unitCode: `01${pad(floor)}${pad(flat)}`,
    usage,
    sizeM2: size,
    rooms,
    fireInsuranceValue: Math.round((size * perM2 * (0.9 + random() * 0.3)) / 1000) * 1000,
    propertyValue: Math.round((size * 690_000 * (0.85 + random() * 0.4)) / 1000) * 1000,
  };
}

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** A building's units: a house, a house with a let room, a block of flats, or shops with flats. */
function unitsFor(random: () => number, isOfficeStreet: boolean): RegistryUnit[] {
  const kind = isOfficeStreet ? 0.9 : random();
  if (kind < 0.2) {
    const rooms = between(random, 4, 7);
    return [unit(random, 1, 1, 'íbúð', 110 + rooms * 18 + random() * 30, rooms)];
  }
  if (kind < 0.35) {
    const rooms = between(random, 3, 6);
    return [
      unit(random, 1, 1, 'íbúð', 95 + rooms * 15, rooms),
      unit(random, 0, 1, 'herbergi', 12 + random() * 9, 1),
    ];
  }
  const floors = between(random, 2, 5);
  const flats = between(random, 2, 4);
  const units: RegistryUnit[] = [];
  if (kind >= 0.8)
    units.push(unit(random, 0, 1, 'atvinnuhúsnæði', 80 + random() * 160, between(random, 1, 4)));
  else if (random() < 0.3) units.push(unit(random, 0, 1, 'íbúð', 40 + random() * 30, 2));
  for (let floor = 1; floor <= floors; floor++)
    for (let flat = 1; flat <= flats; flat++) {
      const rooms = between(random, 1, 5);
      const usage: PropertyUsage = rooms === 1 && random() < 0.3 ? 'herbergi' : 'íbúð';
      const size = usage === 'herbergi' ? 14 + random() * 10 : 30 + rooms * 19 + random() * 15;
      units.push(unit(random, floor, flat, usage, size, rooms));
    }
  return units;
}

function propertyAt(street: Street, streetIndex: number, houseNumber: number): RegistryProperty {
  const random = randomFor(`${street.street} ${houseNumber} ${street.postalCode}`);
  const serial = `${pad(streetIndex)}${pad(houseNumber, 3)}`;
  return {
    propertyCode: `F2${serial}${houseNumber % 10}`,
    landregId: `L1${serial}`,
    addressCode: 100_000 + streetIndex * 1000 + houseNumber,
    address: {
      street: street.street,
      houseNumber: String(houseNumber),
      postalCode: street.postalCode,
      town: municipalityOf(street.postalCode) ?? '',
    },
    units: unitsFor(random, street.street === 'Borgartún'),
  };
}

let cached: RegistryProperty[] | null = null;

/** Every property of the sandbox register, ordered by street and house number. */
export function getSandboxProperties(): readonly RegistryProperty[] {
  if (cached) return cached;
  const streets: Street[] = [...DEMO_STREETS, ...EXTRA_STREETS];
  cached = streets.flatMap((street, i) =>
    Array.from({ length: HOUSES_PER_STREET }, (_, n) => propertyAt(street, i + 1, n + 1)),
  );
  return cached;
}
