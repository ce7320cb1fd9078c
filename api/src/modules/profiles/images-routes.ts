import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_FILES } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { profilePets, type StoredImage } from '../../db/schema/index.js';
import { subjectOf } from '../../http/access.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { processUpload } from '../images/image-decoding.js';
import {
  assertProfileOwner,
  getProfileById,
  touchProfile,
  usernameParams,
  ownProfile,
} from './profile-access.js';
import { removeStoredFiles } from './profile-files.js';
import { replaceProfileImage } from './profile-repository.js';
import { sectionRow } from './section-access.js';
import {
  countPetPhotos,
  deletePetPhoto,
  findPetPhotoWithOwner,
  insertPetPhoto,
} from './sections-repository.js';
import { petPhotoView } from './section-views.js';
import { multipartLimits, readUpload } from './uploads.js';
import { noContent } from '../../http/responses.js';
import {
  coverPhotoResponse,
  petPhotoListResponse,
  profileImageListResponse,
} from './profile-schemas.js';

const tags = ['tenant profile images'];
const idParams = z.object({ id: dbIdParam });

/** Profile image, cover photo and pet photos: public images, served resized through /_ipx/. */
export async function imagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, multipartLimits);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  async function storeImage(prefix: string, data: Buffer): Promise<StoredImage> {
    const image = await processUpload(data);
    const key = `${prefix}/${randomUUID()}.jpg`;
    await ctx.storage.put(key, image.data, 'image/jpeg');
    return { key, width: image.width, height: image.height, placeholder: image.placeholder };
  }

  async function replaceImage(
    profileId: number,
    column: 'profileImage' | 'coverImage',
    image: StoredImage | null,
  ) {
    const previous = await replaceProfileImage(ctx.db, profileId, column, image);
    if (previous) await removeStoredFiles(ctx.storage, [previous.key]);
  }

  r.post(
    '/profiles/:id/images/',
    {
      schema: {
        tags,
        response: { 201: profileImageListResponse },
        summary: 'Set the profile image (multipart, field "file"); answers a success list',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const profile = await getProfileById(ctx.db, request.params.id);
      assertProfileOwner(auth, profile);
      const upload = await readUpload(request, 1);
      const image = await storeImage(`profiles/${profile.id}`, upload.files[0]!.data);
      await replaceImage(profile.id, 'profileImage', image);
      return reply.status(201).send({ results: [image] });
    },
  );

  r.post(
    '/tenant-profiles/:username/cover-photo/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 201: coverPhotoResponse },
        summary: 'Set the cover photo (multipart, field "file")',
        params: usernameParams,
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      const upload = await readUpload(request, 1);
      const image = await storeImage(`profiles/${profile.id}`, upload.files[0]!.data);
      await replaceImage(profile.id, 'coverImage', image);
      return reply.status(201).send({ image });
    },
  );

  r.delete(
    '/tenant-profiles/:username/cover-photo/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Remove the cover photo',
        params: usernameParams,
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      await replaceImage(profile.id, 'coverImage', null);
      return reply.status(204).send();
    },
  );

  r.post(
    '/tenant-pets/:id/photos/',
    {
      config: { access: { subject: sectionRow(profilePets, 'pet') } },
      schema: {
        tags,
        response: { 201: petPhotoListResponse },
        summary: 'Add photos of a pet (multipart, field "file"); answers a success list',
        params: idParams,
      },
    },
    async (request, reply) => {
      const profileId = subjectOf(request, sectionRow(profilePets, 'pet'));
      const upload = await readUpload(request, PROFILE_FILES.maxFilesPerUpload);
      const existing = await countPetPhotos(ctx.db, request.params.id);
      if (existing + upload.files.length > PROFILE_FILES.maxPetPhotos)
        throw conflict(`At most ${PROFILE_FILES.maxPetPhotos} photos of a pet.`, 'too_many_photos');
      const created = [];
      for (const file of upload.files) {
        const image = await storeImage(`profiles/${profileId}/pets`, file.data);
        const row = await insertPetPhoto(ctx.db, {
          petId: request.params.id,
          storageKey: image.key,
          width: image.width,
          height: image.height,
          placeholder: image.placeholder,
        });
        created.push(petPhotoView(row));
      }
      await touchProfile(ctx.db, profileId);
      return reply.status(201).send({ results: created });
    },
  );

  r.delete(
    '/tenant-pet-photos/:id/',
    {
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Delete a photo of a pet',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = await findPetPhotoWithOwner(ctx.db, request.params.id);
      if (!row) throw notFound('No such photo.');
      if (row.userId !== auth.user.id) throw forbidden('Only the owner may change this profile.');
      await deletePetPhoto(ctx.db, row.photo.id);
      await removeStoredFiles(ctx.storage, [row.photo.storageKey]);
      await touchProfile(ctx.db, row.profileId);
      return reply.status(204).send();
    },
  );
}
