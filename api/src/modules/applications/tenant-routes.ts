import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_ORDERS,
  PAGE_SIZES,
  answersSchema,
  applySchema,
  checkAnswers,
  foldIcelandic,
} from '@leiga/domain';
import { getAuth, type AppContext, type Auth } from '../../context.js';
import { listings, rentalApplications } from '../../db/schema/index.js';
import { likePattern } from '../../db/search.js';
import { requireForAll, subjectOf } from '../../http/access.js';
import { badRequest } from '../../http/errors.js';
import { dbIdParam as idParam } from '../../http/ids.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { loadApplicationViews } from './application-view.js';
import {
  applicantApplication,
  applyForListing,
  tenantApplication,
  transition,
} from './applications-service.js';
import { applicationPageResponse, applicationResponse } from './application-schemas.js';

const tags = ['tenant applications'];
const idParams = z.object({ id: idParam });

/** Filters both sides' lists share: the listing's address, a kind of application, an order. */
export const applicationListQuery = (pageSize: number) =>
  z.object({
    listing_address: z.string().trim().max(100).optional(),
    type: z
      .enum(['active', 'pending', 'accepted', 'denied', 'cancelled', 'considered', 'unread', 'all'])
      .default('all'),
    order_by: z.enum(APPLICATION_ORDERS).default('newest'),
    listing_id: idParam.optional(),
    ...pageQuery(pageSize),
  });
export type ApplicationListQuery = z.infer<ReturnType<typeof applicationListQuery>>;

export function applicationFilters(query: ApplicationListQuery): SQL[] {
  const c: SQL[] = [];
  const t = rentalApplications;
  if (query.type === 'active') c.push(inArray(t.status, ['pending', 'accepted']));
  else if (query.type === 'considered') c.push(eq(t.isConsidered, true), eq(t.status, 'pending'));
  else if (query.type === 'unread')
    c.push(eq(t.isReadByLandlord, false), inArray(t.status, ['pending', 'accepted', 'denied']));
  else if (query.type !== 'all') c.push(eq(t.status, query.type));
  if (query.listing_id) c.push(eq(t.listingId, query.listing_id));
  if (query.listing_address)
    c.push(sql`${listings.searchText} like ${likePattern(foldIcelandic(query.listing_address))}`);
  return c;
}

export function applicationOrder(order: ApplicationListQuery['order_by']) {
  const t = rentalApplications;
  if (order === 'oldest') return [asc(t.createdAt), asc(t.id)];
  if (order === 'status') return [asc(t.status), desc(t.createdAt), desc(t.id)];
  return [desc(t.createdAt), desc(t.id)];
}

/** One page of applications (joined with their listings for the address filter), as views. */
export async function pageApplications(
  ctx: AppContext,
  url: string,
  where: SQL | undefined,
  q: ApplicationListQuery,
  options: { auth: Auth; withProfiles?: boolean },
) {
  const join = eq(listings.id, rentalApplications.listingId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ a: rentalApplications })
      .from(rentalApplications)
      .innerJoin(listings, join)
      .where(where)
      .orderBy(...applicationOrder(q.order_by))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db
      .select({ value: count() })
      .from(rentalApplications)
      .innerJoin(listings, join)
      .where(where),
  ]);
  const views = await loadApplicationViews(
    ctx.db,
    rows.map((x) => x.a),
    options,
  );
  return toPage(url, q.page, q.page_size, total?.value ?? 0, views);
}

export async function tenantApplicationsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  requireForAll(r, { role: ['tenant', 'staff'] });

  r.get(
    '/tenants/rental-applications/',
    {
      schema: {
        tags,
        response: { 200: applicationPageResponse },
        summary: 'My applications',
        querystring: applicationListQuery(PAGE_SIZES.tenantRentalApplications),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const q = request.query;
      const where = and(eq(rentalApplications.tenantId, auth.user.id), ...applicationFilters(q));
      return pageApplications(ctx, request.url, where, q, { auth });
    },
  );

  r.post(
    '/tenants/rental-applications/',
    {
      schema: {
        tags,
        response: { 201: applicationResponse },
        summary: 'Apply for a listing',
        body: applySchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = await applyForListing(ctx, auth, request.body);
      const [view] = await loadApplicationViews(ctx.db, [row], { auth, withProfiles: true });
      return reply.status(201).send(view!);
    },
  );

  r.get(
    '/tenants/rental-applications/:id/',
    {
      config: { access: { subject: tenantApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'One of my applications',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, tenantApplication);
      const [view] = await loadApplicationViews(ctx.db, [row], { auth, withProfiles: true });
      return view;
    },
  );

  r.post(
    '/tenants/rental-applications/:id/cancel/',
    {
      config: { access: { subject: applicantApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'Withdraw my application',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, applicantApplication);
      const updated = await transition(
        ctx,
        row,
        'cancel',
        { canceledAt: new Date() },
        'application.cancelled',
      );
      const [view] = await loadApplicationViews(ctx.db, [updated], { auth });
      return view;
    },
  );

  // SPEC: responses POST and PUT — the answers to the listing's questions, changeable while pending.
  for (const method of ['POST', 'PUT'] as const) {
    r.route({
      method,
      url: '/tenants/rental-applications/:id/responses/',
      config: { access: { subject: applicantApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'Answer or change answers to the listing’s questions',
        params: idParams,
        body: z.object({ answers: answersSchema }),
      },
      handler: async (request) => {
        const auth = getAuth(request);
        const row = subjectOf(request, applicantApplication);
        const [listing] = await ctx.db
          .select({ questions: listings.questions })
          .from(listings)
          .where(eq(listings.id, row.listingId));
        const errors = checkAnswers(listing?.questions ?? [], request.body.answers);
        if (Object.keys(errors).length)
          throw badRequest('Answer the landlord’s questions.', errors);
        const updated = await transition(
          ctx,
          row,
          'edit_answers',
          { answers: request.body.answers },
          null,
        );
        const [view] = await loadApplicationViews(ctx.db, [updated], { auth });
        return view;
      },
    });
  }
}
