import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES, resolveRequestSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { requireForAll } from '../../http/access.js';
import { conflict, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import {
  listStaffPreApprovals,
  listStaffUpdateRequests,
  resolveOpenUpdateRequest,
  updateRequestExists,
} from './pre-approval-repository.js';
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
      const { rows, total } = await listStaffPreApprovals(
        ctx.db,
        status,
        { page, pageSize: page_size },
        now,
      );
      const cards = await loadProfileCards(
        ctx.db,
        rows.map((p) => p.profileId),
      );
      const results = rows.map((row) => ({
        ...preApprovalView(row, 'staff', { CREDIT_SCORE: 'PRIVATE', NET_INCOME: 'PRIVATE' }, now),
        kennitala: row.kennitala,
        profile: cards.get(row.profileId) ?? null,
      }));
      return toPage(request.url, page, page_size, total, results);
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
      const { rows, total } = await listStaffUpdateRequests(ctx.db, status, {
        page,
        pageSize: page_size,
      });
      const cards = await loadProfileCards(
        ctx.db,
        rows.map((q) => q.profileId),
      );
      const results = rows.map((q) => ({
        ...updateRequestView(q.request),
        profile: cards.get(q.profileId) ?? null,
      }));
      return toPage(request.url, page, page_size, total, results);
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
      const updated = await resolveOpenUpdateRequest(ctx.db, request.params.id, {
        note: request.body.note,
        resolvedBy: auth.user.id,
      });
      if (updated) return updateRequestView(updated);
      if (!(await updateRequestExists(ctx.db, request.params.id)))
        throw notFound('No such request.');
      throw conflict('The request is resolved already.', 'update_request_resolved');
    },
  );
}
