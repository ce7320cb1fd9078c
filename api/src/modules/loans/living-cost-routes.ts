import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findLivingCostPeriod,
  livingCostReferenceCreateSchema,
  getIcelandicToday,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { conflict } from '../../http/errors.js';
import { recordStaffAction } from '../payments/billing-repository.js';
import {
  insertLivingCostReference,
  listLivingCostReferences,
  type LivingCostReferenceWithAuthor,
} from './living-cost.js';

const tags = ['loans'];

export const livingCostReferenceResponse = z.object({
  from: z.string(),
  first_adult: z.number().int(),
  other_adult: z.number().int(),
  per_child: z.number().int(),
  source: z.string(),
  is_verified: z.boolean(),
  /** The period the payment assessment uses today. */
  is_current: z.boolean(),
  created_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  created_at: z.string(),
});
const listResponse = z.object({ results: z.array(livingCostReferenceResponse) });

function toView(
  row: LivingCostReferenceWithAuthor,
  currentFrom: string | undefined,
): z.infer<typeof livingCostReferenceResponse> {
  return {
    from: row.from,
    first_adult: row.firstAdult,
    other_adult: row.otherAdult,
    per_child: row.perChild,
    source: row.source,
    is_verified: row.isVerified,
    is_current: row.from === currentFrom,
    created_by:
      row.createdById !== null && row.createdByName !== null
        ? { id: row.createdById, full_name: row.createdByName }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

async function listViews(ctx: AppContext) {
  const rows = await listLivingCostReferences(ctx.db);
  const current = findLivingCostPeriod(getIcelandicToday(), rows)?.from;
  return rows.map((row) => toView(row, current));
}

/**
 * The UMS living-cost reference per period (issue #18), which the loans' payment assessment
 * subtracts: staff read it and record each newly published set (checked figures, with their
 * source); a period is never changed afterwards, since assessments were made on it: a correction
 * is a new period. Every recording is in staff_finance_actions with who did it.
 */
export async function livingCostRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/admin/living-cost-references/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'The living-cost reference periods, newest first (staff)',
        response: { 200: listResponse },
      },
    },
    async () => ({ results: await listViews(ctx) }),
  );

  r.post(
    '/admin/living-cost-references/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: "Record UMS's published living-cost figures from a day on (staff)",
        body: livingCostReferenceCreateSchema,
        response: { 201: livingCostReferenceResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const staffId = getAuth(request).user.id;
      await ctx.db.transaction(async (tx) => {
        const row = await insertLivingCostReference(tx, {
          from: body.from,
          firstAdult: body.first_adult,
          otherAdult: body.other_adult,
          perChild: body.per_child,
          source: body.source,
          isVerified: true,
          createdById: staffId,
        });
        if (!row)
          throw conflict('A period starting on this day is already recorded.', 'period_exists', {
            from: 'validation.from_exists',
          });
        await recordStaffAction(tx, {
          staffId,
          action: 'create_living_cost_reference',
          reason: '',
          details: { from: body.from, after: { ...body } },
        });
      });
      const view = (await listViews(ctx)).find((v) => v.from === body.from)!;
      return reply.code(201).send(view);
    },
  );
}
