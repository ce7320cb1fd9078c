import { MAX_PAGE_SIZE, PAGE_SIZES } from '@leiga/domain';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { GraphContext } from '../../context.js';
import type { RestPublishDecision, RestPublishRequest } from '../../rest/listings-types.js';
import { toRestId } from '../ids.js';
import { toGraphPage, toListingPaging } from './paging.js';

/** Staff: every listing, the publish requests to decide and the log of listings going live. */
export const AdminListingsQuery: Pick<
  QueryResolvers,
  'adminListings' | 'publishRequests' | 'listingPublishes'
> = {
  adminListings: async (_root, { filter, page, pageSize }, { dataSources }) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.listings);
    const query = { status: filter?.status ?? undefined, q: filter?.q?.trim() || undefined };
    const rest = await dataSources.listings.listAdminListings(query, paging);
    return toGraphPage('ListingPage', paging, rest);
  },

  publishRequests: async (_root, { status, page, pageSize }, { dataSources }) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.default);
    const rest = await dataSources.listings.listPublishRequests(status ?? 'pending', paging);
    return toGraphPage('PublishRequestPage', paging, rest);
  },

  listingPublishes: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toListingPaging(page, pageSize, PAGE_SIZES.default);
    const rest = await dataSources.listings.listListingPublishes(paging);
    return toGraphPage('ListingPublishPage', paging, rest);
  },
};

/**
 * The decision's REST answer is `{ id, status }` only. The whole request (with its listing, now
 * published or back to draft) is the newest of its status, so one read of that list finds it.
 */
async function readDecided(
  { dataSources }: GraphContext,
  decision: RestPublishDecision,
): Promise<RestPublishRequest> {
  const page = await dataSources.listings.listPublishRequests(decision.status, {
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  });
  const found = page.results.find((r) => r.id === decision.id);
  if (found) return found;
  // Only when more than a page of requests were decided in between: answer what is known.
  const now = new Date().toISOString();
  return {
    id: decision.id,
    status: decision.status,
    reason: decision.reason ?? null,
    created_at: now,
  };
}

export const AdminListingsMutation: Pick<
  MutationResolvers,
  'approvePublishRequest' | 'rejectPublishRequest'
> = {
  approvePublishRequest: async (_root, { input }, ctx) => {
    const id = toRestId(input.id);
    return readDecided(
      ctx,
      await ctx.dataSources.listings.decidePublishRequest(id, { approve: true }),
    );
  },

  rejectPublishRequest: async (_root, { input }, ctx) => {
    const id = toRestId(input.id);
    const decision = await ctx.dataSources.listings.decidePublishRequest(id, {
      approve: false,
      reason: input.reason,
    });
    return readDecided(ctx, decision);
  },
};
