import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIRE_SAFETY_ITEMS } from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { inspectionSubject } from '../access.js';
import { loadFireSafety } from './fire-safety-service.js';

const fireSafetyResponse = z.object({
  report_id: z.number(),
  has_issue: z.boolean(),
  items: z.array(
    z.object({
      item: z.enum(FIRE_SAFETY_ITEMS),
      status: z.enum(['ok', 'missing', 'too_few']),
      required: z.number().nullable(),
      declared_count: z.number().nullable(),
    }),
  ),
});

/** GET inspection-reports/{id}/fire-safety/: checked on every report, move-in and move-out. */
export async function inspectionFireSafetyRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  r.get(
    '/inspection-reports/:id/fire-safety/',
    {
      config: { access: { subject: inspectionSubject } },
      schema: {
        tags: ['inspection reports'],
        summary: 'Fire safety from the contract: each item’s status, and whether any is an issue',
        params: z.object({ id: dbIdParam }),
        response: { 200: fireSafetyResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, inspectionSubject);
      return loadFireSafety(ctx.db, row.id, row.contractId);
    },
  );
}
