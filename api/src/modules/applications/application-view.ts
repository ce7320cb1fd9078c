import { isActiveApplication } from '@leiga/domain';
import type { Auth } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readersOf } from '../profiles/profile-access.js';
import { loadProfileCards, loadProfileViews, type ProfileView } from '../profiles/profile-view.js';
import type { ApplicationView } from './application-schemas.js';
import { findApplicationViewInputs, type ApplicationRow } from './applications-repository.js';

export type { ApplicationRow, ApplicationView };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Applications with listing summaries, tenants and co-renters: a fixed number of queries for a page. */
export async function loadApplicationViews(
  db: Db,
  rows: ApplicationRow[],
  options: { auth: Auth; withProfiles?: boolean },
): Promise<ApplicationView[]> {
  if (rows.length === 0) return [];
  const { listingRows, photos, tenants, profiles, pairs } = await findApplicationViewInputs(
    db,
    rows,
  );
  const cards = await loadProfileCards(
    db,
    pairs.map((p) => p.profileId),
  );
  let profileViews = new Map<number, ProfileView>();
  if (options.withProfiles && profiles.length) {
    const readers = await readersOf(db, profiles, options.auth);
    profileViews = new Map(
      (await loadProfileViews(db, profiles, readers)).map((v) => [v.user_id, v]),
    );
  }
  return rows.map((a) => {
    const l = listingRows.find((x) => x.id === a.listingId)!;
    const cover = photos.find((p) => p.listingId === l.id);
    const profile = profiles.find((p) => p.userId === a.tenantId);
    return {
      id: a.id,
      status: a.status,
      active: isActiveApplication(a.status),
      is_considered: a.isConsidered,
      is_read_by_landlord: a.isReadByLandlord,
      message: a.message,
      answers: a.answers,
      deny_message: a.denyMessage,
      accepted_at: iso(a.acceptedAt),
      denied_at: iso(a.deniedAt),
      canceled_at: iso(a.canceledAt),
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
      listing_id: l.id,
      listing: {
        id: l.id,
        title: l.title,
        street: l.street,
        house_number: l.houseNumber,
        postal_code: l.postalCode,
        municipality: l.municipality,
        price: l.price,
        currency: l.currency,
        status: l.status,
        owner_id: l.ownerId,
        cover_photo: cover ? { key: cover.storageKey, placeholder: cover.placeholder } : null,
        questions: l.questions ?? [],
      },
      tenant: {
        id: a.tenantId,
        full_name: tenants.find((t) => t.id === a.tenantId)?.fullName ?? '',
        profile_username: profile?.profileUsername ?? null,
      },
      corenters: pairs
        .filter((p) => p.applicationId === a.id)
        .flatMap((p) => cards.get(p.profileId) ?? []),
      ...(options.withProfiles ? { applicant_profile: profileViews.get(a.tenantId) ?? null } : {}),
    };
  });
}
