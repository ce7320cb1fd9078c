/** Listing vocabularies: the values the api stores and the catalogues translate. */

export const RESIDENTIAL_LISTING_TYPES = [
  'apartment',
  'room',
  'studio',
  'house',
  'townhouse',
] as const;
export const COMMERCIAL_LISTING_TYPES = ['office', 'retail', 'warehouse', 'other'] as const;
export const LISTING_TYPES = [...RESIDENTIAL_LISTING_TYPES, ...COMMERCIAL_LISTING_TYPES] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export function isCommercialType(type: ListingType): boolean {
  return (COMMERCIAL_LISTING_TYPES as readonly string[]).includes(type);
}

export const LISTING_STATUSES = [
  'draft',
  'awaiting_review',
  'published',
  'paused',
  'rented',
  'archived',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const SECURITY_TYPES = [
  'none',
  'deposit',
  'bank_guarantee',
  'insurance',
  'rental_guarantee',
] as const;
export type SecurityType = (typeof SECURITY_TYPES)[number];

export const DURATION_TYPES = ['indefinite', 'fixed'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];

export const AMENITIES = [
  'washing_machine',
  'dryer',
  'dishwasher',
  'balcony',
  'terrace',
  'garden',
  'parking',
  'garage',
  'ev_charger',
  'storage',
  'bike_storage',
  'hot_tub',
  'sauna',
  'fireplace',
  'wheelchair_access',
  'fiber_internet',
  'sea_view',
  'mountain_view',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const UTILITIES = ['heating', 'electricity', 'internet', 'housefund'] as const;
export type Utility = (typeof UTILITIES)[number];

/** The wizard's steps (SPEC 2), in the order a landlord goes through them. */
export const LISTING_STEPS = [
  'real-estate',
  'basics',
  'photos',
  'amenities',
  'utilities',
  'pricing',
  'duration',
  'availability',
  'requirements',
  'questions',
  'publish',
] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];

export const LISTING_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'size_desc',
  'available_from',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Residential rent bounds of the government's electronic lease (ICELAND.md); commercial may go higher. */
export const RESIDENTIAL_RENT_RANGE = { min: 15_000, max: 1_500_000 } as const;
export const COMMERCIAL_RENT_MAX = 20_000_000;
export const MAX_SECURITY_MONTHS = 3;

export const LISTING_PHOTOS = {
  minToPublish: 3,
  max: 40,
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  formats: ['jpeg', 'png', 'webp', 'heic'] as const,
} as const;

export const MAX_LISTING_QUESTIONS = 10;

/** Search counts stop here: beyond it the UI says "1,000+", and no query counts a whole city. */
export const SEARCH_COUNT_CAP = 1000;
