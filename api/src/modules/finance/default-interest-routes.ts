import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  basisPointsToPercent,
  checkDefaultInterestChange,
  defaultInterestFromSchema,
  defaultInterestRateCreateSchema,
  defaultInterestRateDeleteSchema,
  defaultInterestRatePatchSchema,
  findDefaultInterestPeriod,
  isDefaultInterestPeriodStarted,
  percentToBasisPoints,
  getIcelandicToday,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { noContent } from '../../http/responses.js';
import { recordStaffAction } from '../payments/billing-repository.js';
import {
  defaultInterestRateListResponse,
  defaultInterestRateResponse,
} from './default-interest-view.js';
import {
  deleteDefaultInterestRate,
  insertDefaultInterestRate,
  listDefaultInterestRates,
  lockAllDefaultInterestRates,
  lockDefaultInterestRate,
  updateDefaultInterestRate,
  type DefaultInterestRateRow,
  type DefaultInterestRateWithAuthor,
} from './default-interest-repository.js';

const tags = ['finance'];

type RateView = z.infer<typeof defaultInterestRateResponse>;

/** Iceland keeps UTC all year, so the UTC date is the Icelandic date. */

function toView(row: DefaultInterestRateWithAuthor, currentFrom: string | undefined): RateView {
  return {
    from: row.from,
    yearly_basis_points: row.yearlyBasisPoints,
    yearly_percent: basisPointsToPercent(row.yearlyBasisPoints),
    source: row.source,
    is_verified: row.isVerified,
    is_current: row.from === currentFrom,
    has_started: isDefaultInterestPeriodStarted(row.from, getIcelandicToday()),
    created_by:
      row.createdById !== null && row.createdByName !== null
        ? { id: row.createdById, full_name: row.createdByName }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function listViews(ctx: AppContext): Promise<RateView[]> {
  const rows = await listDefaultInterestRates(ctx.db);
  const current = findDefaultInterestPeriod(getIcelandicToday(), rows)?.from;
  return rows.map((row) => toView(row, current)).reverse();
}

async function viewOf(ctx: AppContext, from: string): Promise<RateView> {
  const view = (await listViews(ctx)).find((v) => v.from === from);
  if (!view) throw notFound('No default-interest period starts on this day.');
  return view;
}

/** The figures an audit record keeps of a period, before and after a change. */
const figures = (row: DefaultInterestRateRow | undefined) =>
  row
    ? {
        yearly_basis_points: row.yearlyBasisPoints,
        source: row.source,
        is_verified: row.isVerified,
      }
    : null;

function refuseUnless(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw badRequest('Invalid input.', fields);
}

/** Locks a period for a change, or answers 404. */
async function lockOrNotFound(tx: Tx, from: string): Promise<DefaultInterestRateRow> {
  const row = await lockDefaultInterestRate(tx, from);
  if (!row) throw notFound('No default-interest period starts on this day.');
  return row;
}

const fromParams = z.object({ from: defaultInterestFromSchema });

/**
 * The Central Bank's default-interest rates per period (issue #16): anyone signed in reads them
 * (landlords and tenants see which rate late rent carries); staff record, correct and remove
 * periods. The rule on history is in domain default-interest-schemas.ts: a started period needs a
 * reason, and every change is in staff_finance_actions with who, why and the figures before and
 * after. Interest already booked on a payment stays as booked.
 */
export async function defaultInterestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/default-interest-rates/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'The default-interest rate per period, newest first, with the one in force',
        response: { 200: defaultInterestRateListResponse },
      },
    },
    async () => ({ results: await listViews(ctx) }),
  );

  r.post(
    '/admin/default-interest-rates/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Record a published default-interest period (staff; a started one needs a reason)',
        body: defaultInterestRateCreateSchema,
        response: { 201: defaultInterestRateResponse },
      },
    },
    async (request, reply) => {
      const { from, yearly_percent, source, is_verified, reason } = request.body;
      refuseUnless(checkDefaultInterestChange({ from, today: getIcelandicToday(), reason }));
      const staffId = getAuth(request).user.id;
      await ctx.db.transaction(async (tx) => {
        const row = await insertDefaultInterestRate(tx, {
          from,
          yearlyBasisPoints: percentToBasisPoints(yearly_percent),
          source,
          isVerified: is_verified,
          createdById: staffId,
          updatedById: staffId,
        });
        if (!row)
          throw conflict('A period starting on this day is already recorded.', 'period_exists', {
            from: 'validation.default_interest_from_exists',
          });
        await recordStaffAction(tx, {
          staffId,
          action: 'create_default_interest_rate',
          reason: reason ?? '',
          details: { from, before: null, after: figures(row) },
        });
      });
      return reply.code(201).send(await viewOf(ctx, from));
    },
  );

  r.patch(
    '/admin/default-interest-rates/:from/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Correct a period’s rate, source or verification (staff; started: with a reason)',
        params: fromParams,
        body: defaultInterestRatePatchSchema,
        response: { 200: defaultInterestRateResponse },
      },
    },
    async (request) => {
      const { from } = request.params;
      const { yearly_percent, source, is_verified, reason } = request.body;
      const staffId = getAuth(request).user.id;
      await ctx.db.transaction(async (tx) => {
        const before = await lockOrNotFound(tx, from);
        refuseUnless(checkDefaultInterestChange({ from, today: getIcelandicToday(), reason }));
        const after = await updateDefaultInterestRate(tx, from, {
          ...(yearly_percent === undefined
            ? {}
            : { yearlyBasisPoints: percentToBasisPoints(yearly_percent) }),
          ...(source === undefined ? {} : { source }),
          ...(is_verified === undefined ? {} : { isVerified: is_verified }),
          updatedById: staffId,
        });
        await recordStaffAction(tx, {
          staffId,
          action: 'update_default_interest_rate',
          reason: reason ?? '',
          details: { from, before: figures(before), after: figures(after) },
        });
      });
      return viewOf(ctx, from);
    },
  );

  r.delete(
    '/admin/default-interest-rates/:from/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Remove a period (staff; a started one needs a reason; never the last one)',
        params: fromParams,
        body: defaultInterestRateDeleteSchema.nullish(),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { from } = request.params;
      const reason = request.body?.reason;
      const staffId = getAuth(request).user.id;
      await ctx.db.transaction(async (tx) => {
        // Every row locked: two removals at once cannot leave the table empty.
        const all = await lockAllDefaultInterestRates(tx);
        const before = await lockOrNotFound(tx, from);
        refuseUnless(checkDefaultInterestChange({ from, today: getIcelandicToday(), reason }));
        if (all.length <= 1)
          throw conflict(
            'The last default-interest period cannot be removed.',
            'last_default_interest_period',
          );
        await deleteDefaultInterestRate(tx, from);
        await recordStaffAction(tx, {
          staffId,
          action: 'delete_default_interest_rate',
          reason: reason ?? '',
          details: { from, before: figures(before), after: null },
        });
      });
      return reply.status(204).send();
    },
  );
}
