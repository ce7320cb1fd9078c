import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTING_PHOTOS } from '@leiga/domain';
import { getAuth, type AppContext, type Auth } from '../../context.js';
import { listingPhotos, listings } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { processUpload } from '../images/image-decoding.js';
import { photoView } from './listing-view.js';
import { deleteUnreferencedPhotoFiles } from './photo-files.js';
import { getOwnListing } from './listings-service.js';
import { noContent } from '../../http/responses.js';
import { listingPhotoResponse, photoListResponse } from './listing-schemas.js';

const tags = ['listing photos'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function photosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: LISTING_PHOTOS.maxBytes, files: 10, fields: 5, parts: 15 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  async function ownPhoto(auth: Auth, photoId: number) {
    const [row] = await ctx.db
      .select({ photo: listingPhotos, ownerId: listings.ownerId })
      .from(listingPhotos)
      .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
      .where(eq(listingPhotos.id, photoId))
      .limit(1);
    if (!row || row.ownerId !== auth.user.id) throw notFound('No such photo.');
    return row.photo;
  }

  const listPhotos = (listingId: number) =>
    ctx.db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));

  r.post(
    '/listings/:id/photos/',
    {
      schema: {
        tags,
        response: { 201: photoListResponse },
        summary: 'Upload photos (multipart, field "file", JPEG/PNG/WebP/HEIC ≤ 10 MB)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const listing = await getOwnListing(ctx, auth, request.params.id);
      if (!request.isMultipart())
        throw badRequest('Send the photos as multipart/form-data.', {
          file: 'validation.required',
        });
      const [existing] = await ctx.db
        .select({ value: count() })
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, listing.id));
      let position = existing?.value ?? 0;
      const created = [];
      for await (const part of request.files()) {
        if (position >= LISTING_PHOTOS.max)
          throw conflict(`At most ${LISTING_PHOTOS.max} photos per listing.`, 'too_many_photos');
        const bytes = await part.toBuffer().catch(() => {
          throw badRequest(
            'The photo is larger than 10 MB.',
            { file: 'validation.image_size' },
            'image_too_big',
          );
        });
        if (part.file.truncated)
          throw badRequest(
            'The photo is larger than 10 MB.',
            { file: 'validation.image_size' },
            'image_too_big',
          );
        const image = await processUpload(bytes);
        const key = `listings/${listing.id}/${randomUUID()}.jpg`;
        await ctx.storage.put(key, image.data, 'image/jpeg');
        const [row] = await ctx.db
          .insert(listingPhotos)
          .values({
            listingId: listing.id,
            storageKey: key,
            width: image.width,
            height: image.height,
            bytes: image.data.length,
            position,
            isCover: position === 0,
            placeholder: image.placeholder,
          })
          .returning();
        created.push(row!);
        position += 1;
      }
      if (created.length === 0)
        throw badRequest('Choose at least one photo.', { file: 'validation.required' });
      await ctx.db
        .update(listings)
        .set({ updatedAt: new Date() })
        .where(eq(listings.id, listing.id));
      return reply.status(201).send({ results: created.map(photoView) });
    },
  );

  r.put(
    '/listings/:id/photos/order/',
    {
      schema: {
        tags,
        response: { 200: photoListResponse },
        summary: 'Reorder photos: every photo id, in the new order',
        params: idParams,
        body: z.object({ ids: z.array(z.number().int().positive()).max(LISTING_PHOTOS.max) }),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const listing = await getOwnListing(ctx, auth, request.params.id);
      const current = await listPhotos(listing.id);
      const ids = request.body.ids;
      if (
        ids.length !== current.length ||
        new Set(ids).size !== ids.length ||
        !current.every((p) => ids.includes(p.id))
      ) {
        throw badRequest('Send every photo of the listing exactly once.', {
          ids: 'validation.photo_order',
        });
      }
      await ctx.db.transaction(async (tx) => {
        for (const [index, id] of ids.entries())
          await tx.update(listingPhotos).set({ position: index }).where(eq(listingPhotos.id, id));
      });
      return { results: (await listPhotos(listing.id)).map(photoView) };
    },
  );

  r.patch(
    '/listing-photos/:id/',
    {
      schema: {
        tags,
        response: { 200: listingPhotoResponse },
        summary: 'Make a photo the cover',
        params: idParams,
        body: z.object({ is_cover: z.literal(true) }).strict(),
      },
    },
    async (request) => {
      const photo = await ownPhoto(getAuth(request), request.params.id);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(listingPhotos)
          .set({ isCover: sql`${listingPhotos.id} = ${photo.id}` })
          .where(eq(listingPhotos.listingId, photo.listingId));
      });
      return photoView({ ...photo, isCover: true });
    },
  );

  r.delete(
    '/listing-photos/:id/',
    { schema: { tags, response: { 204: noContent }, summary: 'Delete a photo', params: idParams } },
    async (request, reply) => {
      const photo = await ownPhoto(getAuth(request), request.params.id);
      await ctx.db.delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
      const rest = await listPhotos(photo.listingId);
      // Keep positions dense and a cover chosen.
      await ctx.db.transaction(async (tx) => {
        for (const [index, p] of rest.entries()) {
          await tx
            .update(listingPhotos)
            .set({ position: index, isCover: photo.isCover ? index === 0 : p.isCover })
            .where(eq(listingPhotos.id, p.id));
        }
      });
      await deleteUnreferencedPhotoFiles(ctx, [photo.storageKey]);
      return reply.status(204).send();
    },
  );
}
