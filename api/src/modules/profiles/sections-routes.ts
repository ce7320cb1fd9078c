import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_INTERESTS,
  childSchema,
  childUpdateSchema,
  idsBodySchema,
  interestSchema,
  petSchema,
  petUpdateSchema,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import {
  profileChildren,
  profileEducations,
  profileEmployers,
  profilePets,
} from '../../db/schema/index.js';
import { subjectOf } from '../../http/access.js';
import { conflict } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { touchProfile, usernameParams, ownProfile } from './profile-access.js';
import { removeStoredFiles } from './profile-files.js';
import { sectionRow } from './section-access.js';
import {
  countInterests,
  deleteInterests,
  deleteSectionRow,
  findInterest,
  insertChild,
  insertInterest,
  insertPet,
  listPetPhotos,
  updateChild,
  updatePet,
} from './sections-repository.js';
import { childView, interestView, petView } from './section-views.js';
import { noContent } from '../../http/responses.js';
import { childResponse, interestResponse, petResponse } from './profile-schemas.js';

const tags = ['tenant profile sections'];
const idParams = z.object({ id: dbIdParam });

export async function sectionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const db = ctx.db;

  // Interests: POST one tag, DELETE several ids.
  r.post(
    '/tenant-profiles/:username/interests/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 200: interestResponse, 201: interestResponse },
        summary: 'Add an interest (interest_tag)',
        params: usernameParams,
        body: interestSchema,
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      const tag = request.body.interest_tag;
      const existing = await findInterest(db, profile.id, tag);
      if (existing) return interestView(existing);
      if ((await countInterests(db, profile.id)) >= MAX_INTERESTS)
        throw conflict(`At most ${MAX_INTERESTS} interests.`, 'too_many_interests');
      const row = await insertInterest(db, profile.id, tag);
      await touchProfile(db, profile.id);
      return reply.status(201).send(interestView(row));
    },
  );

  r.delete(
    '/tenant-profiles/:username/interests/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Remove interests (body: ids)',
        params: usernameParams,
        body: idsBodySchema,
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      await deleteInterests(db, profile.id, request.body.ids);
      await touchProfile(db, profile.id);
      return reply.status(204).send();
    },
  );

  // Children.
  r.post(
    '/tenant-profiles/:username/children/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 201: childResponse },
        summary: 'Add a child',
        params: usernameParams,
        body: childSchema,
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      const { birth_year, shared_custody } = request.body;
      const row = await insertChild(db, profile.id, {
        birthYear: birth_year,
        sharedCustody: shared_custody,
      });
      await touchProfile(db, profile.id);
      return reply.status(201).send(childView(row));
    },
  );
  r.patch(
    '/tenant-children/:id/',
    {
      config: { access: { subject: sectionRow(profileChildren, 'child') } },
      schema: {
        tags,
        response: { 200: childResponse },
        summary: 'Change a child',
        params: idParams,
        body: childUpdateSchema,
      },
    },
    async (request) => {
      const profileId = subjectOf(request, sectionRow(profileChildren, 'child'));
      const { birth_year, shared_custody } = request.body;
      const row = await updateChild(db, request.params.id, {
        birthYear: birth_year,
        sharedCustody: shared_custody,
      });
      await touchProfile(db, profileId);
      return childView(row);
    },
  );

  // Pets (photos in images-routes).
  r.post(
    '/tenant-profiles/:username/pets/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 201: petResponse },
        summary: 'Add a pet',
        params: usernameParams,
        body: petSchema,
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      const row = await insertPet(db, profile.id, request.body);
      await touchProfile(db, profile.id);
      return reply.status(201).send(petView(row, []));
    },
  );
  r.patch(
    '/tenant-pets/:id/',
    {
      config: { access: { subject: sectionRow(profilePets, 'pet') } },
      schema: {
        tags,
        response: { 200: petResponse },
        summary: 'Change a pet',
        params: idParams,
        body: petUpdateSchema,
      },
    },
    async (request) => {
      const profileId = subjectOf(request, sectionRow(profilePets, 'pet'));
      const row = await updatePet(db, request.params.id, request.body);
      const photos = await listPetPhotos(db, request.params.id);
      await touchProfile(db, profileId);
      return petView(row, photos);
    },
  );

  // Deletes, one shape for every section.
  const deletable = [
    ['/tenant-children/:id/', profileChildren, 'child'],
    ['/tenant-pets/:id/', profilePets, 'pet'],
    ['/tenant-employers/:id/', profileEmployers, 'employer'],
    ['/tenant-educations/:id/', profileEducations, 'education'],
  ] as const;
  for (const [path, table, what] of deletable) {
    r.delete(
      path,
      {
        config: { access: { subject: sectionRow(table, what) } },
        schema: {
          tags,
          response: { 204: noContent },
          summary: `Delete a ${what}`,
          params: idParams,
        },
      },
      async (request, reply) => {
        const profileId = subjectOf(request, sectionRow(table, what));
        if (table === profilePets) {
          const photos = await listPetPhotos(db, request.params.id);
          await removeStoredFiles(
            ctx.storage,
            photos.map((p) => p.storageKey),
          );
        }
        await deleteSectionRow(db, table, request.params.id);
        await touchProfile(db, profileId);
        return reply.status(204).send();
      },
    );
  }
}
