import {
  getListingSteps,
  type DurationType,
  type ListingStepState,
  type ListingType,
  type SecurityType,
} from '@leiga/domain';
import type { Db } from '../../db/client.js';
import type { listingPhotos } from '../../db/schema/index.js';
import { listingVerificationFields } from '../listing-checks/check-view.js';
import { listListingChecks } from '../listing-checks/listing-checks-repository.js';
import { findListingViewInputs, type ListingRow } from './listings-repository.js';
import type { ListingFieldsView, ListingPhotoView, ListingView } from './listing-schemas.js';

type PhotoRow = typeof listingPhotos.$inferSelect;

export type { ListingPhotoView, ListingRow, ListingView };

/** The editable fields, named as the PATCH body names them: the wizard reads and writes one shape. */
export function listingFields(l: ListingRow): ListingFieldsView {
  return {
    street: l.street,
    house_number: l.houseNumber,
    unit: l.unit,
    postal_code: l.postalCode,
    municipality: l.municipality,
    lat: l.lat,
    lng: l.lng,
    property_number: l.propertyNumber,
    floor: l.floor,
    has_elevator: l.hasElevator,
    listing_type: l.listingType as ListingType | null,
    title: l.title,
    description: l.description,
    rooms: l.rooms,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    size_m2: l.sizeM2,
    is_furnished: l.isFurnished,
    amenities: l.amenities,
    heating_included: l.heatingIncluded,
    electricity_included: l.electricityIncluded,
    internet_included: l.internetIncluded,
    housefund_included: l.housefundIncluded,
    price: l.price,
    currency: l.currency,
    security_type: l.securityType as SecurityType | null,
    security_months: l.securityMonths,
    duration_type: l.durationType as DurationType | null,
    end_date: l.endDate,
    min_months: l.minMonths,
    available_from: l.availableFrom,
    max_occupants: l.maxOccupants,
    requires_pre_approval: l.requiresPreApproval,
    min_income: l.minIncome,
    pets_allowed: l.petsAllowed,
    smoking_allowed: l.smokingAllowed,
    questions: l.questions,
  };
}

export const photoView = (p: PhotoRow): ListingPhotoView => ({
  id: p.id,
  key: p.storageKey,
  width: p.width,
  height: p.height,
  position: p.position,
  is_cover: p.isCover,
  placeholder: p.placeholder,
});

export function stepStates(listing: ListingRow, photoCount: number): ListingStepState[] {
  return getListingSteps(listingFields(listing), { photoCount });
}

type ViewOptions = {
  viewerId?: number | null;
  isStaff?: boolean;
  detail?: boolean;
  /** A results page's card: the cover and no other photo (`photos` stays empty). */
  card?: boolean;
};

/** Serialises listings with photos, owners and the viewer's likes: a fixed number of queries for a page. */
export async function loadListingViews(
  db: Db,
  rows: ListingRow[],
  options: ViewOptions = {},
): Promise<ListingView[]> {
  if (rows.length === 0) return [];
  const privileged = (l: ListingRow) => options.isStaff || l.ownerId === options.viewerId;
  const [{ photos, photoCounts, owners, likes, requests, history }, checks] = await Promise.all([
    findListingViewInputs(db, rows, {
      viewerId: options.viewerId,
      needsPrivate: rows.some(privileged),
      detail: options.detail,
      coverOnly: options.card,
    }),
    listListingChecks(
      db,
      rows.map((l) => l.id),
    ),
  ]);
  const liked = new Set(likes.map((l) => l.listingId));
  return rows.map((l) => {
    const own = photos.filter((p) => p.listingId === l.id).map(photoView);
    const owner = owners.find((o) => o.id === l.ownerId);
    const view: ListingView = {
      id: l.id,
      status: l.status,
      ...listingFields(l),
      is_commercial: l.isCommercial,
      owner: {
        id: l.ownerId,
        full_name: owner?.fullName ?? '',
        member_since: (owner?.dateJoined ?? l.createdAt).toISOString(),
        has_verified_phone: owner?.primaryPhoneId != null,
      },
      photos: options.card ? [] : own,
      cover_photo: own.find((p) => p.is_cover) ?? own[0] ?? null,
      likes_count: l.likesCount,
      views_count: l.viewsCount,
      is_liked: liked.has(l.id),
      published_at: l.publishedAt?.toISOString() ?? null,
      created_at: l.createdAt.toISOString(),
      updated_at: l.updatedAt.toISOString(),
      ...listingVerificationFields(checks.get(l.id), {
        isPrivileged: privileged(l),
        isStaff: !!options.isStaff,
      }),
    };
    if (privileged(l)) {
      view.steps = stepStates(l, photoCounts?.get(l.id) ?? own.length).map((s) => ({
        step: s.step,
        is_complete: s.isComplete,
        fields: s.fields,
      }));
      const request = requests.find((r) => r.listingId === l.id);
      view.publish_request = request
        ? {
            id: request.id,
            status: request.status,
            reason: request.reason,
            created_at: request.createdAt.toISOString(),
          }
        : null;
    }
    if (options.detail) {
      view.price_history = history
        .filter((h) => h.listingId === l.id)
        .map((h) => ({
          price: h.price,
          currency: h.currency,
          changed_at: h.changedAt.toISOString(),
        }));
    }
    return view;
  });
}
