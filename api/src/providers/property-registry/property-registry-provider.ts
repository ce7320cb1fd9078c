/**
 * The property register (HMS fasteignaskrá): properties by address (staðfang) or fastanúmer,
 * each with its land parcel (landeignarnúmer) and units (matseiningar) marked like 010101.
 */

/** How a unit is used, as the register describes it. */
export type PropertyUsage = 'íbúð' | 'herbergi' | 'atvinnuhúsnæði';

export type RegistryUnit = {
  /** Merking: building (2 digits), floor (2), flat (2). */
  unitCode: string;
  usage: PropertyUsage;
  sizeM2: number;
  rooms: number;
  /** Brunabótamat in ISK. */
  fireInsuranceValue: number;
  /** Fasteignamat in ISK. */
  propertyValue: number;
};

export type RegistryProperty = {
  /** Fastanúmer, F and 7 digits. */
  propertyCode: string;
  /** Landeignarnúmer, L and 6 digits. */
  landregId: string;
  /** Staðfangsnúmer: the address's own number in the register. */
  addressCode: number;
  address: { street: string; houseNumber: string; postalCode: string; town: string };
  units: RegistryUnit[];
};

export type PropertySearch = { text: string; page: number; pageSize: number };
export type PropertySearchPage = { total: number; results: RegistryProperty[] };

/** The register did not answer (an outage); the caller may try again later. */
export class PropertyRegistryUnavailable extends Error {
  constructor() {
    super('The property register is not answering.');
  }
}

export type PropertyRegistryProvider = {
  /** Properties whose address matches the text, or the one whose fastanúmer it is. */
  search(query: PropertySearch): Promise<PropertySearchPage>;
  findByPropertyCode(propertyCode: string): Promise<RegistryProperty | null>;
};
