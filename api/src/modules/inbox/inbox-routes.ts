import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationMessageSchema, sendMessageSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { toPage } from '../../http/pagination.js';
import { conversationSubject } from './access.js';
import { loadConversationViews, loadMessageViews } from './conversation-view.js';
import { countUnreadForUser, listMessages, listUserConversations } from './inbox-repository.js';
import {
  conversationListQuery,
  conversationPageResponse,
  conversationResponse,
  markReadBody,
  messageListQuery,
  messagePageResponse,
  messageResponse,
  startedConversationResponse,
  unreadCountResponse,
} from './inbox-schemas.js';
import { askAboutListing, getConversationView, markRead, sendMessage } from './inbox-service.js';

const tags = ['inbox'];
const idParams = z.object({ id: dbIdParam });
const signedIn = { role: 'signed_in' } as const;
const guarded = { subject: conversationSubject } as const;

/** /api/conversations/*: the caller's conversations, their messages and read markers. */
export async function inboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/conversations/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'My conversations (unread first or newest first)',
        querystring: conversationListQuery,
        response: { 200: conversationPageResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, entries } = await listUserConversations(ctx.db, getAuth(request).user.id, q);
      const views = await loadConversationViews(ctx.db, entries, getAuth(request).user.id);
      return toPage(request.url, q.page, q.page_size, count, views);
    },
  );

  r.get(
    '/conversations/unread-count/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Unread messages in all my conversations',
        response: { 200: unreadCountResponse },
      },
    },
    async (request) => ({ count: await countUnreadForUser(ctx.db, getAuth(request).user.id) }),
  );

  r.get(
    '/conversations/:id/',
    {
      config: { access: guarded },
      schema: {
        tags,
        summary: 'A conversation (participants and staff)',
        params: idParams,
        response: { 200: conversationResponse },
      },
    },
    async (request) =>
      getConversationView(
        ctx,
        getAuth(request),
        subjectOf(request, conversationSubject).conversation,
      ),
  );

  r.get(
    '/conversations/:id/messages/',
    {
      // An Idempotency-Key (the phone's outbox sends one) makes a retried send the same message.
      config: { access: guarded, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Messages, newest first; `before` pages to older ones',
        params: idParams,
        querystring: messageListQuery,
        response: { 200: messagePageResponse },
      },
    },
    async (request) => {
      const { conversation } = subjectOf(request, conversationSubject);
      const { rows, hasOlder } = await listMessages(
        ctx.db,
        conversation.id,
        request.query.page_size,
        request.query.before,
      );
      const views = await loadMessageViews(ctx.db, rows, getAuth(request).user.id);
      return { results: views, has_older: hasOlder };
    },
  );

  r.post(
    '/conversations/:id/messages/',
    {
      // An Idempotency-Key (the phone's outbox sends one) makes a retried send the same message.
      config: { access: guarded, idempotency: { required: false } },
      schema: {
        tags,
        summary:
          'Send a message (participants): text, and files uploaded to conversations/{id}/attachments/ by id',
        params: idParams,
        body: conversationMessageSchema,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, conversationSubject);
      const { message, attachment_ids } = request.body;
      const view = await sendMessage(ctx, getAuth(request), subject, message, attachment_ids);
      return reply.status(201).send(view);
    },
  );

  r.post(
    '/conversations/:id/read/',
    {
      config: { access: guarded },
      schema: {
        tags,
        summary: 'Mark read up to a message (the newest by default)',
        params: idParams,
        body: markReadBody,
        response: { 200: conversationResponse },
      },
    },
    async (request) =>
      markRead(
        ctx,
        getAuth(request),
        subjectOf(request, conversationSubject),
        request.body.message_id,
      ),
  );

  // SPEC "listing messages": a visitor's question starts a conversation with the landlord.
  r.post(
    '/listings/:id/messages/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Ask the landlord about a listing',
        params: idParams,
        body: sendMessageSchema,
        response: { 200: startedConversationResponse, 201: startedConversationResponse },
      },
    },
    async (request, reply) => {
      const started = await askAboutListing(
        ctx,
        getAuth(request),
        request.params.id,
        request.body.message,
      );
      return reply
        .status(started.isNew ? 201 : 200)
        .send({ conversation: started.conversation, message: started.message });
    },
  );
}
