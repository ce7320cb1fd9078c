import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES, denySchema } from '@leiga/domain';
import { getAuth, type AppContext, type Auth } from '../../context.js';
import { requireForAll, subjectOf } from '../../http/access.js';
import { conflict } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { loadApplicationViews, type ApplicationRow } from './application-view.js';
import {
  applicationsPage,
  firstResponse,
  getLandlordApplication,
  landlordApplication,
  markApplicationRead,
  transition,
} from './applications-service.js';
import {
  landlordApplicationsWhere,
  listOtherPendingApplications,
} from './applications-repository.js';
import {
  applicationListQuery,
  applicationListResponse,
  applicationPageResponse,
  applicationResponse,
} from './application-schemas.js';

const tags = ['landlord applications'];
const idParams = z.object({ id: dbIdParam });

export async function landlordApplicationsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  requireForAll(r, { role: ['landlord', 'staff'] });

  const detail = async (auth: Auth, row: ApplicationRow) =>
    (await loadApplicationViews(ctx.db, [row], { auth, withProfiles: true }))[0]!;

  r.get(
    '/rental-applications/',
    {
      schema: {
        tags,
        response: { 200: applicationPageResponse },
        summary: 'Applications for my listings',
        querystring: applicationListQuery(PAGE_SIZES.landlordRentalApplications),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const q = request.query;
      // A withdrawn application is the tenant's business; the landlord sees it only when asked for.
      const where = landlordApplicationsWhere(auth.user.isStaff ? null : auth.user.id, q);
      return applicationsPage(ctx, request.url, where, q, { auth, withProfiles: true });
    },
  );

  r.get(
    '/rental-applications/:id/',
    {
      config: { access: { subject: landlordApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'An application with the applicant’s profile',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      return detail(auth, subjectOf(request, landlordApplication));
    },
  );

  r.post(
    '/rental-applications/:id/accept/',
    {
      config: { access: { subject: landlordApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'Accept; the other applicants for the listing are told where they stand',
        params: idParams,
        body: z
          .object({
            deny_others: z.boolean().default(false),
            message: z.string().trim().max(2000).optional(),
          })
          .default({ deny_others: false }),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, landlordApplication);
      const { deny_others, message } = request.body;
      const accepted = await transition(
        ctx,
        row,
        'accept',
        { acceptedAt: new Date(), isReadByLandlord: true, ...firstResponse(row) },
        'application.accepted',
      );
      const others = await listOtherPendingApplications(ctx.db, row.listingId, row.id);
      for (const other of others) {
        if (deny_others)
          await transition(
            ctx,
            other,
            'deny',
            { deniedAt: new Date(), denyMessage: message ?? null, ...firstResponse(other) },
            'application.denied',
          );
        else await transition(ctx, other, 'consider', {}, 'application.other_accepted');
      }
      return detail(auth, accepted);
    },
  );

  r.post(
    '/rental-applications/:id/deny/',
    {
      config: { access: { subject: landlordApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'Deny, with a message the tenant sees',
        params: idParams,
        body: denySchema.default({}),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, landlordApplication);
      const denied = await transition(
        ctx,
        row,
        'deny',
        {
          deniedAt: new Date(),
          denyMessage: request.body.message ?? null,
          isReadByLandlord: true,
          ...firstResponse(row),
        },
        'application.denied',
      );
      return detail(auth, denied);
    },
  );

  r.post(
    '/rental-applications/:id/undo-deny/',
    {
      config: { access: { subject: landlordApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'Undo a denial',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, landlordApplication);
      return detail(
        auth,
        await transition(
          ctx,
          row,
          'undo_deny',
          { deniedAt: null, denyMessage: null },
          'application.undenied',
        ),
      );
    },
  );

  r.put(
    '/rental-applications/reject-many/',
    {
      schema: {
        tags,
        response: { 200: applicationListResponse },
        summary: 'Deny several pending applications at once',
        body: z.object({
          rental_application_ids: z
            .array(dbIdParam)
            .min(1, { error: 'validation.required' })
            .max(100),
          message: z.string().trim().max(2000).optional(),
        }),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const ids = [...new Set(request.body.rental_application_ids)];
      const rows = await Promise.all(ids.map((id) => getLandlordApplication(ctx, auth, id)));
      const notPending = rows.filter((a) => a.status !== 'pending').map((a) => a.id);
      if (notPending.length) {
        throw conflict(
          'Only pending applications can be denied.',
          'invalid_transition',
          Object.fromEntries(
            notPending.map((id) => [`rental_application_ids.${id}`, 'validation.not_pending']),
          ),
        );
      }
      const denied = [];
      for (const row of rows) {
        denied.push(
          await transition(
            ctx,
            row,
            'deny',
            {
              deniedAt: new Date(),
              denyMessage: request.body.message ?? null,
              isReadByLandlord: true,
              ...firstResponse(row),
            },
            'application.denied',
          ),
        );
      }
      return { results: await loadApplicationViews(ctx.db, denied, { auth }) };
    },
  );

  r.put(
    '/rental-applications/:id/consideration/',
    {
      config: { access: { subject: landlordApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'Mark as considered, or not',
        params: idParams,
        body: z.object({ is_considered: z.boolean({ error: 'validation.required' }) }),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, landlordApplication);
      const updated = await transition(
        ctx,
        row,
        'consider',
        { isConsidered: request.body.is_considered, isReadByLandlord: true, ...firstResponse(row) },
        null,
      );
      return detail(auth, updated);
    },
  );

  for (const [path, isRead] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    r.post(
      `/rental-applications/:id/${path}/`,
      {
        config: { access: { subject: landlordApplication } },
        schema: {
          tags,
          response: { 200: applicationResponse },
          summary: `Mark as ${path}`,
          params: idParams,
        },
      },
      async (request) => {
        const auth = getAuth(request);
        const row = subjectOf(request, landlordApplication);
        return detail(auth, await markApplicationRead(ctx, row, isRead));
      },
    );
  }
}
