import { and, count, eq, inArray } from 'drizzle-orm';
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
  petPhotos,
  profileChildren,
  profileEducations,
  profileEmployers,
  profileInterests,
  profilePets,
} from '../../db/schema/index.js';
import { subjectOf } from '../../http/access.js';
import { conflict } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { touchProfile, usernameParams, ownProfile } from './profile-access.js';
import { sectionRow } from './section-access.js';
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
      const [existing] = await db
        .select()
        .from(profileInterests)
        .where(
          and(eq(profileInterests.profileId, profile.id), eq(profileInterests.interestTag, tag)),
        );
      if (existing) return interestView(existing);
      const [n] = await db
        .select({ value: count() })
        .from(profileInterests)
        .where(eq(profileInterests.profileId, profile.id));
      if ((n?.value ?? 0) >= MAX_INTERESTS)
        throw conflict(`At most ${MAX_INTERESTS} interests.`, 'too_many_interests');
      const [row] = await db
        .insert(profileInterests)
        .values({ profileId: profile.id, interestTag: tag })
        .returning();
      await touchProfile(db, profile.id);
      return reply.status(201).send(interestView(row!));
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
      await db
        .delete(profileInterests)
        .where(
          and(
            eq(profileInterests.profileId, profile.id),
            inArray(profileInterests.id, request.body.ids),
          ),
        );
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
      const [row] = await db
        .insert(profileChildren)
        .values({ profileId: profile.id, birthYear: birth_year, sharedCustody: shared_custody })
        .returning();
      await touchProfile(db, profile.id);
      return reply.status(201).send(childView(row!));
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
      const [row] = await db
        .update(profileChildren)
        .set({ birthYear: birth_year, sharedCustody: shared_custody })
        .where(eq(profileChildren.id, request.params.id))
        .returning();
      await touchProfile(db, profileId);
      return childView(row!);
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
      const [row] = await db
        .insert(profilePets)
        .values({ profileId: profile.id, ...request.body })
        .returning();
      await touchProfile(db, profile.id);
      return reply.status(201).send(petView(row!, []));
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
      const [row] =
        Object.keys(request.body).length > 0
          ? await db
              .update(profilePets)
              .set(request.body)
              .where(eq(profilePets.id, request.params.id))
              .returning()
          : await db.select().from(profilePets).where(eq(profilePets.id, request.params.id));
      const photos = await db
        .select()
        .from(petPhotos)
        .where(eq(petPhotos.petId, request.params.id))
        .orderBy(petPhotos.id);
      await touchProfile(db, profileId);
      return petView(row!, photos);
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
          const photos = await db
            .select()
            .from(petPhotos)
            .where(eq(petPhotos.petId, request.params.id));
          await Promise.all(photos.map((p) => ctx.storage.delete(p.storageKey)));
        }
        await db.delete(table).where(eq(table.id, request.params.id));
        await touchProfile(db, profileId);
        return reply.status(204).send();
      },
    );
  }
}
