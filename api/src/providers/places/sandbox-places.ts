import { foldIcelandic } from '@leiga/domain';
import { DEMO_STREETS, type DemoStreet } from '../../seed/places-data.js';
import type { AddressMatch, AddressQuery, Place, PlacesProvider } from './places-provider.js';
import { SANDBOX_PLACES } from './sandbox-places-data.js';

/**
 * Where house `number` stands on a street the sandbox knows: a few metres apart per number,
 * odd and even numbers on either side, so neighbouring houses get neighbouring pins.
 */
function housePosition(street: DemoStreet, houseNumber: string): { lat: number; lng: number } {
  const n = Number.parseInt(houseNumber, 10) || 1;
  const along = ((n % 80) - 40) * 0.00004;
  const side = n % 2 === 0 ? 0.00006 : -0.00006;
  return {
    lat: Number((street.lat + side).toFixed(6)),
    lng: Number((street.lng + along).toFixed(6)),
  };
}

/**
 * Place suggestions and address lookups from fixed lists (the towns and neighbourhoods, and the
 * streets the demo market uses), as a maps service would answer them; accents forgiven.
 */
export class SandboxPlaces implements PlacesProvider {
  constructor(
    private readonly places: readonly Place[] = SANDBOX_PLACES,
    private readonly streets: readonly DemoStreet[] = DEMO_STREETS,
  ) {}

  async lookupAddress(query: AddressQuery): Promise<AddressMatch | null> {
    const name = foldIcelandic(query.street.trim());
    const code = query.postal_code.trim();
    const answer = { house_number: query.house_number.trim(), postal_code: code };
    const street = this.streets.find(
      (s) => s.postalCode === code && foldIcelandic(s.street) === name,
    );
    if (street)
      return {
        ...answer,
        ...housePosition(street, query.house_number),
        precision: 'address',
        street: street.street,
      };
    // A street the sandbox does not know: the centre of the postal code's area.
    const area =
      this.places.find((p) => p.kind === 'neighbourhood' && p.postal_codes[0] === code) ??
      this.places.find((p) => p.postal_codes.includes(code));
    if (!area) return null;
    return {
      ...answer,
      lat: area.lat,
      lng: area.lng,
      precision: 'postal_code',
      street: query.street.trim(),
    };
  }

  async suggest(query: string, limit: number): Promise<Place[]> {
    const q = foldIcelandic(query.trim());
    if (!q) return [];
    const scored = this.places
      .map((p) => {
        const name = foldIcelandic(p.name);
        const rank = name.startsWith(q)
          ? 0
          : name.split(/[\s-]+/).some((w) => w.startsWith(q))
            ? 1
            : name.includes(q) || foldIcelandic(p.description).startsWith(q)
              ? 2
              : p.postal_codes.some((c) => c.startsWith(q))
                ? 3
                : -1;
        return { p, rank };
      })
      .filter((s) => s.rank >= 0);
    const collator = new Intl.Collator('is');
    return scored
      .sort((a, b) => a.rank - b.rank || collator.compare(a.p.name, b.p.name))
      .slice(0, limit)
      .map((s) => s.p);
  }

  async getPlace(placeId: string): Promise<Place | null> {
    return this.places.find((p) => p.place_id === placeId) ?? null;
  }
}
