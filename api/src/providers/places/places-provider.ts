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

/** Where an address is, and how sure the answer is. */
export type AddressMatch = {
  lat: number;
  lng: number;
  /** address: the house itself; postal_code: only the centre of the postal code's area. */
  precision: 'address' | 'postal_code';
  street: string;
  house_number: string;
  postal_code: string;
};

export type AddressQuery = { street: string; house_number: string; postal_code: string };

export type PlacesProvider = {
  suggest(query: string, limit: number): Promise<Place[]>;
  getPlace(placeId: string): Promise<Place | null>;
  /** Geocodes an Icelandic address; null when neither the street nor the postal code is known. */
  lookupAddress(query: AddressQuery): Promise<AddressMatch | null>;
};
