import {
  compactFilters,
  formatMoney,
  formatNumber as formatDomainNumber,
  type ListingSearch,
  type ListingType as DomainType,
} from '@leiga/domain';
import type { ListingSearchInput, ListingSort, ListingType } from '../../__generated__/graphql';
import { fromGraphEnum, toGraphEnum } from '../../lib/enums';

/** 1250000 -> "1.250.000" in Icelandic, "1,250,000" in English (domain's formatter, not ICU). */
export function formatNumber(value: number, locale: string): string {
  return formatDomainNumber(value, locale, { maximumFractionDigits: 1 });
}

/** 1250000 -> "1.250.000 kr." in Icelandic, "ISK 1,250,000" in English. */
export function formatPrice(
  value: number | null | undefined,
  currency: string,
  locale: string,
): string {
  if (value === null || value === undefined) return '';
  return formatMoney(value, currency, locale);
}

/** Search counts stop at SEARCH_COUNT_CAP: "1.000+". */
export function formatCount(count: number, isCapped: boolean, locale: string): string {
  return `${formatNumber(count, locale)}${isCapped ? '+' : ''}`;
}

export function toDomainType(type: ListingType): DomainType {
  return fromGraphEnum(type);
}

export function toGraphType(type: DomainType): ListingType {
  return toGraphEnum(type);
}

/** The address line: "Laugavegur 12, íbúð 0201". */
export function formatAddress(listing: {
  street?: string | null;
  houseNumber?: string | null;
  unit?: string | null;
}): string {
  const base = [listing.street, listing.houseNumber].filter(Boolean).join(' ');
  return listing.unit ? `${base}, ${listing.unit}` : base;
}

/** "101 Reykjavík" */
export function formatArea(listing: {
  postalCode?: string | null;
  municipality?: string | null;
}): string {
  return [listing.postalCode, listing.municipality].filter(Boolean).join(' ');
}

/** The URL's filters (domain, snake_case) as the graph's search input (camelCase, enums). */
export function toSearchInput(
  filters: Partial<ListingSearch>,
  isCommercial: boolean,
): ListingSearchInput {
  const f = compactFilters(filters);
  const input: ListingSearchInput = {
    q: f.q,
    postalCodes: f.postal_codes,
    municipalities: f.municipalities,
    bbox: f.bbox
      ? { south: f.bbox[0], west: f.bbox[1], north: f.bbox[2], east: f.bbox[3] }
      : undefined,
    priceMin: f.price_min,
    priceMax: f.price_max,
    roomsMin: f.rooms_min,
    roomsMax: f.rooms_max,
    sizeMin: f.size_min,
    sizeMax: f.size_max,
    types: f.types?.map(toGraphType),
    commercial: isCommercial || undefined,
    pets: f.pets,
    furnished: f.furnished,
    availableBy: f.available_by,
    sort: f.sort ? toGraphEnum(f.sort) : undefined,
  };
  return compactFilters(input) as ListingSearchInput;
}

type GraphFilter = {
  q?: string | null;
  postalCodes?: readonly string[] | null;
  municipalities?: readonly string[] | null;
  bbox?: { south: number; west: number; north: number; east: number } | null;
  priceMin?: number | null;
  priceMax?: number | null;
  roomsMin?: number | null;
  roomsMax?: number | null;
  sizeMin?: number | null;
  sizeMax?: number | null;
  types?: readonly ListingType[] | null;
  commercial?: boolean | null;
  pets?: boolean | null;
  furnished?: boolean | null;
  availableBy?: string | null;
  sort?: ListingSort | null;
};

/** A saved search's filter back into the URL's filters (to open it on /listings). */
export function fromGraphFilter(filter: GraphFilter): Partial<ListingSearch> {
  const out: Partial<ListingSearch> = {
    q: filter.q ?? undefined,
    postal_codes: filter.postalCodes ? [...filter.postalCodes] : undefined,
    municipalities: filter.municipalities
      ? ([...filter.municipalities] as ListingSearch['municipalities'])
      : undefined,
    bbox: filter.bbox
      ? [filter.bbox.south, filter.bbox.west, filter.bbox.north, filter.bbox.east]
      : undefined,
    price_min: filter.priceMin ?? undefined,
    price_max: filter.priceMax ?? undefined,
    rooms_min: filter.roomsMin ?? undefined,
    rooms_max: filter.roomsMax ?? undefined,
    size_min: filter.sizeMin ?? undefined,
    size_max: filter.sizeMax ?? undefined,
    types: filter.types?.map(toDomainType),
    pets: filter.pets ?? undefined,
    furnished: filter.furnished ?? undefined,
    available_by: filter.availableBy ?? undefined,
    sort: filter.sort ? fromGraphEnum(filter.sort) : undefined,
  };
  return compactFilters(out);
}
