import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbIdParam } from '../../http/ids.js';
import { getAuth, type AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { canSee, getListingRow, likeListing, unlikeListing } from './listings-service.js';
import { likeResponse } from './listing-schemas.js';

const idParams = z.object({ id: dbIdParam });

/** Like and unlike; both are idempotent and keep the listing's like count. */
export async function likesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.post(
    '/listings/:id/like/',
    {
      schema: {
        tags: ['likes'],
        response: { 200: likeResponse },
        summary: 'Like a listing',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const listing = await getListingRow(ctx, request.params.id);
      if (!canSee(listing, auth)) throw notFound('No such listing.');
      await likeListing(ctx, auth.user.id, listing.id);
      return { id: listing.id, is_liked: true };
    },
  );

  r.delete(
    '/listings/:id/like/',
    {
      schema: {
        tags: ['likes'],
        response: { 200: likeResponse },
        summary: 'Unlike a listing',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const listing = await getListingRow(ctx, request.params.id);
      if (!canSee(listing, auth)) throw notFound('No such listing.');
      await unlikeListing(ctx, auth.user.id, listing.id);
      return { id: listing.id, is_liked: false };
    },
  );
}
