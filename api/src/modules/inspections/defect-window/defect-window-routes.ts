import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantDefectSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { inspectionSubject } from '../access.js';
import { addendumResponse, toAddendum } from '../signing/signing-view.js';
import { addTenantDefect, getDefectWindow } from './defect-window-service.js';

const tags = ['inspection reports'];
const params = z.object({ id: dbIdParam });
const access = { subject: inspectionSubject };

/**
 * The tenant's defect window on a signed move-in report (issue #17): the signed-in tenant the
 * link was sent to reads the window and adds defects; anyone else is refused.
 */
export async function inspectionDefectWindowRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/inspection-reports/:id/defect-window/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Whether the tenant holding the link may still add defects, and until when',
        params,
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: {
          200: z.object({
            open: z.boolean(),
            ends_at: z.string().nullable(),
            code: z.string().nullable(),
          }),
        },
      },
    },
    async (request) =>
      getDefectWindow(
        ctx,
        getAuth(request),
        subjectOf(request, inspectionSubject),
        request.query.token,
      ),
  );

  r.post(
    '/inspection-reports/:id/defect-window/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The tenant adds a defect; it joins the signed move-in report as an addendum',
        params,
        body: tenantDefectSchema,
        response: { 201: addendumResponse },
      },
    },
    async (request, reply) => {
      const row = await addTenantDefect(
        ctx,
        getAuth(request),
        subjectOf(request, inspectionSubject),
        request.body,
      );
      return reply.code(201).send(toAddendum(row));
    },
  );
}
