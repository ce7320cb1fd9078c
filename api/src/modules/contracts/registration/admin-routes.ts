import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HMS_SUBMISSION_STATUSES, PAGE_SIZES } from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { requireForAll } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { pageQuery, toPage } from '../../../http/pagination.js';
import { resubmitSubmission } from './requests-service.js';
import { submissionDetailResponse, submissionPageResponse } from './submission-schemas.js';
import { loadSubmissionDetail, loadSubmissionViews } from './submission-view.js';
import { findSubmission, pageSubmissions } from './submissions-repository.js';

const tags = ['admin: HMS registration'];
const params = z.object({ id: dbIdParam });

/** The back office's HMS submissions: every one, its attempts, and resubmit. */
export async function hmsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  requireForAll(r, { role: 'staff' });

  r.get(
    '/admin/hms-submissions/',
    {
      schema: {
        tags,
        summary: 'HMS submissions, newest first, with the contract’s address and parties',
        querystring: z.object({
          status: z.enum(HMS_SUBMISSION_STATUSES, { error: 'validation.invalid' }).optional(),
          ...pageQuery(PAGE_SIZES.contracts),
        }),
        response: { 200: submissionPageResponse },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const { total, rows } = await pageSubmissions(ctx.db, { status, page, pageSize: page_size });
      return toPage(request.url, page, page_size, total, await loadSubmissionViews(ctx.db, rows));
    },
  );

  r.get(
    '/admin/hms-submissions/:id/',
    {
      schema: {
        tags,
        summary: 'One submission with every attempt and the lease it sends',
        params,
        response: { 200: submissionDetailResponse },
      },
    },
    async (request) => {
      const row = await findSubmission(ctx.db, request.params.id);
      if (!row) throw notFound('This HMS submission was not found.');
      return loadSubmissionDetail(ctx.db, row);
    },
  );

  r.post(
    '/admin/hms-submissions/:id/resubmit/',
    {
      schema: {
        tags,
        summary: 'Send again with a fresh retry budget (409 when registered or being sent)',
        params,
        response: { 200: submissionDetailResponse },
      },
    },
    async (request) => {
      const row = await resubmitSubmission(ctx, getAuth(request), request.params.id);
      return loadSubmissionDetail(ctx.db, row);
    },
  );
}
