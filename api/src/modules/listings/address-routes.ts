import { addressLookupSchema } from '@leiga/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';

/** The listing wizard's address lookup: street, number and postal code to a place on the map. */
export async function addressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/address-lookup/',
    {
      schema: {
        tags: ['listings'],
        summary: 'Coordinates of an Icelandic address, from the places provider',
        description:
          'precision is `address` for the house itself, `postal_code` when only the postal ' +
          "code's area is known (the pin then needs moving). 404 when neither is known.",
        querystring: addressLookupSchema,
      },
    },
    async (request) => {
      const match = await ctx.providers.places.lookupAddress(request.query);
      if (!match) throw notFound('No such address.');
      return match;
    },
  );
}
