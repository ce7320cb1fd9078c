import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fraudReviewSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { requireForAll } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { toPage } from '../../http/pagination.js';
import { loadDetectionViews } from './detection-view.js';
import { pageDetections } from './fraud-repository.js';
import {
  detectionListQuery,
  detectionPageResponse,
  detectionResponse,
  scamOverviewResponse,
} from './fraud-schemas.js';
import { getScamOverview, reviewDetection } from './fraud-service.js';

const tags = ['admin: message fraud'];
const params = z.object({ id: dbIdParam });

/** The back office's review of flagged messages and a user's scam-detection overview. */
export async function fraudAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  requireForAll(r, { role: 'staff' });

  r.get(
    '/admin/message-fraud-detections/',
    {
      schema: {
        tags,
        summary: 'Messages the scam rules flagged, newest first, by review status',
        querystring: detectionListQuery,
        response: { 200: detectionPageResponse },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const { total, rows } = await pageDetections(ctx.db, { status, page, pageSize: page_size });
      return toPage(request.url, page, page_size, total, await loadDetectionViews(ctx.db, rows));
    },
  );

  r.patch(
    '/admin/message-fraud-detections/:id/',
    {
      schema: {
        tags,
        summary: 'Review a detection: confirmed_scam, dismissed, or back to pending',
        params,
        body: fraudReviewSchema,
        response: { 200: detectionResponse },
      },
    },
    async (request) =>
      reviewDetection(ctx, getAuth(request), request.params.id, request.body.status),
  );

  r.get(
    '/admin/users/:id/scam-detection-overview/',
    {
      schema: {
        tags,
        summary: "A user's detections as a sender, messages sent and conversations",
        params,
        response: { 200: scamOverviewResponse },
      },
    },
    async (request) => getScamOverview(ctx, request.params.id),
  );
}
