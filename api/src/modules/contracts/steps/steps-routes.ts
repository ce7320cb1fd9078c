import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AMENITIES,
  contractAmenitiesInputSchema,
  contractMaintenanceInputSchema,
} from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { contractSubject } from '../access.js';
import { routePartEdit } from '../parts/part-route.js';
import { getAmenitySuggestions, putAmenities, putMaintenance } from './steps-service.js';

const amenitySuggestionsResponse = z.object({ results: z.array(z.enum(AMENITIES)) });

/**
 * The wizard's amenities and maintenance-and-inspection steps: each answers the whole
 * contract, as the other part edits do, so clients update their cache.
 */
export async function contractStepsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', ctx.authenticate);

  routePartEdit(app, ctx, {
    method: 'PUT',
    url: '/contracts/:id/amenities/',
    subject: contractSubject,
    summary: 'Amenities, and the furnishings and fixtures that come with the dwelling',
    body: contractAmenitiesInputSchema,
    edit: putAmenities,
  });
  routePartEdit(app, ctx, {
    method: 'PUT',
    url: '/contracts/:id/maintenance/',
    subject: contractSubject,
    summary: 'Upkeep the tenant takes on, and the move-in inspection (úttekt)',
    body: contractMaintenanceInputSchema,
    edit: putMaintenance,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/contracts/:id/amenity-suggestions/',
    {
      config: { access: { subject: contractSubject } },
      schema: {
        tags: ['rental contracts'],
        summary: 'The amenities of the listing the contract was made from',
        params: z.object({ id: dbIdParam }),
        response: { 200: amenitySuggestionsResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      return { results: await getAmenitySuggestions(ctx.db, row) };
    },
  );
}
