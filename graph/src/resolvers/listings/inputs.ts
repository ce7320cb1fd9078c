import { GraphQLError } from 'graphql';
import { compactFilters } from '@leiga/domain';
import type {
  ListingFieldsInput,
  ListingSearchInput,
} from '../../__generated__/resolvers-types.js';
import type { ListingBody } from '../../rest/listings.js';
import type { RestListingFields, RestSearchFilters } from '../../rest/listings-types.js';

/** GraphQL input field -> REST body field; `satisfies` keeps both sides complete and correct. */
const FIELD_NAMES = {
  street: 'street',
  houseNumber: 'house_number',
  unit: 'unit',
  postalCode: 'postal_code',
  lat: 'lat',
  lng: 'lng',
  propertyNumber: 'property_number',
  floor: 'floor',
  hasElevator: 'has_elevator',
  listingType: 'listing_type',
  title: 'title',
  description: 'description',
  rooms: 'rooms',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  sizeM2: 'size_m2',
  isFurnished: 'is_furnished',
  amenities: 'amenities',
  heatingIncluded: 'heating_included',
  electricityIncluded: 'electricity_included',
  internetIncluded: 'internet_included',
  housefundIncluded: 'housefund_included',
  price: 'price',
  currency: 'currency',
  securityType: 'security_type',
  securityMonths: 'security_months',
  durationType: 'duration_type',
  endDate: 'end_date',
  minMonths: 'min_months',
  availableFrom: 'available_from',
  maxOccupants: 'max_occupants',
  requiresPreApproval: 'requires_pre_approval',
  minIncome: 'min_income',
  petsAllowed: 'pets_allowed',
  smokingAllowed: 'smoking_allowed',
  questions: 'questions',
} as const satisfies Record<keyof ListingFieldsInput, keyof RestListingFields>;

/** The fields a landlord may clear; null elsewhere means "not sent". */
const CLEARABLE = new Set<keyof ListingFieldsInput>([
  'unit',
  'propertyNumber',
  'endDate',
  'minMonths',
  'minIncome',
]);

/** Enum values arrive as REST values already (codegen enum mapping), so only names change. */
export function toListingBody(input: ListingFieldsInput): ListingBody {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input) as Array<[keyof ListingFieldsInput, unknown]>) {
    if (value === undefined || (value === null && !CLEARABLE.has(key))) continue;
    body[FIELD_NAMES[key]] = value;
  }
  return body as ListingBody;
}

/** Search input -> the domain's filter shape, empty values removed (SPEC 5). */
export function toSearchFilters(input: ListingSearchInput | null | undefined): RestSearchFilters {
  if (!input) return {};
  const { bbox } = input;
  return compactFilters({
    q: input.q?.trim(),
    postal_codes: input.postalCodes,
    municipalities: input.municipalities,
    bbox: bbox ? [bbox.south, bbox.west, bbox.north, bbox.east] : undefined,
    price_min: input.priceMin,
    price_max: input.priceMax,
    rooms_min: input.roomsMin,
    rooms_max: input.roomsMax,
    size_min: input.sizeMin,
    size_max: input.sizeMax,
    types: input.types,
    commercial: input.commercial,
    pets: input.pets,
    furnished: input.furnished,
    available_by: input.availableBy,
    sort: input.sort,
  }) as RestSearchFilters;
}

/** Renames the field paths of a REST validation error to the paths of the GraphQL input. */
export async function withFieldPaths<T>(
  call: Promise<T>,
  rename: (path: string) => string,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const fields = error instanceof GraphQLError ? error.extensions.fields : undefined;
    if (error instanceof GraphQLError && fields && typeof fields === 'object') {
      error.extensions.fields = Object.fromEntries(
        Object.entries(fields).map(([path, message]) => [rename(path), message]),
      );
    }
    throw error;
  }
}

/**
 * Where a REST body sits under an input field (`fields`, `filter`), field errors are prefixed so
 * they name the input's path: `postal_code` -> `fields.postalCode`.
 */
export function underInputField<T>(prefix: string, call: Promise<T>): Promise<T> {
  return withFieldPaths(call, (path) => `${prefix}.${path}`);
}
