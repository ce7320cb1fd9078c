import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_SIZES,
  indexValueCreateSchema,
  indexValuePatchSchema,
  monthKeySchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { conflict, notFound } from '../../http/errors.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { reindexOpenSchedules } from '../payments/reindex-service.js';
import { indexValueListResponse, indexValueResponse } from './finance-schemas.js';
import {
  findIndexValue,
  insertIndexValue,
  listIndexValues,
  updateIndexValue,
  type IndexValueWithAuthor,
} from './index-values-repository.js';

const tags = ['finance'];

function toIndexValueView(row: IndexValueWithAuthor) {
  return {
    month_key: row.monthKey,
    value: row.value,
    source: row.source,
    created_by:
      row.createdById !== null && row.createdByName !== null
        ? { id: row.createdById, full_name: row.createdByName }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Open items of indexed leases follow a new or corrected month at once (issue #16). */
const reindex = (ctx: AppContext) =>
  reindexOpenSchedules(ctx.db, ctx.providers.priceIndex, new Date().toISOString().slice(0, 10));

async function loadView(ctx: AppContext, month: string) {
  const row = await findIndexValue(ctx.db, month);
  if (!row) throw notFound('No index value for this month.');
  return toIndexValueView(row);
}

/**
 * The CPI (vísitala neysluverðs) per month, the index provider's table: anyone signed in reads
 * it (the wizard offers its months as the base); staff add and correct values (`/admin`).
 */
export async function indexValuesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/index-values/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'The consumer price index per month, newest first, a page at a time',
        querystring: z.object(pageQuery(PAGE_SIZES.indexValues)),
        response: { 200: indexValueListResponse },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { rows, total } = await listIndexValues(ctx.db, { page, pageSize: page_size });
      return toPage(request.url, page, page_size, total, rows.map(toIndexValueView));
    },
  );

  r.post(
    '/index-values/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Record a month’s published index value (staff)',
        body: indexValueCreateSchema,
        response: { 201: indexValueResponse },
      },
    },
    async (request, reply) => {
      const { month_key, value, source } = request.body;
      const row = await insertIndexValue(ctx.db, {
        monthKey: month_key,
        value,
        source,
        createdById: getAuth(request).user.id,
      });
      if (!row)
        throw conflict('This month already has a value.', 'index_month_exists', {
          month_key: 'validation.index_month_exists',
        });
      await reindex(ctx);
      return reply.code(201).send(await loadView(ctx, month_key));
    },
  );

  r.patch(
    '/index-values/:month/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Correct a month’s value or its source (staff)',
        params: z.object({ month: monthKeySchema }),
        body: indexValuePatchSchema,
        response: { 200: indexValueResponse },
      },
    },
    async (request) => {
      const updated = await updateIndexValue(ctx.db, request.params.month, request.body);
      if (!updated) throw notFound('No index value for this month.');
      await reindex(ctx);
      return loadView(ctx, request.params.month);
    },
  );
}
