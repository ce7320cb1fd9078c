import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONVERSATION_ORDERS } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { toPage } from '../../http/pagination.js';
import { loadConversationViews } from './conversation-view.js';
import {
  findConversation,
  findListingForQuestion,
  listUserConversations,
} from './inbox-repository.js';
import { getConversationView } from './inbox-service.js';
import { listListingConversations } from './links-repository.js';
import {
  adminConversationResponse,
  conversationPageResponse,
  listingConversationsQuery,
  userConversationsQuery,
} from './links-schemas.js';
import { getConversationLinks } from './links-service.js';

const tags = ['inbox'];
const idParams = z.object({ id: dbIdParam });
const staffOnly = { role: 'staff' } as const;

/** The landlord's listing messages and the back office's read-only conversation views. */
export async function conversationStaffRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  // SPEC 7 "listing messages": the conversations about a listing, for its owner (and staff).
  r.get(
    '/listings/:id/conversations/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'Conversations about one of my listings, newest first',
        params: idParams,
        querystring: listingConversationsQuery,
        response: { 200: conversationPageResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const listing = await findListingForQuestion(ctx.db, request.params.id);
      if (!listing || (listing.ownerId !== auth.user.id && !auth.user.isStaff))
        throw notFound('This listing was not found.');
      const q = request.query;
      const { count, entries } = await listListingConversations(
        ctx.db,
        listing.id,
        auth.user.id,
        q.page,
        q.page_size,
      );
      const views = await loadConversationViews(ctx.db, entries, getAuth(request).user.id);
      return toPage(request.url, q.page, q.page_size, count, views);
    },
  );

  r.get(
    '/admin/conversations/:id/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Staff: a conversation with what it is about (read-only)',
        params: idParams,
        response: { 200: adminConversationResponse },
      },
    },
    async (request) => {
      const conversation = await findConversation(ctx.db, request.params.id);
      if (!conversation) throw notFound('This conversation was not found.');
      const [view, links] = await Promise.all([
        getConversationView(ctx, getAuth(request), conversation),
        getConversationLinks(ctx, conversation.id),
      ]);
      return { conversation: view, links };
    },
  );

  r.get(
    '/admin/users/:id/conversations/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: "Staff: a user's conversations, newest first",
        params: idParams,
        querystring: userConversationsQuery,
        response: { 200: conversationPageResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, entries } = await listUserConversations(ctx.db, request.params.id, {
        page: q.page,
        page_size: q.page_size,
        order: CONVERSATION_ORDERS[1],
      });
      const views = await loadConversationViews(ctx.db, entries, getAuth(request).user.id);
      return toPage(request.url, q.page, q.page_size, count, views);
    },
  );
}
