import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES, resolveRequestSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { creditScoreUpdateRequests, preApprovals } from '../../db/schema/index.js';
import { requireForAll } from '../../http/access.js';
import { conflict, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { updateRequestView } from './pre-approval-service.js';
import { preApprovalView } from './pre-approval-view.js';
import { loadProfileCards } from './profile-view.js';
import {
  creditScoreUpdateRequestResponse,
  staffCreditScoreUpdateRequestPageResponse,
  staffPreApprovalPageResponse,
} from './profile-schemas.js';

const tags = ['admin: pre-approvals'];

/** The back office: /admin/users/pre-approvals and /admin/users/credit-score-update-requests. */
export async function adminPreApprovalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  requireForAll(r, { role: 'staff' });

  r.get(
    '/admin/pre-approvals/',
    {
      schema: {
        tags,
        response: { 200: staffPreApprovalPageResponse },
        summary: 'Pre-approvals, newest first (?status=draft|committed|expired)',
        querystring: z.object({
          status: z
            .enum(['draft', 'committed', 'expired'], { error: 'validation.status' })
            .optional(),
          ...pageQuery(PAGE_SIZES.default),
        }),
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const now = new Date();
      const conditions: SQL[] = [];
      if (status === 'expired') conditions.push(lte(preApprovals.expiresAt, now));
      else if (status)
        conditions.push(eq(preApprovals.status, status), gt(preApprovals.expiresAt, now));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(preApprovals)
          .where(where)
          .orderBy(desc(preApprovals.updatedAt), desc(preApprovals.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        ctx.db.select({ value: count() }).from(preApprovals).where(where),
      ]);
      const cards = await loadProfileCards(
        ctx.db,
        rows.map((p) => p.profileId),
      );
      const results = rows.map((row) => ({
        ...preApprovalView(row, 'staff', { CREDIT_SCORE: 'PRIVATE', NET_INCOME: 'PRIVATE' }, now),
        kennitala: row.kennitala,
        profile: cards.get(row.profileId) ?? null,
      }));
      return toPage(request.url, page, page_size, total?.value ?? 0, results);
    },
  );

  r.get(
    '/admin/credit-score-update-requests/',
    {
      schema: {
        tags,
        response: { 200: staffCreditScoreUpdateRequestPageResponse },
        summary: 'Requests to update credit scores (?status=open|resolved)',
        querystring: z.object({
          status: z.enum(['open', 'resolved'], { error: 'validation.status' }).optional(),
          ...pageQuery(PAGE_SIZES.default),
        }),
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const where = status ? eq(creditScoreUpdateRequests.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select({ request: creditScoreUpdateRequests, profileId: preApprovals.profileId })
          .from(creditScoreUpdateRequests)
          .innerJoin(preApprovals, eq(preApprovals.id, creditScoreUpdateRequests.preApprovalId))
          .where(where)
          .orderBy(desc(creditScoreUpdateRequests.createdAt), desc(creditScoreUpdateRequests.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        ctx.db.select({ value: count() }).from(creditScoreUpdateRequests).where(where),
      ]);
      const cards = await loadProfileCards(
        ctx.db,
        rows.map((q) => q.profileId),
      );
      const results = rows.map((q) => ({
        ...updateRequestView(q.request),
        profile: cards.get(q.profileId) ?? null,
      }));
      return toPage(request.url, page, page_size, total?.value ?? 0, results);
    },
  );

  r.post(
    '/admin/credit-score-update-requests/:id/resolve/',
    {
      schema: {
        tags,
        response: { 200: creditScoreUpdateRequestResponse },
        summary: 'Resolve a request with a note',
        params: z.object({ id: dbIdParam }),
        body: resolveRequestSchema,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const [updated] = await ctx.db
        .update(creditScoreUpdateRequests)
        .set({
          status: 'resolved',
          resolutionNote: request.body.note,
          resolvedBy: auth.user.id,
          resolvedAt: new Date(),
        })
        .where(
          and(
            eq(creditScoreUpdateRequests.id, request.params.id),
            eq(creditScoreUpdateRequests.status, 'open'),
          ),
        )
        .returning();
      if (updated) return updateRequestView(updated);
      const [exists] = await ctx.db
        .select({ id: creditScoreUpdateRequests.id })
        .from(creditScoreUpdateRequests)
        .where(eq(creditScoreUpdateRequests.id, request.params.id));
      if (!exists) throw notFound('No such request.');
      throw conflict('The request is resolved already.', 'update_request_resolved');
    },
  );
}
