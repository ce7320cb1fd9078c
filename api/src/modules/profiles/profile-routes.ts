import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentlyBasedSchema, profileUpdateSchema, searchInstitutions } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { badRequest } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { idsQuery } from '../../http/pagination.js';
import { selfAccount } from '../users/access.js';
import {
  getProfileByUsername,
  getProfileOfUser,
  readerOf,
  readersOf,
  usernameParams,
  ownProfile,
} from './profile-access.js';
import {
  findProfileById,
  listProfilesByIds,
  listTenantProfiles,
  updateProfile,
} from './profile-repository.js';
import { loadCompletions, loadProfileView, loadProfileViews } from './profile-view.js';
import {
  averageCompletionResponse,
  institutionListResponse,
  placeListResponse,
  profileCompletionResponse,
  profileListResponse,
  profileResponse,
} from './profile-schemas.js';

const tags = ['tenant profiles'];
const searchQuery = (key: string) =>
  z.object({ [key]: z.string().trim().max(100, { error: 'validation.query' }).default('') });

export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownView = async (profileId: number) =>
    loadProfileView(ctx.db, (await findProfileById(ctx.db, profileId))!, 'owner');

  r.get(
    '/tenant-profiles/',
    {
      onRequest: ctx.authenticateOptional,
      schema: {
        tags,
        response: { 200: profileListResponse },
        summary: 'Profiles by id (?ids=1,2,3), as the caller may see them',
        querystring: z.object({ ids: idsQuery }),
      },
    },
    async (request) => {
      const rows = await listProfilesByIds(ctx.db, request.query.ids);
      const readers = await readersOf(ctx.db, rows, request.auth);
      return { results: await loadProfileViews(ctx.db, rows, readers) };
    },
  );

  r.get(
    '/tenant-profiles/average-profile-completion/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 200: averageCompletionResponse },
        summary: 'The average completion across tenants',
      },
    },
    async () => {
      const completions = await loadCompletions(ctx.db, await listTenantProfiles(ctx.db));
      const total = completions.reduce((sum, c) => sum + c.percentage, 0);
      return {
        average_profile_completion: completions.length ? Math.round(total / completions.length) : 0,
        profiles_count: completions.length,
      };
    },
  );

  r.get(
    '/tenant-profiles/:username/',
    {
      onRequest: ctx.authenticateOptional,
      schema: {
        tags,
        response: { 200: profileResponse },
        summary: 'A rental profile as the caller may see it (visibility applied)',
        params: usernameParams,
      },
    },
    async (request) => {
      const profile = await getProfileByUsername(ctx.db, request.params.username);
      return loadProfileView(ctx.db, profile, await readerOf(ctx.db, profile, request.auth));
    },
  );

  r.get(
    '/tenant-profiles/:username/profile-completion/',
    {
      onRequest: ctx.authenticateOptional,
      schema: {
        tags,
        response: { 200: profileCompletionResponse },
        summary: 'The completion percentage and the missing fields',
        params: usernameParams,
      },
    },
    async (request) => {
      const profile = await getProfileByUsername(ctx.db, request.params.username);
      const view = await loadProfileView(
        ctx.db,
        profile,
        await readerOf(ctx.db, profile, request.auth),
      );
      return {
        profile_completion_percentage: view.profile_completion_percentage,
        profile_completion_fields: view.profile_completion_fields,
      };
    },
  );

  r.patch(
    '/users/:id/profile/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 200: profileResponse },
        summary: 'Update the profile (about, is_smoker)',
        params: z.object({ id: dbIdParam }),
        body: profileUpdateSchema,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const profile = await getProfileOfUser(ctx.db, auth.user.id);
      const { about, is_smoker } = request.body;
      await updateProfile(ctx.db, profile.id, {
        ...(about !== undefined ? { about: about || null } : {}),
        ...(is_smoker !== undefined ? { isSmoker: is_smoker } : {}),
      });
      return ownView(profile.id);
    },
  );

  r.get(
    '/educational-institutions/',
    {
      schema: {
        tags,
        response: { 200: institutionListResponse },
        summary: 'Icelandic universities and upper-secondary schools (accents forgiven)',
        querystring: searchQuery('q'),
      },
    },
    async (request) => ({ results: searchInstitutions(String(request.query['q'] ?? ''), 20) }),
  );

  r.get(
    '/currently-based-suggestions/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 200: placeListResponse },
        summary: 'Towns and Reykjavík neighbourhoods from the places provider',
        querystring: searchQuery('query'),
      },
    },
    async (request) => ({
      results: await ctx.providers.places.suggest(String(request.query['query'] ?? ''), 10),
    }),
  );

  r.post(
    '/tenant-profiles/:username/currently-based/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 200: profileResponse },
        summary: 'Set where the tenant is currently based (place_id)',
        params: usernameParams,
        body: currentlyBasedSchema,
      },
    },
    async (request) => {
      const profile = subjectOf(request, ownProfile);
      const place = await ctx.providers.places.getPlace(request.body.place_id);
      if (!place) throw badRequest('No such place.', { place_id: 'validation.place_id' });
      await updateProfile(ctx.db, profile.id, {
        currentlyBasedPlaceId: place.place_id,
        currentlyBasedName: place.name,
      });
      return ownView(profile.id);
    },
  );

  r.delete(
    '/tenant-profiles/:username/currently-based/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 200: profileResponse },
        summary: 'Clear where the tenant is based',
        params: usernameParams,
      },
    },
    async (request) => {
      const profile = subjectOf(request, ownProfile);
      await updateProfile(ctx.db, profile.id, {
        currentlyBasedPlaceId: null,
        currentlyBasedName: null,
      });
      return ownView(profile.id);
    },
  );
}
