import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTING_SORTS, PAGE_SIZES, compactFilters, listingSearchSchema } from '@leiga/domain';
import { dbIdParam } from '../../http/ids.js';
import { getAuth, type AppContext } from '../../context.js';
import { defineSubject, subjectOf } from '../../http/access.js';
import { conflict, notFound } from '../../http/errors.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { noContent } from '../../http/responses.js';
import { savedSearchPageResponse, savedSearchResponse } from './listing-schemas.js';
import {
  countSavedSearchesOfUser,
  deleteSavedSearch,
  findSavedSearchOfUser,
  insertSavedSearch,
  pageSavedSearchesOfUser,
  updateSavedSearch,
  type SavedSearchRow,
} from './saved-searches-repository.js';

const tags = ['saved searches'];
const idParams = z.object({ id: dbIdParam });
const MAX_SAVED = 20;
/** What a saved search keeps: the filters, without paging. */
const savedFilters = listingSearchSchema
  .omit({ page: true, page_size: true, sort: true })
  .partial()
  .extend({ sort: z.enum(LISTING_SORTS).optional() });
const nameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(80, { error: 'validation.name_length' });

/** One of the caller's saved searches; nobody else's is seen (404). */
const ownSavedSearch = defineSubject(
  'saved search',
  'id',
  dbIdParam,
  async (ctx, auth, id): Promise<SavedSearchRow> => {
    const row = await findSavedSearchOfUser(ctx.db, auth.user.id, id);
    if (!row) throw notFound('No such saved search.');
    return row;
  },
);
const view = (s: SavedSearchRow) => ({
  id: s.id,
  name: s.name,
  filters: s.filters,
  is_alert_enabled: s.isAlertEnabled,
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

export async function savedSearchesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/saved-searches/',
    {
      schema: {
        tags,
        response: { 200: savedSearchPageResponse },
        summary: 'My saved searches',
        querystring: z.object(pageQuery(PAGE_SIZES.default)),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const { page, page_size } = request.query;
      const { rows, total } = await pageSavedSearchesOfUser(ctx.db, auth.user.id, {
        page,
        pageSize: page_size,
      });
      return toPage(request.url, page, page_size, total, rows.map(view));
    },
  );

  r.post(
    '/saved-searches/',
    {
      schema: {
        tags,
        response: { 201: savedSearchResponse },
        summary: 'Save a search',
        body: z.object({
          name: nameSchema,
          filters: savedFilters,
          is_alert_enabled: z.boolean().default(true),
        }),
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      if ((await countSavedSearchesOfUser(ctx.db, auth.user.id)) >= MAX_SAVED)
        throw conflict(`At most ${MAX_SAVED} saved searches.`, 'too_many_saved_searches');
      const row = await insertSavedSearch(ctx.db, {
        userId: auth.user.id,
        name: request.body.name,
        filters: compactFilters(request.body.filters),
        isAlertEnabled: request.body.is_alert_enabled,
      });
      return reply.status(201).send(view(row));
    },
  );

  r.patch(
    '/saved-searches/:id/',
    {
      config: { access: { subject: ownSavedSearch } },
      schema: {
        tags,
        response: { 200: savedSearchResponse },
        summary: 'Rename, change filters or alerts',
        params: idParams,
        body: z
          .object({ name: nameSchema, filters: savedFilters, is_alert_enabled: z.boolean() })
          .partial()
          .strict(),
      },
    },
    async (request) => {
      const row = subjectOf(request, ownSavedSearch);
      const { name, filters, is_alert_enabled } = request.body;
      const updated = await updateSavedSearch(ctx.db, row.id, {
        ...(name !== undefined ? { name } : {}),
        ...(filters !== undefined ? { filters: compactFilters(filters) } : {}),
        ...(is_alert_enabled !== undefined ? { isAlertEnabled: is_alert_enabled } : {}),
        updatedAt: new Date(),
      });
      return view(updated);
    },
  );

  r.delete(
    '/saved-searches/:id/',
    {
      config: { access: { subject: ownSavedSearch } },
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Delete a saved search',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = subjectOf(request, ownSavedSearch);
      await deleteSavedSearch(ctx.db, row.id);
      return reply.status(204).send();
    },
  );
}
