import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LISTING_STATUSES,
  SEARCH_COUNT_CAP,
  PAGE_SIZES,
  listingFieldsSchema,
  listingSearchSchema,
} from '@leiga/domain';
import { dbIdParam } from '../../http/ids.js';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import { idsQuery, pageQuery, toPage } from '../../http/pagination.js';
import { likedBy, searchConditions, whereAll } from './listing-search.js';
import { loadListingViews } from './listing-view.js';
import { deleteUnreferencedPhotoFiles } from './photo-files.js';
import { listPhotosOfListing } from './listing-photos-repository.js';
import {
  countListingsUpTo,
  deleteListing,
  listListingsByIds,
  listSearchedListings,
  ownerListingsWhere,
  pageListingsByUpdate,
} from './listings-repository.js';
import {
  bumpViews,
  canSee,
  createListing,
  getListingRow,
  ownListing,
  submitListing,
  transitionListing,
  updateListing,
} from './listings-service.js';
import { noContent } from '../../http/responses.js';
import {
  listingPageResponse,
  listingResponse,
  listingSearchPageResponse,
  type ListingView,
} from './listing-schemas.js';

const tags = ['listings'];

/** A search result as a results page shows it (`view=card`). */
function toCard({ photos: _photos, description: _description, ...card }: ListingView) {
  return card;
}
const idParams = z.object({ id: dbIdParam });
const ownerQuery = z.object({
  status: z.enum(LISTING_STATUSES).optional(),
  ...pageQuery(PAGE_SIZES.listings),
});

export async function listingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = async (id: number, auth: ReturnType<typeof getAuth> | null, detail = true) => {
    const [v] = await loadListingViews(ctx.db, [await getListingRow(ctx, id)], {
      viewerId: auth?.user.id,
      isStaff: auth?.user.isStaff,
      detail,
    });
    return v!;
  };

  r.get(
    '/listings/',
    {
      onRequest: ctx.authenticateOptional,
      schema: {
        tags,
        response: { 200: listingSearchPageResponse },
        summary:
          'Search published listings; liked=true for the caller’s liked listings; ids= for a batch read',
        querystring: listingSearchSchema.extend({
          liked: z.enum(['true', 'false']).optional(),
          ids: idsQuery.optional(),
          /** `card`: without `photos` (the cover stays) and `description`, for a results page. */
          view: z.enum(['card']).optional(),
        }),
      },
    },
    async (request) => {
      const { liked, ids, page, page_size, sort, view: shape, ...filters } = request.query;
      const auth = request.auth;
      if (ids) {
        const rows = (await listListingsByIds(ctx.db, ids)).filter((l) => canSee(l, auth));
        return toPage(
          request.url,
          1,
          ids.length,
          rows.length,
          await loadListingViews(ctx.db, rows, {
            viewerId: auth?.user.id,
            isStaff: auth?.user.isStaff,
          }),
        );
      }
      if (liked === 'true' && !auth) throw unauthorized();
      // Liked listings include both kinds: the residential/commercial split is the search's, not the list's.
      const conditions = searchConditions(filters, { anyKind: liked === 'true' });
      if (liked === 'true' && auth) conditions.push(likedBy(auth.user.id));
      const where = whereAll(conditions);
      const [rows, total] = await Promise.all([
        listSearchedListings(ctx.db, where, sort, { page, pageSize: page_size }),
        countListingsUpTo(ctx.db, where, SEARCH_COUNT_CAP),
      ]);
      const views = await loadListingViews(ctx.db, rows, {
        viewerId: auth?.user.id,
        isStaff: auth?.user.isStaff,
        card: shape === 'card',
      });
      const items = shape === 'card' ? views.map(toCard) : views;
      return {
        ...toPage(request.url, page, page_size, total.count, items),
        count_is_capped: total.isCapped,
      };
    },
  );

  r.post(
    '/listings/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'landlord' } },
      schema: {
        tags,
        response: { 201: listingResponse },
        summary: 'Start a listing (a draft)',
        body: listingFieldsSchema.strict(),
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = await createListing(ctx, auth, request.body);
      return reply.status(201).send(await view(row.id, auth));
    },
  );

  r.get(
    '/listings/:id/',
    {
      onRequest: ctx.authenticateOptional,
      schema: {
        tags,
        response: { 200: listingResponse },
        summary: 'One listing',
        params: idParams,
      },
    },
    async (request) => {
      const listing = await getListingRow(ctx, request.params.id);
      if (!canSee(listing, request.auth)) throw notFound('No such listing.');
      if (listing.status === 'published' && request.auth?.user.id !== listing.ownerId)
        await bumpViews(ctx, listing.id);
      return view(listing.id, request.auth);
    },
  );

  r.patch(
    '/listings/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: ownListing } },
      schema: {
        tags,
        response: { 200: listingResponse },
        summary: 'Save fields of any wizard step',
        params: idParams,
        body: listingFieldsSchema.strict(),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const listing = subjectOf(request, ownListing);
      await updateListing(ctx, listing, request.body);
      return view(listing.id, auth);
    },
  );

  r.delete(
    '/listings/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: ownListing } },
      schema: { tags, response: { 204: noContent }, summary: 'Delete a draft', params: idParams },
    },
    async (request, reply) => {
      const listing = subjectOf(request, ownListing);
      if (listing.status !== 'draft')
        throw forbidden('Only drafts can be deleted; archive a listing instead.');
      const photos = await listPhotosOfListing(ctx.db, listing.id);
      await deleteListing(ctx.db, listing.id);
      await deleteUnreferencedPhotoFiles(
        ctx,
        photos.map((p) => p.storageKey),
      );
      return reply.status(204).send();
    },
  );

  r.post(
    '/listings/:id/submit/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: ownListing } },
      schema: {
        tags,
        response: { 200: listingResponse },
        summary: 'Publish (trusted) or ask staff to review',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const listing = subjectOf(request, ownListing);
      await submitListing(ctx, auth, listing);
      return view(listing.id, auth);
    },
  );

  const actions = {
    pause: 'pause',
    resume: 'resume',
    'mark-rented': 'mark_rented',
    archive: 'archive',
    relist: 'relist',
  } as const;
  for (const [path, action] of Object.entries(actions)) {
    r.post(
      `/listings/:id/${path}/`,
      {
        onRequest: ctx.authenticate,
        config: { access: { subject: ownListing } },
        schema: {
          tags,
          response: { 200: listingResponse },
          summary: `Listing status: ${action}`,
          params: idParams,
        },
      },
      async (request) => {
        const auth = getAuth(request);
        const listing = subjectOf(request, ownListing);
        await transitionListing(ctx, auth, listing, action);
        return view(listing.id, auth);
      },
    );
  }

  // The landlord's own listings (SPEC: listingsv2) and a user's listings (users/{id}/listings/v2).
  r.get(
    '/listingsv2/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 200: listingPageResponse },
        summary: 'My listings',
        querystring: ownerQuery,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      return ownerListings(ctx, request.url, auth.user.id, request.query, auth);
    },
  );

  r.get(
    '/users/:id/listings/v2/',
    {
      onRequest: ctx.authenticateOptional,
      schema: {
        tags,
        response: { 200: listingPageResponse },
        summary: 'A user’s listings (others see published ones only)',
        params: idParams,
        querystring: ownerQuery,
      },
    },
    async (request) => {
      const auth = request.auth;
      const isPrivileged = !!auth && (auth.user.id === request.params.id || auth.user.isStaff);
      const query = isPrivileged
        ? request.query
        : { ...request.query, status: 'published' as const };
      return ownerListings(ctx, request.url, request.params.id, query, auth);
    },
  );
}

async function ownerListings(
  ctx: AppContext,
  url: string,
  ownerId: number,
  query: z.infer<typeof ownerQuery>,
  auth: ReturnType<typeof getAuth> | null,
) {
  const { rows, total } = await pageListingsByUpdate(
    ctx.db,
    ownerListingsWhere(ownerId, query.status),
    { page: query.page, pageSize: query.page_size },
  );
  return toPage(
    url,
    query.page,
    query.page_size,
    total,
    await loadListingViews(ctx.db, rows, { viewerId: auth?.user.id, isStaff: auth?.user.isStaff }),
  );
}
