import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTING_STATUSES, PAGE_SIZES, foldIcelandic } from '@leiga/domain';
import { dbIdParam } from '../../http/ids.js';
import { getAuth, type AppContext } from '../../context.js';
import { listingPublishes, listings, publishRequests, users } from '../../db/schema/index.js';
import { likePattern } from '../../db/search.js';
import { requireForAll } from '../../http/access.js';
import { conflict, notFound } from '../../http/errors.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { loadListingViews } from './listing-view.js';
import { markPublished } from './listings-service.js';
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
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(listings.status, status));
      if (q) conditions.push(sql`${listings.searchText} like ${likePattern(foldIcelandic(q))}`);
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(listings)
          .where(where)
          .orderBy(desc(listings.updatedAt), desc(listings.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        ctx.db.select({ value: count() }).from(listings).where(where),
      ]);
      const auth = getAuth(request);
      return toPage(
        request.url,
        page,
        page_size,
        total?.value ?? 0,
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
      const where = eq(publishRequests.status, status);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(publishRequests)
          .where(where)
          .orderBy(
            status === 'pending' ? publishRequests.createdAt : desc(publishRequests.decidedAt),
          )
          .limit(page_size)
          .offset((page - 1) * page_size),
        ctx.db.select({ value: count() }).from(publishRequests).where(where),
      ]);
      const listingRows = rows.length
        ? await ctx.db.query.listings.findMany({
            where: (l, { inArray }) =>
              inArray(
                l.id,
                rows.map((x) => x.listingId),
              ),
          })
        : [];
      const views = await loadListingViews(ctx.db, listingRows, {
        viewerId: getAuth(request).user.id,
        isStaff: true,
      });
      return toPage(
        request.url,
        page,
        page_size,
        total?.value ?? 0,
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

  async function decide(
    requestId: number,
    staffId: number,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ) {
    const result = await ctx.db.transaction(async (tx) => {
      const [req] = await tx
        .select()
        .from(publishRequests)
        .where(eq(publishRequests.id, requestId))
        .for('update')
        .limit(1);
      if (!req) throw notFound('No such publish request.');
      if (req.status !== 'pending')
        throw conflict(`This request was already ${req.status}.`, 'already_decided');
      await tx
        .update(publishRequests)
        .set({ status: decision, reason, reviewedBy: staffId, decidedAt: new Date() })
        .where(eq(publishRequests.id, req.id));
      const [row] = await tx
        .update(listings)
        .set(
          decision === 'approved'
            ? { status: 'published', publishedAt: new Date(), updatedAt: new Date() }
            : { status: 'draft', updatedAt: new Date() },
        )
        .where(and(eq(listings.id, req.listingId), eq(listings.status, 'awaiting_review')))
        .returning();
      if (!row) throw conflict('The listing is no longer awaiting review.', 'invalid_transition');
      if (decision === 'approved') await markPublished(tx, row, staffId, 'review');
      return req;
    });
    if (decision === 'approved') void ctx.events.kick();
    return result;
  }

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
      const req = await decide(request.params.id, getAuth(request).user.id, 'approved', null);
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
      const req = await decide(
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
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select({
            publish: listingPublishes,
            title: listings.title,
            status: listings.status,
            publisher: users.fullName,
          })
          .from(listingPublishes)
          .innerJoin(listings, eq(listings.id, listingPublishes.listingId))
          .leftJoin(users, eq(users.id, listingPublishes.publishedBy))
          .orderBy(desc(listingPublishes.createdAt), desc(listingPublishes.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        ctx.db.select({ value: count() }).from(listingPublishes),
      ]);
      return toPage(
        request.url,
        page,
        page_size,
        total?.value ?? 0,
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
