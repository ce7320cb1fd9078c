import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTING_PHOTOS, dbIdSchema } from '@leiga/domain';
import { dbIdParam } from '../../http/ids.js';
import { getAuth, type AppContext } from '../../context.js';
import { defineSubject, subjectOf } from '../../http/access.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { processUpload } from '../images/image-decoding.js';
import { requestListingCheck } from '../listing-checks/check-requests.js';
import { insertPhotoHash } from '../listing-checks/listing-checks-repository.js';
import { computePhotoHash } from '../listing-checks/photo-hashing.js';
import { photoView } from './listing-view.js';
import { deleteUnreferencedPhotoFiles } from './photo-files.js';
import {
  addPhoto,
  makeCover,
  removePhoto,
  reorderPhotos,
  tooManyPhotos,
} from './photo-positions.js';
import {
  countPhotosOfListing,
  findPhotoWithListing,
  listPhotosOfListing,
} from './listing-photos-repository.js';
import { touchListing } from './listings-repository.js';
import { canSee, getOwnListing, ownListing } from './listings-service.js';
import { noContent } from '../../http/responses.js';
import { listingPhotoResponse, photoListResponse } from './listing-schemas.js';

const tags = ['listing photos'];

/** A photo for its listing's landlord to change: 404 unless its listing is visible, else 403. */
const ownPhoto = defineSubject('listing photo', 'id', dbIdParam, async (ctx, auth, photoId) => {
  const row = await findPhotoWithListing(ctx.db, photoId);
  if (!row || !canSee(row.listing, auth)) throw notFound('No such photo.');
  if (row.listing.ownerId !== auth.user.id)
    throw forbidden('Only the landlord of this listing may change it.');
  return row.photo;
});
const idParams = z.object({ id: dbIdParam });

/** Other photos change a listing's fraud check (the check itself passes over drafts). */
async function requestPhotoCheck(ctx: AppContext, listingId: number): Promise<void> {
  await requestListingCheck(ctx.db, listingId);
  void ctx.events.kick();
}

export async function photosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: LISTING_PHOTOS.maxBytes, files: 10, fields: 5, parts: 15 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

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
      // A quick refusal before any image is read; addPhoto decides under the listing's lock.
      if ((await countPhotosOfListing(ctx.db, listing.id)) >= LISTING_PHOTOS.max)
        throw tooManyPhotos();
      const created = [];
      for await (const part of request.files()) {
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
        const hash = await computePhotoHash(image.data);
        const key = `listings/${listing.id}/${randomUUID()}.jpg`;
        await ctx.storage.put(key, image.data, 'image/jpeg');
        const row = await addPhoto(ctx.db, listing.id, {
          storageKey: key,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          placeholder: image.placeholder,
        }).catch(async (error: unknown) => {
          // Refused (the listing filled up meanwhile): the stored file has no row to show it.
          await ctx.storage.delete(key);
          throw error;
        });
        await insertPhotoHash(ctx.db, row.id, hash);
        created.push(row);
      }
      if (created.length === 0)
        throw badRequest('Choose at least one photo.', { file: 'validation.required' });
      await touchListing(ctx.db, listing.id);
      await requestPhotoCheck(ctx, listing.id);
      return reply.status(201).send({ results: created.map(photoView) });
    },
  );

  r.put(
    '/listings/:id/photos/order/',
    {
      config: { access: { subject: ownListing } },
      schema: {
        tags,
        response: { 200: photoListResponse },
        summary: 'Reorder photos: every photo id, in the new order',
        params: idParams,
        body: z.object({ ids: z.array(dbIdSchema()).max(LISTING_PHOTOS.max) }),
      },
    },
    async (request) => {
      const listing = subjectOf(request, ownListing);
      const current = await listPhotosOfListing(ctx.db, listing.id);
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
      await reorderPhotos(ctx.db, ids);
      return { results: (await listPhotosOfListing(ctx.db, listing.id)).map(photoView) };
    },
  );

  r.patch(
    '/listing-photos/:id/',
    {
      config: { access: { subject: ownPhoto } },
      schema: {
        tags,
        response: { 200: listingPhotoResponse },
        summary: 'Make a photo the cover',
        params: idParams,
        body: z.object({ is_cover: z.literal(true) }).strict(),
      },
    },
    async (request) => {
      const photo = subjectOf(request, ownPhoto);
      await makeCover(ctx.db, photo);
      return photoView({ ...photo, isCover: true });
    },
  );

  r.delete(
    '/listing-photos/:id/',
    {
      config: { access: { subject: ownPhoto } },
      schema: { tags, response: { 204: noContent }, summary: 'Delete a photo', params: idParams },
    },
    async (request, reply) => {
      const photo = subjectOf(request, ownPhoto);
      await removePhoto(ctx.db, photo);
      await deleteUnreferencedPhotoFiles(ctx, [photo.storageKey]);
      await requestPhotoCheck(ctx, photo.listingId);
      return reply.status(204).send();
    },
  );
}
