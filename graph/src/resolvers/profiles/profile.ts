import type DataLoader from 'dataloader';
import type { RentalProfileResolvers } from '../../__generated__/resolvers-types.js';
import type { GraphContext } from '../../context.js';
import type { GraphRentalProfile, RestProfileView } from '../../rest/profiles-types.js';
import { getProfileView } from './source.js';

type Parent = GraphRentalProfile;

/** A field read from the profile's full view (loaded once, in one batch, for references). */
function fromView<T>(pick: (view: RestProfileView) => T) {
  return async (profile: Parent, _args: unknown, ctx: GraphContext): Promise<T> =>
    pick(await getProfileView(profile, ctx));
}

/** Owner-only lists: null readers and others get an empty list rather than an error. */
async function ownerList<T>(
  profile: Parent,
  ctx: GraphContext,
  lists: DataLoader<number, T[]>,
): Promise<T[]> {
  const view = await getProfileView(profile, ctx);
  const relation = view.viewer.relation;
  return relation === 'owner' || relation === 'staff' ? lists.load(view.id) : [];
}

export const RentalProfile: RentalProfileResolvers = {
  profileUsername: (p) => p.profile_username,
  // Cards carry the name and image; bare references read the view.
  fullName: (p, args, ctx) =>
    'full_name' in p ? p.full_name : fromView((v) => v.full_name)(p, args, ctx),
  profileImage: (p, args, ctx) =>
    'profile_image' in p ? p.profile_image : fromView((v) => v.profile_image)(p, args, ctx),
  coverPhoto: fromView((v) => v.cover?.image ?? null),
  about: fromView((v) => v.about),
  isSmoker: fromView((v) => v.is_smoker),
  interests: fromView((v) => v.interests),
  children: fromView((v) => v.children),
  pets: fromView((v) => v.pets),
  employers: fromView((v) => v.employers),
  educations: fromView((v) => v.educations),
  currentlyBased: fromView((v) => v.currently_based),
  corenters: fromView((v) => v.corenters),
  reviewsCount: fromView((v) => v.reviews_count),
  averageRating: fromView((v) => v.average_rating),
  hasCriminalRecord: fromView((v) => v.has_criminal_record),
  criminalRecord: fromView((v) => v.criminal_record),
  paychecks: fromView((v) => v.paychecks),
  preApproval: fromView((v) => v.pre_approval),
  completion: fromView((v) => ({
    percentage: v.profile_completion_percentage,
    missingFields: v.profile_completion_fields,
  })),
  visibility: fromView((v) =>
    v.visibility
      ? { creditScore: v.visibility.CREDIT_SCORE, netIncome: v.visibility.NET_INCOME }
      : null,
  ),
  viewer: fromView((v) => ({
    relation: v.viewer.relation,
    canEdit: v.viewer.can_edit,
    canDownloadProtected: v.viewer.can_download_protected,
  })),
  createdAt: fromView((v) => v.created_at),
  updatedAt: fromView((v) => v.updated_at),

  reviews: (p, _args, { dataSources }) => dataSources.profiles.reviewLists.load(p.id),

  // A page of profiles' files in one batch read; a kind filters what it answered.
  attachments: async (p, { kind }, { dataSources }) => {
    if (!dataSources.profiles.isAuthenticated) return [];
    const files = await dataSources.profiles.attachmentLists.load(p.id);
    return kind ? files.filter((file) => file.kind === kind) : files;
  },

  sentCorenterRequests: (p, _args, ctx) =>
    ownerList(p, ctx, ctx.dataSources.profiles.sentRequestLists),
  incomingCorenterRequests: (p, _args, ctx) =>
    ownerList(p, ctx, ctx.dataSources.profiles.incomingRequestLists),
};
