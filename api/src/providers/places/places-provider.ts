/** A place a tenant can say they are currently based in: a town or a Reykjavík neighbourhood. */
export type Place = {
  place_id: string;
  name: string;
  /** The town (for a neighbourhood) or region (for a town), shown under the name. */
  description: string;
  kind: 'town' | 'neighbourhood';
  postal_codes: string[];
  lat: number;
  lng: number;
};

export type PlacesProvider = {
  suggest(query: string, limit: number): Promise<Place[]>;
  getPlace(placeId: string): Promise<Place | null>;
};
