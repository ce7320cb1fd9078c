import { and, avg, count, eq, inArray } from 'drizzle-orm';
import {
  canDownloadProtected,
  effectiveOption,
  getProfileCompletion,
  preApprovalStatus,
  type ProfileCompletion,
  type ProfileReader,
} from '@leiga/domain';
import type { Db } from '../../db/client.js';
import {
  corenters,
  petPhotos,
  preApprovals,
  profileAttachments,
  profileChildren,
  profileEducations,
  profileEmployers,
  profileInterests,
  profilePets,
  profileReviews,
  rentalProfiles,
  users,
  visibilitySettings,
} from '../../db/schema/index.js';
import {
  loadPaymentHistoryViews,
  type PaymentHistoryView,
} from '../payment-history/payment-history-view.js';
import type { ProfileRow } from './profile-access.js';
import type { ImageView, ProfileCardView, ProfileView } from './profile-schemas.js';
import { isPreApprovalShown, preApprovalView } from './pre-approval-view.js';
import {
  childView,
  educationView,
  employerView,
  fileView,
  interestView,
  petView,
} from './section-views.js';

export type { ImageView, ProfileCardView, ProfileView };

export const cardOf = (p: ProfileRow, fullName: string): ProfileCardView => ({
  id: p.id,
  profile_username: p.profileUsername,
  full_name: fullName,
  profile_image: p.profileImage ?? null,
});

/** Profile cards (name, username, image) by profile id: one query. */
export async function loadProfileCards(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ProfileCardView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ profile: rentalProfiles, fullName: users.fullName })
    .from(rentalProfiles)
    .innerJoin(users, eq(users.id, rentalProfiles.userId))
    .where(inArray(rentalProfiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.profile.id, cardOf(r.profile, r.fullName)]));
}

const byProfile = <T extends { profileId: number }>(rows: T[], id: number) =>
  rows.filter((r) => r.profileId === id);

/** Serialises profiles as each reader may see them: a fixed number of queries for any number. */
export async function loadProfileViews(
  db: Db,
  rows: readonly ProfileRow[],
  readers: Map<number, ProfileReader>,
  now = new Date(),
  withPaymentHistory = true,
): Promise<ProfileView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const [
    owners,
    interests,
    children,
    pets,
    employers,
    educations,
    pairs,
    reviews,
    files,
    approvals,
    settings,
  ] = await Promise.all([
    db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((p) => p.userId),
        ),
      ),
    db
      .select()
      .from(profileInterests)
      .where(inArray(profileInterests.profileId, ids))
      .orderBy(profileInterests.id),
    db
      .select()
      .from(profileChildren)
      .where(inArray(profileChildren.profileId, ids))
      .orderBy(profileChildren.birthYear, profileChildren.id),
    db
      .select()
      .from(profilePets)
      .where(inArray(profilePets.profileId, ids))
      .orderBy(profilePets.id),
    db
      .select()
      .from(profileEmployers)
      .where(inArray(profileEmployers.profileId, ids))
      .orderBy(profileEmployers.id),
    db
      .select()
      .from(profileEducations)
      .where(inArray(profileEducations.profileId, ids))
      .orderBy(profileEducations.id),
    db
      .select()
      .from(corenters)
      .where(inArray(corenters.profileId, ids))
      .orderBy(corenters.createdAt),
    db
      .select({
        profileId: profileReviews.profileId,
        n: count(),
        rating: avg(profileReviews.rating),
      })
      .from(profileReviews)
      .where(inArray(profileReviews.profileId, ids))
      .groupBy(profileReviews.profileId),
    db
      .select()
      .from(profileAttachments)
      .where(
        and(
          inArray(profileAttachments.profileId, ids),
          inArray(profileAttachments.kind, ['criminal_record', 'paycheck']),
        ),
      )
      .orderBy(profileAttachments.id),
    db.select().from(preApprovals).where(inArray(preApprovals.profileId, ids)),
    db.select().from(visibilitySettings).where(inArray(visibilitySettings.profileId, ids)),
  ]);
  const [photos, cards, histories] = await Promise.all([
    pets.length
      ? db
          .select()
          .from(petPhotos)
          .where(
            inArray(
              petPhotos.petId,
              pets.map((p) => p.id),
            ),
          )
          .orderBy(petPhotos.id)
      : Promise.resolve([]),
    loadProfileCards(
      db,
      pairs.map((c) => c.corenterProfileId),
    ),
    withPaymentHistory
      ? loadPaymentHistoryViews(db, rows, readers, now.toISOString().slice(0, 10))
      : new Map<number, PaymentHistoryView>(),
  ]);
  return rows.map((p) => {
    const reader = readers.get(p.userId) ?? 'anonymous';
    const mayDownload = canDownloadProtected(reader);
    const privileged = reader === 'owner' || reader === 'staff';
    const own = byProfile(settings, p.id);
    const options = {
      CREDIT_SCORE: effectiveOption(own, 'CREDIT_SCORE'),
      NET_INCOME: effectiveOption(own, 'NET_INCOME'),
    };
    const approval = approvals.find((a) => a.profileId === p.id);
    const review = reviews.find((r) => r.profileId === p.id);
    const criminal = byProfile(files, p.id)
      .filter((f) => f.kind === 'criminal_record')
      .at(-1);
    const completion = getProfileCompletion({
      hasProfileImage: !!p.profileImage,
      about: p.about,
      interestCount: byProfile(interests, p.id).length,
      employerCount: byProfile(employers, p.id).length,
      educationCount: byProfile(educations, p.id).length,
      hasCurrentlyBased: !!p.currentlyBasedPlaceId,
      hasCommittedPreApproval:
        !!approval && preApprovalStatus(approval.status, approval.expiresAt, now) === 'committed',
    });
    const view: ProfileView = {
      ...cardOf(p, owners.find((u) => u.id === p.userId)?.fullName ?? ''),
      user_id: p.userId,
      cover: p.coverImage ? { image: p.coverImage } : null,
      about: p.about,
      is_smoker: p.isSmoker,
      interests: byProfile(interests, p.id).map(interestView),
      children: byProfile(children, p.id).map(childView),
      pets: byProfile(pets, p.id).map((pet) =>
        petView(
          pet,
          photos.filter((ph) => ph.petId === pet.id),
        ),
      ),
      employers: byProfile(employers, p.id).map(employerView),
      educations: byProfile(educations, p.id).map(educationView),
      currently_based:
        p.currentlyBasedPlaceId && p.currentlyBasedName
          ? { place_id: p.currentlyBasedPlaceId, name: p.currentlyBasedName }
          : null,
      corenters: byProfile(pairs, p.id).flatMap((c) => cards.get(c.corenterProfileId) ?? []),
      reviews_count: review?.n ?? 0,
      average_rating: review?.rating ? Math.round(Number(review.rating) * 10) / 10 : null,
      has_criminal_record: !!criminal,
      criminal_record: criminal && mayDownload ? fileView(criminal) : null,
      paychecks: mayDownload
        ? byProfile(files, p.id)
            .filter((f) => f.kind === 'paycheck')
            .map(fileView)
        : [],
      pre_approval:
        approval && isPreApprovalShown(approval, reader, now)
          ? preApprovalView(approval, reader, options, now)
          : null,
      payment_history: histories.get(p.id) ?? null,
      profile_completion_percentage: completion.percentage,
      profile_completion_fields: completion.missing,
      viewer: {
        relation: reader,
        can_edit: reader === 'owner',
        can_download_protected: mayDownload,
      },
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
    if (privileged) view.visibility = options;
    return view;
  });
}

export async function loadProfileView(
  db: Db,
  row: ProfileRow,
  reader: ProfileReader,
): Promise<ProfileView> {
  const [view] = await loadProfileViews(db, [row], new Map([[row.userId, reader]]));
  return view!;
}

/** Completion inputs of many profiles from counts: for the average across tenants. */
export async function loadCompletions(
  db: Db,
  rows: readonly ProfileRow[],
  now = new Date(),
): Promise<ProfileCompletion[]> {
  const views = await loadProfileViews(
    db,
    rows,
    new Map(rows.map((r) => [r.userId, 'staff' as const])),
    now,
    false,
  );
  return views.map((v) => ({
    percentage: v.profile_completion_percentage,
    missing: v.profile_completion_fields,
  }));
}
