import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GUARANTEE_PAGE_SIZE, assessGuaranteeSchema, createGuaranteeSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import {
  listAssessments,
  listGuarantees,
  type GuaranteeListScope,
  type GuaranteeRow,
  invitedRolesOf,
} from './guarantees-repository.js';
import {
  assessmentListResponse,
  guaranteePageResponse,
  guaranteeResponse,
} from './guarantees-schemas.js';
import {
  assessGuarantee,
  createGuarantee,
  ownGuarantee,
  readableGuarantee,
  type GuaranteeRole,
} from './guarantees-service.js';
import { assessmentView, guaranteeView } from './guarantees-view.js';
import { settleGuaranteeTimelines } from './lifecycle/timeline.js';

const tags = ['rental guarantees'];
const idParams = z.object({ id: dbIdParam });
const listQuery = z.object(pageQuery(GUARANTEE_PAGE_SIZE));

/** Rental guarantees (issue #18): apply, read, list, and the credit assessment. */
export async function guaranteesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  const page = async (
    url: string,
    q: z.infer<typeof listQuery>,
    scope: GuaranteeListScope,
    roleOf: (rows: readonly GuaranteeRow[]) => Promise<(row: GuaranteeRow) => GuaranteeRole>,
  ) => {
    const { count, rows } = await listGuarantees(ctx.db, scope, q.page, q.page_size);
    const [settled, role] = await Promise.all([
      settleGuaranteeTimelines(ctx, rows),
      roleOf(rows.map((g) => g.row)),
    ]);
    const results = settled.map((g) => guaranteeView({ ...g, role: role(g.row) }));
    return toPage(url, q.page, q.page_size, count, results);
  };

  r.post(
    '/rental-guarantees/',
    {
      config: { access: { role: 'tenant' }, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Apply for a guarantee: for one of my contracts, or a planned lease with its rent',
        body: createGuaranteeSchema,
        response: { 201: guaranteeResponse },
      },
    },
    async (request, reply) => {
      const created = await createGuarantee(ctx, getAuth(request), request.body);
      return reply.status(201).send(guaranteeView(created));
    },
  );

  r.get(
    '/rental-guarantees/',
    {
      config: { access: { role: 'tenant' } },
      schema: {
        tags,
        summary: 'My guarantees as the tenant or a co-applicant, newest first',
        querystring: listQuery,
        response: { 200: guaranteePageResponse },
      },
    },
    async (request) => {
      const me = getAuth(request).user.id;
      // Guarantees of others on this page: one query says co-applicant or guarantor for each.
      return page(request.url, request.query, { tenantId: me }, async (rows) => {
        const others = rows.filter((row) => row.tenantId !== me).map((row) => row.id);
        const invited = await invitedRolesOf(ctx.db, others, me);
        return (row) =>
          row.tenantId === me ? 'principal' : (invited.get(row.id) ?? 'co_applicant');
      });
    },
  );

  r.get(
    '/landlords/rental-guarantees/',
    {
      config: { access: { role: 'landlord' } },
      schema: {
        tags,
        summary: 'Guarantees on the contracts I am the landlord of, newest first',
        querystring: listQuery,
        response: { 200: guaranteePageResponse },
      },
    },
    async (request) =>
      page(
        request.url,
        request.query,
        { landlord: getAuth(request).user },
        async () => () => 'obligee',
      ),
  );

  r.get(
    '/rental-guarantees/:id/',
    {
      config: { access: { subject: readableGuarantee } },
      schema: {
        tags,
        summary: 'One guarantee (its tenant, the landlord of its contract, staff)',
        params: idParams,
        response: { 200: guaranteeResponse },
      },
    },
    async (request) => guaranteeView(subjectOf(request, readableGuarantee)),
  );

  r.post(
    '/rental-guarantees/:id/assess/',
    {
      config: { access: { subject: ownGuarantee }, idempotency: { required: false } },
      schema: {
        tags,
        summary:
          'Run the credit assessment (consent: true records my consent to credit checks) and decide',
        params: idParams,
        body: assessGuaranteeSchema,
        response: { 200: guaranteeResponse },
      },
    },
    async (request) =>
      guaranteeView(
        await assessGuarantee(
          ctx,
          getAuth(request),
          subjectOf(request, ownGuarantee),
          request.body,
        ),
      ),
  );

  r.get(
    '/rental-guarantees/:id/credit-assessment-results/',
    {
      config: { access: { subject: ownGuarantee } },
      schema: {
        tags,
        summary: 'The credit lookups made for my guarantee, each with the consent it rested on',
        params: idParams,
        response: { 200: assessmentListResponse },
      },
    },
    async (request) => ({
      results: (await listAssessments(ctx.db, subjectOf(request, ownGuarantee).row.id)).map(
        assessmentView,
      ),
    }),
  );
}
