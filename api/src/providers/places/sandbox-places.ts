import { foldIcelandic } from '@leiga/domain';
import type { Place, PlacesProvider } from './places-provider.js';
import { SANDBOX_PLACES } from './sandbox-places-data.js';

/** Place suggestions from a fixed list, as a maps service would answer them; accents forgiven. */
export class SandboxPlaces implements PlacesProvider {
  constructor(private readonly places: readonly Place[] = SANDBOX_PLACES) {}

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
