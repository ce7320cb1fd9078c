import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inspectionCommentSchema,
  keyTransactionSchema,
  meterCreateSchema,
  meterReadingPatchSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { toPage } from '../../http/pagination.js';
import { findContract } from '../contracts/contracts-repository.js';
import { inspectionSubject } from './access.js';
import {
  commentPageResponse,
  commentResponse,
  commentsQuery,
  keyTransactionListResponse,
  meterReadingListResponse,
  stepChecksResponse,
} from './steps-schemas.js';
import { listKeyTransactions, listMeterReadings, pageComments } from './steps-repository.js';
import {
  addComment,
  addKeyTransaction,
  addMeter,
  checkSteps,
  readMeter,
  removeKeyTransaction,
  syncMeters,
} from './steps-service.js';
import { commentView, keyTransactionView, meterReadingView } from './steps-view.js';

const tags = ['inspection reports'];
const params = z.object({ id: dbIdParam });
const access = { subject: inspectionSubject };
const keyParams = z.object({ id: dbIdParam, keyId: dbIdParam });
const meterParams = z.object({ id: dbIdParam, readingId: dbIdParam });

/**
 * The report's keys, meter-readings and summary steps and its comments (SPEC 2, 5, 7). The
 * same access as the report: users and staff (404 to others), role R reads, DRAFT changes.
 * Each change answers the step's whole list, so a client's cache updates from one reply.
 */
export async function inspectionStepsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  const keys = async (reportId: number) => ({
    results: (await listKeyTransactions(ctx.db, reportId)).map(keyTransactionView),
  });
  const meters = async (reportId: number) => ({
    results: (await listMeterReadings(ctx.db, reportId)).map(meterReadingView),
  });

  r.get(
    '/inspection-reports/:id/key-transactions/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The keys handed over',
        params,
        response: { 200: keyTransactionListResponse },
      },
    },
    async (request) => keys(subjectOf(request, inspectionSubject).row.id),
  );

  r.post(
    '/inspection-reports/:id/key-transactions/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Record keys handed over: how many, which, to whom',
        params,
        body: keyTransactionSchema,
        response: { 201: keyTransactionListResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      await addKeyTransaction(ctx, subject, request.body);
      return reply.code(201).send(await keys(subject.row.id));
    },
  );

  r.delete(
    '/inspection-reports/:id/key-transactions/:keyId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove a key transaction',
        params: keyParams,
        response: { 200: keyTransactionListResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await removeKeyTransaction(ctx, subject, request.params.keyId);
      return keys(subject.row.id);
    },
  );

  r.get(
    '/inspection-reports/:id/meter-readings/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The meters and their readings',
        params,
        response: { 200: meterReadingListResponse },
      },
    },
    async (request) => meters(subjectOf(request, inspectionSubject).row.id),
  );

  r.post(
    '/inspection-reports/:id/meter-readings/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add a meter the contract does not list',
        params,
        body: meterCreateSchema,
        response: { 201: meterReadingListResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      await addMeter(ctx, subject, request.body);
      return reply.code(201).send(await meters(subject.row.id));
    },
  );

  r.patch(
    '/inspection-reports/:id/meter-readings/:readingId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The value read from a meter (null clears it)',
        params: meterParams,
        body: meterReadingPatchSchema,
        response: { 200: meterReadingListResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await readMeter(ctx, subject, request.params.readingId, request.body);
      return meters(subject.row.id);
    },
  );

  r.post(
    '/inspection-reports/:id/sync-contract/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Take the meters the contract lists that the report does not have yet',
        params,
        response: { 200: meterReadingListResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      const contract = await findContract(ctx.db, subject.row.contractId);
      if (!contract) throw notFound('The report’s rental contract was not found.');
      await syncMeters(ctx, subject, contract);
      return meters(subject.row.id);
    },
  );

  r.get(
    '/inspection-reports/:id/steps/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'SPEC 5’s rules step by step: what each edit step still needs',
        params,
        response: { 200: stepChecksResponse },
      },
    },
    async (request) => {
      const checks = await checkSteps(ctx.db, subjectOf(request, inspectionSubject).row.id);
      return { results: checks.map((c) => ({ ...c, valid: c.problems.length === 0 })) };
    },
  );

  r.get(
    '/inspection-reports/:id/comments/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The report’s comments, newest first',
        params,
        querystring: commentsQuery,
        response: { 200: commentPageResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const reportId = subjectOf(request, inspectionSubject).row.id;
      const { total, rows } = await pageComments(ctx.db, reportId, q.page, q.page_size);
      return toPage(request.url, q.page, q.page_size, total, rows.map(commentView));
    },
  );

  r.post(
    '/inspection-reports/:id/comments/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Comment on the report',
        params,
        body: inspectionCommentSchema,
        response: { 201: commentResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      const row = await addComment(ctx, getAuth(request), subject, request.body);
      return reply.code(201).send(commentView(row));
    },
  );
}
