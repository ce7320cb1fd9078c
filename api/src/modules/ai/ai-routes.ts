import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationSummaryListQuerySchema, llmUsageQuerySchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { toPage } from '../../http/pagination.js';
import { conversationSubject } from '../inbox/access.js';
import {
  createSummaryBody,
  replySuggestionsBody,
  replySuggestionsResponse,
  summaryPageResponse,
  summaryResponse,
  usageReportResponse,
} from './ai-schemas.js';
import {
  createSummary,
  getUsageReport,
  regenerateSummary,
  suggestReplies,
  toSummaryView,
} from './ai-service.js';
import { findSummary, listSummaries } from './summaries-repository.js';

const tags = ['ai'];
const idParams = z.object({ id: dbIdParam });
const staffOnly = { role: 'staff' } as const;

/** AI help: usage and conversation summaries for staff, reply suggestions for landlords. */
export async function aiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/admin/llm-usage/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'AI calls per feature and day: counts, errors, tokens, characters, latency',
        querystring: llmUsageQuerySchema,
        response: { 200: usageReportResponse },
      },
    },
    async (request) => getUsageReport(ctx, request.query),
  );

  r.get(
    '/conversation-summaries/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Conversation summaries, newest first (staff)',
        querystring: conversationSummaryListQuerySchema,
        response: { 200: summaryPageResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, rows } = await listSummaries(ctx.db, q);
      return toPage(request.url, q.page, q.page_size, count, rows.map(toSummaryView));
    },
  );

  r.post(
    '/conversation-summaries/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Summarise a conversation (staff)',
        body: createSummaryBody,
        response: { 201: summaryResponse },
      },
    },
    async (request, reply) => {
      const { conversation_id, language } = request.body;
      const view = await createSummary(ctx, getAuth(request), conversation_id, language);
      return reply.status(201).send(view);
    },
  );

  r.get(
    '/conversation-summaries/:id/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'A conversation summary (staff)',
        params: idParams,
        response: { 200: summaryResponse },
      },
    },
    async (request) => {
      const row = await findSummary(ctx.db, request.params.id);
      if (!row) throw notFound('This summary was not found.');
      return toSummaryView(row);
    },
  );

  r.post(
    '/conversation-summaries/:id/regenerate/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Summarise the conversation again, in place (staff)',
        params: idParams,
        response: { 200: summaryResponse },
      },
    },
    async (request) => regenerateSummary(ctx, request.params.id),
  );

  r.post(
    '/conversations/:id/reply-suggestions/',
    {
      config: { access: { subject: conversationSubject } },
      schema: {
        tags,
        summary: 'Three replies to the last message, for the landlord taking part',
        params: idParams,
        body: replySuggestionsBody,
        response: { 200: replySuggestionsResponse },
      },
    },
    async (request) =>
      suggestReplies(ctx, subjectOf(request, conversationSubject), request.body.language),
  );
}
