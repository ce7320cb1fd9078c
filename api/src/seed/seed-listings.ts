import { eq } from 'drizzle-orm';
import {
  AMENITIES,
  foldIcelandic,
  isCommercialType,
  makeKennitala,
  municipalityOf,
  type ListingType,
} from '@leiga/domain';
import type { Db, Tx } from '../db/client.js';
import {
  listingLikes,
  listingPhotos,
  listingPriceHistory,
  listingPublishes,
  listings,
  publishRequests,
  savedSearches,
  userEmails,
  users,
} from '../db/schema/index.js';
import type { FileStorage } from '../providers/storage/storage-provider.js';
import { createDemoPhotos, type DemoPhoto } from './demo-photos.js';
import { listingDescription, listingTitle } from './listing-texts.js';
import { DEMO_STREETS, type DemoStreet } from './places-data.js';
import { createRandom, type Random } from './random.js';

type Status = NonNullable<(typeof listings.$inferInsert)['status']>;

/** More landlords, so the market is not two people's; they sign in with the demo password too. */
const EXTRA_LANDLORDS = [
  ['Sigríður Jónsdóttir', 'sigridur@leiga.is', '1979-04-02'],
  ['Gunnar Pétursson', 'gunnar@leiga.is', '1965-09-18'],
  ['Ragnheiður Karlsdóttir', 'ragnheidur@leiga.is', '1983-12-07'],
  ['Einar Þór Stefánsson', 'einar@leiga.is', '1971-06-25'],
  ['Hildur Ásgeirsdóttir', 'hildur@leiga.is', '1988-02-14'],
  ['Bjarni Kristjánsson', 'bjarni@leiga.is', '1959-11-30'],
  ['Þórunn Halldórsdóttir', 'thorunn@leiga.is', '1976-08-09'],
  ['Ólafur Björnsson', 'olafur@leiga.is', '1969-03-21'],
] as const;

const TODAY = new Date();

const isoDay = (offsetDays: number) =>
  new Date(TODAY.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function pickType(r: Random): ListingType {
  const x = r.next();
  if (x < 0.55) return 'apartment';
  if (x < 0.65) return 'room';
  if (x < 0.74) return 'studio';
  if (x < 0.82) return 'townhouse';
  if (x < 0.9) return 'house';
  return r.pick(['office', 'retail', 'warehouse', 'other'] as const);
}

function roomsFor(r: Random, type: ListingType): number {
  if (type === 'room' || type === 'studio') return 1;
  if (type === 'apartment') return r.int(1, 5);
  if (type === 'house' || type === 'townhouse') return r.int(4, 7);
  return r.int(1, 8);
}

function sizeFor(r: Random, type: ListingType, rooms: number): number {
  if (type === 'room') return r.int(10, 22);
  if (type === 'studio') return r.int(25, 42);
  if (isCommercialType(type)) return r.int(60, 900);
  return r.int(18, 28) * rooms + r.int(10, 25);
}

function priceFor(r: Random, type: ListingType, size: number, street: DemoStreet): number {
  const central = ['101', '107', '105', '170'].includes(street.postalCode)
    ? 1.15
    : street.postalCode.startsWith('6')
      ? 0.8
      : 1;
  const perM2 = isCommercialType(type)
    ? r.int(2200, 3400)
    : type === 'room'
      ? r.int(6500, 9000)
      : r.int(3400, 4600);
  const raw = Math.max(type === 'room' ? 85_000 : 120_000, size * perM2 * central);
  return Math.min(1_450_000, Math.round(raw / 5000) * 5000);
}

type Spec = {
  ownerId: number;
  status: Status;
  street?: DemoStreet;
  type?: ListingType;
  houseNumber?: string;
  complete?: boolean;
};

async function insertListing(
  tx: Tx,
  r: Random,
  photos: DemoPhoto[],
  spec: Spec,
  publishedDaysAgo: number,
  staffId: number,
): Promise<number> {
  const street = spec.street ?? r.pick(DEMO_STREETS);
  const type = spec.type ?? pickType(r);
  const rooms = roomsFor(r, type);
  const size = sizeFor(r, type, rooms);
  const price = priceFor(r, type, size, street);
  const isCommercial = isCommercialType(type);
  const floor = type === 'house' || type === 'townhouse' ? 1 : r.int(0, 5);
  const availableFrom = isoDay(r.int(-20, 60));
  const isFixed = !isCommercial && r.chance(0.3);
  const complete = spec.complete ?? true;
  const title = listingTitle(r, type, rooms, street.street, street.area);
  const description = listingDescription(r, type, {
    street: street.street,
    area: street.area,
    floor,
    from: availableFrom,
    isCommercial,
  });
  const houseNumber = spec.houseNumber ?? String(r.int(1, 90));
  const municipality = municipalityOf(street.postalCode);
  const publishedAt = ['published', 'paused', 'rented'].includes(spec.status)
    ? new Date(TODAY.getTime() - publishedDaysAgo * 86_400_000)
    : null;
  const [row] = await tx
    .insert(listings)
    .values({
      ownerId: spec.ownerId,
      status: spec.status,
      street: street.street,
      houseNumber,
      unit: type === 'apartment' ? `0${floor}0${r.int(1, 4)}` : null,
      postalCode: street.postalCode,
      municipality,
      lat: street.lat + (r.next() - 0.5) * 0.004,
      lng: street.lng + (r.next() - 0.5) * 0.008,
      propertyNumber: String(r.int(2000000, 2529999)),
      floor,
      hasElevator: floor > 2 && r.chance(0.6),
      listingType: type,
      isCommercial,
      title,
      description,
      rooms,
      bedrooms:
        type === 'apartment' || type === 'house' || type === 'townhouse'
          ? Math.max(0, rooms - 1)
          : 0,
      bathrooms: isCommercial ? r.int(1, 3) : rooms > 4 ? 2 : 1,
      sizeM2: size,
      isFurnished: type === 'room' || type === 'studio' ? r.chance(0.7) : r.chance(0.15),
      amenities: complete ? r.sample(AMENITIES, r.int(1, 6)) : null,
      heatingIncluded: complete ? r.chance(0.6) : null,
      electricityIncluded: complete ? r.chance(0.25) : null,
      internetIncluded: complete ? r.chance(0.3) : null,
      housefundIncluded: complete ? r.chance(0.7) : null,
      price: complete ? price : null,
      securityType: complete
        ? r.pick(['deposit', 'deposit', 'bank_guarantee', 'insurance', 'rental_guarantee'] as const)
        : null,
      securityMonths: complete ? r.int(1, 3) : null,
      durationType: complete ? (isFixed ? 'fixed' : 'indefinite') : null,
      endDate: complete && isFixed ? isoDay(r.int(200, 760)) : null,
      minMonths: complete && isFixed ? r.pick([6, 12]) : null,
      availableFrom: complete ? availableFrom : null,
      maxOccupants: complete ? Math.max(1, rooms + r.int(0, 2)) : null,
      requiresPreApproval: complete ? r.chance(0.3) : null,
      minIncome: complete && r.chance(0.3) ? r.int(4, 9) * 100_000 : null,
      petsAllowed: complete ? r.chance(0.35) : null,
      smokingAllowed: complete ? r.chance(0.05) : null,
      questions: complete
        ? r.chance(0.5)
          ? [{ id: 'q-move-in', text: 'Hvenær viltu flytja inn?', required: true }]
          : []
        : null,
      viewsCount: publishedAt ? r.int(20, 900) : 0,
      publishedAt,
      createdAt: new Date(TODAY.getTime() - (publishedDaysAgo + r.int(1, 10)) * 86_400_000),
      searchText: foldIcelandic(
        [
          street.street,
          houseNumber,
          street.postalCode,
          municipality,
          street.area,
          type,
          title,
          description,
        ].join(' '),
      ),
    })
    .returning({ id: listings.id });
  const id = row!.id;
  const chosen = r.sample(photos, complete ? r.int(3, 7) : r.int(0, 2));
  if (chosen.length) {
    await tx.insert(listingPhotos).values(
      chosen.map((p, position) => ({
        listingId: id,
        storageKey: p.key,
        width: p.width,
        height: p.height,
        bytes: p.bytes,
        position,
        isCover: position === 0,
        placeholder: p.placeholder,
      })),
    );
  }
  if (publishedAt) {
    await tx
      .insert(listingPublishes)
      .values({ listingId: id, publishedBy: staffId, via: 'review', createdAt: publishedAt });
    const firstPrice = r.chance(0.12) ? price + r.int(2, 6) * 5000 : price;
    await tx
      .insert(listingPriceHistory)
      .values({ listingId: id, price: firstPrice, changedAt: publishedAt });
    if (firstPrice !== price)
      await tx.insert(listingPriceHistory).values({
        listingId: id,
        price,
        changedAt: new Date(publishedAt.getTime() + 5 * 86_400_000),
      });
  }
  if (spec.status === 'awaiting_review') await tx.insert(publishRequests).values({ listingId: id });
  return id;
}

/** The demo market: a few hundred listings across the capital area and Akureyri. */
export async function seedListings(
  db: Db,
  storage: FileStorage,
  passwordHash: string,
  total: number,
): Promise<void> {
  const r = createRandom(20261121);
  const photos = await createDemoPhotos(storage, r, 24);
  const byEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0]!;
  const jon = await byEmail('jon@leiga.is');
  const magnus = await byEmail('magnus@leiga.is');
  const staff = await byEmail('stjorn@leiga.is');
  const anna = await byEmail('anna@leiga.is');

  await db.transaction(async (tx) => {
    await tx.update(users).set({ isTrustedLandlord: true }).where(eq(users.id, magnus.id));
    const landlordIds = [jon.id, magnus.id];
    for (const [index, [fullName, email, born]] of EXTRA_LANDLORDS.entries()) {
      const [u] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          fullName,
          userType: 'LL',
          birthDate: born,
          icelandicId: makeKennitala(born, 30 + index),
          personalIdCountry: 'IS',
          isTrustedLandlord: index % 3 === 0,
        })
        .returning();
      await tx.insert(userEmails).values({ userId: u!.id, email, verified: true });
      landlordIds.push(u!.id);
    }
    const street = (name: string) => DEMO_STREETS.find((s) => s.street === name)!;
    // Jón's homes in 101 and 105, one in every state a landlord meets.
    const jons: Spec[] = [
      {
        ownerId: jon.id,
        status: 'published',
        street: street('Grettisgata'),
        type: 'apartment',
        houseNumber: '54',
      },
      {
        ownerId: jon.id,
        status: 'published',
        street: street('Barmahlíð'),
        type: 'apartment',
        houseNumber: '12',
      },
      {
        ownerId: jon.id,
        status: 'awaiting_review',
        street: street('Njálsgata'),
        type: 'apartment',
        houseNumber: '23',
      },
      {
        ownerId: jon.id,
        status: 'draft',
        street: street('Skaftahlíð'),
        type: 'studio',
        houseNumber: '8',
        complete: false,
      },
      {
        ownerId: jon.id,
        status: 'paused',
        street: street('Rauðarárstígur'),
        type: 'room',
        houseNumber: '31',
      },
      {
        ownerId: jon.id,
        status: 'rented',
        street: street('Bergþórugata'),
        type: 'apartment',
        houseNumber: '5',
      },
    ];
    const akureyri = DEMO_STREETS.filter((s) => s.postalCode.startsWith('6'));
    const specs: Spec[] = [
      ...jons,
      ...akureyri.map((s) => ({ ownerId: magnus.id, status: 'published' as const, street: s })),
    ];
    while (specs.length < total) {
      const x = r.next();
      const status: Status =
        x < 0.86
          ? 'published'
          : x < 0.9
            ? 'awaiting_review'
            : x < 0.93
              ? 'draft'
              : x < 0.96
                ? 'rented'
                : x < 0.98
                  ? 'paused'
                  : 'archived';
      specs.push({
        ownerId: r.pick(landlordIds.slice(2)),
        status,
        complete: status !== 'draft' || r.chance(0.5),
      });
    }
    const ids: number[] = [];
    for (const [i, spec] of specs.entries())
      ids.push(await insertListing(tx, r, photos, spec, i % 60, staff.id));

    // Anna follows a few homes and a search of the city centre.
    const liked = ids.slice(0, 2).concat(r.sample(ids.slice(20), 3));
    for (const listingId of liked)
      await tx.insert(listingLikes).values({ userId: anna.id, listingId }).onConflictDoNothing();
    for (const listingId of liked) {
      const [l] = await tx
        .select({ likes: listings.likesCount })
        .from(listings)
        .where(eq(listings.id, listingId));
      await tx
        .update(listings)
        .set({ likesCount: (l?.likes ?? 0) + 1 })
        .where(eq(listings.id, listingId));
    }
    await tx.insert(savedSearches).values({
      userId: anna.id,
      name: 'Miðbær, 2 herbergi eða fleiri',
      filters: { postal_codes: ['101', '105', '107'], rooms_min: 2, price_max: 350000 },
    });
  });
}
