import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commitInspectionSchema,
  createInspectionIssueSchema,
  createInspectionReportSchema,
  createInspectionUnitSchema,
  fillUnitConditionsSchema,
  inspectionIssuePatchSchema,
  inspectionSubjectPatchSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { toPage } from '../../http/pagination.js';
import { contractSubject } from '../contracts/access.js';
import { inspectionSubject } from './access.js';
import {
  contractReportsQuery,
  reportListQuery,
  reportPageResponse,
  reportResponse,
} from './inspection-schemas.js';
import { findReport, pageReports } from './inspections-repository.js';
import {
  commitReport,
  createIssue,
  createReport,
  createUnit,
  fillConditions,
  patchIssue,
  patchSubject,
  removeIssue,
  removeUnit,
  uncommitReport,
} from './inspections-service.js';
import { loadReport, loadReports } from './report-view.js';
import { listReportsByIds } from './batch.js';

const tags = ['inspection reports'];
const params = z.object({ id: dbIdParam });
const access = { subject: inspectionSubject };
const subjectParams = z.object({ id: dbIdParam, subjectId: dbIdParam });
const unitParams = z.object({ id: dbIdParam, unitId: dbIdParam });
const issueParams = z.object({ id: dbIdParam, issueId: dbIdParam });

/**
 * SPEC 7's Inspections calls. Only the report's users and staff see a report (404 to anyone
 * else); role R reads; a report past DRAFT refuses every change with 409 `read_only`. Each
 * change answers the whole report, so a client's cache updates from one reply.
 */
export async function inspectionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/inspection-reports/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'The reports I am a user of (staff: all), newest change first; ?ids reads whole',
        querystring: reportListQuery,
        response: { 200: reportPageResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const q = request.query;
      if (q.ids) {
        const rows = await listReportsByIds(ctx, auth, q.ids);
        const results = await loadReports(ctx.db, rows, auth.user, true);
        return { count: results.length, next: null, previous: null, results };
      }
      const { total, rows } = await pageReports(ctx.db, auth.user, q);
      const results = await loadReports(ctx.db, rows, auth.user, false);
      return toPage(request.url, q.page, q.page_size, total, results);
    },
  );

  r.get(
    '/contracts/:id/inspection-reports/',
    {
      config: { access: { subject: contractSubject } },
      schema: {
        tags,
        summary: 'The contract’s reports that I may see',
        params,
        querystring: contractReportsQuery,
        response: { 200: reportPageResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const { row } = subjectOf(request, contractSubject);
      const q = request.query;
      const { total, rows } = await pageReports(ctx.db, auth.user, { ...q, contractId: row.id });
      const results = await loadReports(ctx.db, rows, auth.user, false);
      return toPage(request.url, q.page, q.page_size, total, results);
    },
  );

  r.post(
    '/contracts/:id/inspection-reports/',
    {
      config: { access: { subject: contractSubject } },
      schema: {
        tags,
        summary: 'Start a move-in report from the contract or a move-out from the move-in',
        params,
        body: createInspectionReportSchema,
        response: { 201: reportResponse },
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const contract = subjectOf(request, contractSubject);
      const row = await createReport(ctx, auth, contract, request.body);
      return reply.code(201).send(await loadReport(ctx.db, row, auth.user));
    },
  );

  r.get(
    '/inspection-reports/:id/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A report, room by room',
        params,
        response: { 200: reportResponse },
      },
    },
    async (request) =>
      loadReport(ctx.db, subjectOf(request, inspectionSubject).row, getAuth(request).user),
  );

  /** The report as it is after a change. */
  const fresh = async (request: FastifyRequest) => {
    const { row } = subjectOf(request, inspectionSubject);
    return loadReport(ctx.db, (await findReport(ctx.db, row.id)) ?? row, getAuth(request).user);
  };

  r.patch(
    '/inspection-reports/:id/subjects/:subjectId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A subject’s condition and note',
        params: subjectParams,
        body: inspectionSubjectPatchSchema,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await patchSubject(ctx, subject, request.params.subjectId, request.body);
      return fresh(request);
    },
  );

  r.post(
    '/inspection-reports/:id/units/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add a room with the usual subjects of its type',
        params,
        body: createInspectionUnitSchema,
        response: { 201: reportResponse },
      },
    },
    async (request, reply) => {
      await createUnit(ctx, subjectOf(request, inspectionSubject), request.body);
      return reply.code(201).send(await fresh(request));
    },
  );

  r.delete(
    '/inspection-reports/:id/units/:unitId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove a room (its subjects and issues with it)',
        params: unitParams,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      await removeUnit(ctx, subjectOf(request, inspectionSubject), request.params.unitId);
      return fresh(request);
    },
  );

  r.post(
    '/inspection-reports/:id/units/:unitId/conditions/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Give every subject of a room still without a condition this one',
        params: unitParams,
        body: fillUnitConditionsSchema,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await fillConditions(ctx, subject, request.params.unitId, request.body);
      return fresh(request);
    },
  );

  r.post(
    '/inspection-reports/:id/issues/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Record a defect of one subject',
        params,
        body: createInspectionIssueSchema,
        response: { 201: reportResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      await createIssue(ctx, getAuth(request), subject, request.body);
      return reply.code(201).send(await fresh(request));
    },
  );

  r.patch(
    '/inspection-reports/:id/issues/:issueId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a defect’s description, severity or responsibility',
        params: issueParams,
        body: inspectionIssuePatchSchema,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await patchIssue(ctx, subject, request.params.issueId, request.body);
      return fresh(request);
    },
  );

  r.delete(
    '/inspection-reports/:id/issues/:issueId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove a defect',
        params: issueParams,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await removeIssue(ctx, subject, request.params.issueId);
      return fresh(request);
    },
  );

  r.post(
    '/inspection-reports/:id/commit/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Commit for signing (sign_type); every SPEC 5 rule must pass',
        params,
        body: commitInspectionSchema,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const subject = subjectOf(request, inspectionSubject);
      return loadReport(ctx.db, await commitReport(ctx, auth, subject, request.body), auth.user);
    },
  );

  r.post(
    '/inspection-reports/:id/uncommit/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Back to DRAFT while nobody has signed',
        params,
        response: { 200: reportResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const subject = subjectOf(request, inspectionSubject);
      return loadReport(ctx.db, await uncommitReport(ctx, subject), auth.user);
    },
  );
}
