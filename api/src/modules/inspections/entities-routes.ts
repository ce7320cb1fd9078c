import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inspectionEntityPatchSchema, reportEntitySchema } from '@leiga/domain';
import { type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { inspectionSubject } from './access.js';
import {
  addReportEntity,
  listReportEntities,
  removeReportEntity,
  updateReportEntity,
} from './entities-service.js';
import { inspectionUserResponse } from './inspection-schemas.js';
import { toUser } from './report-view.js';

const tags = ['inspection reports'];
const params = z.object({ id: dbIdParam });
const entityParams = z.object({ id: dbIdParam, entityId: dbIdParam });
const access = { subject: inspectionSubject };
const entityListResponse = z.object({ results: z.array(inspectionUserResponse) });

/**
 * SPEC 7's report-entities: who is on the report with which role (LL, TN, IN, AG, R), and its
 * inspection-entities: one of them changed. Its users and staff read the list (404 to others);
 * editors change it while the report is a DRAFT. Each change answers the whole list.
 */
export async function inspectionEntitiesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  const entities = async (reportId: number) => ({
    results: (await listReportEntities(ctx.db, reportId)).map(toUser),
  });

  r.get(
    '/inspection-reports/:id/report-entities/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Who is on the report, with their roles',
        params,
        response: { 200: entityListResponse },
      },
    },
    async (request) => entities(subjectOf(request, inspectionSubject).row.id),
  );

  r.post(
    '/inspection-reports/:id/report-entities/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add a person to the report with a role',
        params,
        body: reportEntitySchema,
        response: { 201: entityListResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      await addReportEntity(ctx, subject, request.body);
      return reply.code(201).send(await entities(subject.row.id));
    },
  );

  r.delete(
    '/inspection-reports/:id/report-entities/:entityId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove a person from the report',
        params: entityParams,
        response: { 200: entityListResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await removeReportEntity(ctx, subject, request.params.entityId);
      return entities(subject.row.id);
    },
  );

  r.patch(
    '/inspection-reports/:id/inspection-entities/:entityId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change the name, kind or contacts of a person on the report (not the role)',
        params: entityParams,
        body: inspectionEntityPatchSchema,
        response: { 200: entityListResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await updateReportEntity(ctx, subject, request.params.entityId, request.body);
      return entities(subject.row.id);
    },
  );
}
