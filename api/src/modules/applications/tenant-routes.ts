import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES, answersSchema, applySchema, checkAnswers } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { requireForAll, subjectOf } from '../../http/access.js';
import { badRequest } from '../../http/errors.js';
import { dbIdParam as idParam } from '../../http/ids.js';
import { loadApplicationViews } from './application-view.js';
import {
  applicantApplication,
  applicationsPage,
  applyForListing,
  tenantApplication,
  transition,
} from './applications-service.js';
import {
  applicationListQuery,
  applicationPageResponse,
  applicationResponse,
} from './application-schemas.js';
import { findListingQuestions, tenantApplicationsWhere } from './applications-repository.js';

const tags = ['tenant applications'];
const idParams = z.object({ id: idParam });

export async function tenantApplicationsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  requireForAll(r, { role: ['tenant', 'staff'] });

  r.get(
    '/tenants/rental-applications/',
    {
      schema: {
        tags,
        response: { 200: applicationPageResponse },
        summary: 'My applications',
        querystring: applicationListQuery(PAGE_SIZES.tenantRentalApplications),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const q = request.query;
      const where = tenantApplicationsWhere(auth.user.id, q);
      return applicationsPage(ctx, request.url, where, q, { auth });
    },
  );

  r.post(
    '/tenants/rental-applications/',
    {
      schema: {
        tags,
        response: { 201: applicationResponse },
        summary: 'Apply for a listing',
        body: applySchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = await applyForListing(ctx, auth, request.body);
      const [view] = await loadApplicationViews(ctx.db, [row], { auth, withProfiles: true });
      return reply.status(201).send(view!);
    },
  );

  r.get(
    '/tenants/rental-applications/:id/',
    {
      config: { access: { subject: tenantApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'One of my applications',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, tenantApplication);
      const [view] = await loadApplicationViews(ctx.db, [row], { auth, withProfiles: true });
      return view;
    },
  );

  r.post(
    '/tenants/rental-applications/:id/cancel/',
    {
      config: { access: { subject: applicantApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'Withdraw my application',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, applicantApplication);
      const updated = await transition(
        ctx,
        row,
        'cancel',
        { canceledAt: new Date() },
        'application.cancelled',
      );
      const [view] = await loadApplicationViews(ctx.db, [updated], { auth });
      return view;
    },
  );

  // SPEC: responses POST and PUT — the answers to the listing's questions, changeable while pending.
  for (const method of ['POST', 'PUT'] as const) {
    r.route({
      method,
      url: '/tenants/rental-applications/:id/responses/',
      config: { access: { subject: applicantApplication } },
      schema: {
        tags,
        response: { 200: applicationResponse },
        summary: 'Answer or change answers to the listing’s questions',
        params: idParams,
        body: z.object({ answers: answersSchema }),
      },
      handler: async (request) => {
        const auth = getAuth(request);
        const row = subjectOf(request, applicantApplication);
        const questions = await findListingQuestions(ctx.db, row.listingId);
        const errors = checkAnswers(questions, request.body.answers);
        if (Object.keys(errors).length)
          throw badRequest('Answer the landlord’s questions.', errors);
        const updated = await transition(
          ctx,
          row,
          'edit_answers',
          { answers: request.body.answers },
          null,
        );
        const [view] = await loadApplicationViews(ctx.db, [updated], { auth });
        return view;
      },
    });
  }
}
