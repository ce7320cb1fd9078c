import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTING_STATUSES, PAGE_SIZES } from '@leiga/domain';
import { dbIdParam } from '../../http/ids.js';
import { getAuth, type AppContext } from '../../context.js';
import { requireForAll } from '../../http/access.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { loadListingViews } from './listing-view.js';
import { decidePublishRequest } from './listings-service.js';
import {
  adminListingsWhere,
  listListingsByIds,
  pageListingsByUpdate,
} from './listings-repository.js';
import { pageListingPublishes, pagePublishRequests } from './publish-requests-repository.js';
import {
  listingPageResponse,
  listingPublishPageResponse,
  publishDecisionResponse,
  publishRequestPageResponse,
} from './listing-schemas.js';

const tags = ['admin: listings'];
const idParams = z.object({ id: dbIdParam });

/** The back office's listing review: every listing, publish requests to decide, the publish log. */
export async function adminListingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  requireForAll(r, { role: 'staff' });

  r.get(
    '/admin/listings/',
    {
      schema: {
        tags,
        response: { 200: listingPageResponse },
        summary: 'All listings',
        querystring: z.object({
          status: z.enum(LISTING_STATUSES).optional(),
          q: z.string().trim().max(100).optional(),
          ...pageQuery(PAGE_SIZES.listings),
        }),
      },
    },
    async (request) => {
      const { status, q, page, page_size } = request.query;
      const { rows, total } = await pageListingsByUpdate(ctx.db, adminListingsWhere(status, q), {
        page,
        pageSize: page_size,
      });
      const auth = getAuth(request);
      return toPage(
        request.url,
        page,
        page_size,
        total,
        await loadListingViews(ctx.db, rows, { viewerId: auth.user.id, isStaff: true }),
      );
    },
  );

  r.get(
    '/admin/listing-publish-requests/',
    {
      schema: {
        tags,
        response: { 200: publishRequestPageResponse },
        summary: 'Publish requests',
        querystring: z.object({
          status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']).default('pending'),
          ...pageQuery(PAGE_SIZES.default),
        }),
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const { rows, total } = await pagePublishRequests(ctx.db, status, {
        page,
        pageSize: page_size,
      });
      const listingRows = rows.length
        ? await listListingsByIds(
            ctx.db,
            rows.map((x) => x.listingId),
          )
        : [];
      const views = await loadListingViews(ctx.db, listingRows, {
        viewerId: getAuth(request).user.id,
        isStaff: true,
      });
      return toPage(
        request.url,
        page,
        page_size,
        total,
        rows.map((x) => ({
          id: x.id,
          status: x.status,
          reason: x.reason,
          created_at: x.createdAt.toISOString(),
          decided_at: x.decidedAt?.toISOString() ?? null,
          reviewed_by: x.reviewedBy,
          listing: views.find((v) => v.id === x.listingId) ?? null,
        })),
      );
    },
  );

  r.post(
    '/admin/listing-publish-requests/:id/approve/',
    {
      schema: {
        tags,
        response: { 200: publishDecisionResponse },
        summary: 'Approve: the listing goes live',
        params: idParams,
      },
    },
    async (request) => {
      const req = await decidePublishRequest(
        ctx,
        request.params.id,
        getAuth(request).user.id,
        'approved',
        null,
      );
      return { id: req.id, status: 'approved' as const };
    },
  );

  r.post(
    '/admin/listing-publish-requests/:id/reject/',
    {
      schema: {
        tags,
        response: { 200: publishDecisionResponse },
        summary: 'Reject with a reason the landlord sees',
        params: idParams,
        body: z.object({
          reason: z
            .string()
            .trim()
            .min(5, { error: 'validation.reject_reason' })
            .max(1000, { error: 'validation.reject_reason' }),
        }),
      },
    },
    async (request) => {
      const req = await decidePublishRequest(
        ctx,
        request.params.id,
        getAuth(request).user.id,
        'rejected',
        request.body.reason,
      );
      return { id: req.id, status: 'rejected' as const, reason: request.body.reason };
    },
  );

  r.get(
    '/admin/listing-publishes/',
    {
      schema: {
        tags,
        response: { 200: listingPublishPageResponse },
        summary: 'When listings went live',
        querystring: z.object(pageQuery(PAGE_SIZES.default)),
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { rows, total } = await pageListingPublishes(ctx.db, { page, pageSize: page_size });
      return toPage(
        request.url,
        page,
        page_size,
        total,
        rows.map((x) => ({
          id: x.publish.id,
          listing_id: x.publish.listingId,
          listing_title: x.title,
          listing_status: x.status,
          via: x.publish.via,
          published_by: x.publisher,
          created_at: x.publish.createdAt.toISOString(),
        })),
      );
    },
  );
}
