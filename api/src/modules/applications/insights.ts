import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, type AppContext } from '../../context.js';
import { forbidden } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { landlordInsightsResponse, tenantInsightsResponse } from './application-schemas.js';
import { findTenantInsights, listLandlordInsightsPerListing } from './insights-repository.js';

/** Insights for the two home dashboards: what happened to applications, and how fast. */
export async function insightsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/users/:id/insights/',
    {
      schema: {
        tags: ['insights'],
        response: { 200: tenantInsightsResponse },
        summary: 'A tenant’s applications at a glance',
        params: z.object({ id: dbIdParam }),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      if (auth.user.id !== request.params.id && !auth.user.isStaff)
        throw forbidden('You can only see your own insights.');
      const row = await findTenantInsights(ctx.db, request.params.id);
      const total = row?.total ?? 0;
      return {
        applications: total,
        pending: row?.pending ?? 0,
        accepted: row?.accepted ?? 0,
        denied: row?.denied ?? 0,
        cancelled: row?.cancelled ?? 0,
        response_rate: total ? (row?.answered ?? 0) / total : null,
        avg_response_hours:
          row?.avgResponseHours === null || row?.avgResponseHours === undefined
            ? null
            : Number(row.avgResponseHours),
      };
    },
  );

  r.get(
    '/landlord-insights/',
    {
      schema: {
        tags: ['insights'],
        response: { 200: landlordInsightsResponse },
        summary: 'Applications per listing, response times, acceptance rate',
      },
    },
    async (request) => {
      const auth = getAuth(request);
      if (auth.user.userType !== 'LL' && !auth.user.isStaff)
        throw forbidden('This is for landlords.');
      const rows = await listLandlordInsightsPerListing(ctx.db, auth.user.id);
      const withApplications = rows.filter((x) => x.total > 0);
      const total = withApplications.reduce((n, x) => n + x.total, 0);
      const decided = withApplications.reduce((n, x) => n + x.accepted + x.denied, 0);
      const accepted = withApplications.reduce((n, x) => n + x.accepted, 0);
      const responseHours = withApplications
        .filter((x) => x.avgResponseHours !== null)
        .map((x) => Number(x.avgResponseHours));
      return {
        applications: total,
        unread: withApplications.reduce((n, x) => n + x.unread, 0),
        acceptance_rate: decided ? accepted / decided : null,
        avg_response_hours: responseHours.length
          ? responseHours.reduce((a, b) => a + b, 0) / responseHours.length
          : null,
        listings: rows.map((x) => ({
          listing_id: x.listingId,
          title: x.title,
          status: x.status,
          applications: x.total,
          pending: x.pending,
          accepted: x.accepted,
          denied: x.denied,
          unread: x.unread,
          avg_response_hours: x.avgResponseHours === null ? null : Number(x.avgResponseHours),
        })),
      };
    },
  );
}
