import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { connectContractsSchema, connectListingsSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { conversationSubject } from './access.js';
import { conversationResponse } from './inbox-schemas.js';
import { openContractConversation } from './inbox-service.js';
import { listConversationEvents } from './links-repository.js';
import {
  conversationEventResponse,
  conversationLinksResponse,
  createdContractResponse,
  timelinePageResponse,
  timelineQuery,
} from './links-schemas.js';
import {
  connectContracts,
  connectListings,
  createContractFromConversation,
  getConversationLinks,
  openApplicationConversation,
} from './links-service.js';
import { loadTimeline, parseTimelineCursor, toConversationEventView } from './timeline.js';

const tags = ['inbox'];
const idParams = z.object({ id: dbIdParam });
const signedIn = { role: 'signed_in' } as const;
const guarded = { subject: conversationSubject } as const;
/** A conversation's events are few (an application's and a contract's steps): one read has all. */
const MAX_EVENTS = 100;

/**
 * What a conversation is about and what happened to it: links to listings, applications and
 * contracts, its timeline, and the ways into a conversation from an application or a contract.
 */
export async function conversationLinkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/conversations/:id/links/',
    {
      config: { access: guarded },
      schema: {
        tags,
        summary: 'The listings, applications and contracts a conversation is about',
        params: idParams,
        response: { 200: conversationLinksResponse },
      },
    },
    async (request) =>
      getConversationLinks(ctx, subjectOf(request, conversationSubject).conversation.id),
  );

  r.post(
    '/conversations/:id/connect-listings/',
    {
      config: { access: guarded },
      schema: {
        tags,
        summary: 'Connect listings of mine to a conversation I take part in (idempotent)',
        params: idParams,
        body: connectListingsSchema,
        response: { 200: conversationLinksResponse },
      },
    },
    async (request) =>
      connectListings(
        ctx,
        getAuth(request),
        subjectOf(request, conversationSubject),
        request.body.listing_ids,
      ),
  );

  r.post(
    '/conversations/:id/connect-contracts/',
    {
      config: { access: guarded },
      schema: {
        tags,
        summary: 'Connect contracts I am a party to to a conversation I take part in (idempotent)',
        params: idParams,
        body: connectContractsSchema,
        response: { 200: conversationLinksResponse },
      },
    },
    async (request) =>
      connectContracts(
        ctx,
        getAuth(request),
        subjectOf(request, conversationSubject),
        request.body.contract_ids,
      ),
  );

  // SPEC 6: conversations/{id}/contracts/ POST makes a contract from a conversation.
  r.post(
    '/conversations/:id/contracts/',
    {
      config: { access: guarded },
      schema: {
        tags,
        summary:
          'A draft contract from a conversation about my listing or its accepted application',
        params: idParams,
        response: { 201: createdContractResponse },
      },
    },
    async (request, reply) => {
      const created = await createContractFromConversation(
        ctx,
        getAuth(request),
        subjectOf(request, conversationSubject),
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/conversations/:id/events/',
    {
      config: { access: guarded },
      schema: {
        tags,
        summary: "A conversation's application and contract events, oldest first",
        params: idParams,
        response: { 200: z.object({ results: z.array(conversationEventResponse) }) },
      },
    },
    async (request) => {
      const { conversation } = subjectOf(request, conversationSubject);
      const rows = await listConversationEvents(ctx.db, conversation.id, MAX_EVENTS);
      return { results: rows.map(toConversationEventView) };
    },
  );

  r.get(
    '/conversations/:id/timeline/',
    {
      config: { access: guarded },
      schema: {
        tags,
        summary: 'Messages and events interleaved by time, newest first; `before` pages back',
        params: idParams,
        querystring: timelineQuery,
        response: { 200: timelinePageResponse },
      },
    },
    async (request) => {
      const { conversation } = subjectOf(request, conversationSubject);
      const q = request.query;
      return loadTimeline(
        ctx.db,
        getAuth(request).user.id,
        conversation.id,
        q.page_size,
        parseTimelineCursor(q.before),
      );
    },
  );

  // The other direction: a contract's page opens the conversation of its parties.
  r.post(
    '/contracts/:id/conversation/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "Open (or find) the conversation of a contract's parties",
        params: idParams,
        response: { 200: conversationResponse, 201: conversationResponse },
      },
    },
    async (request, reply) => {
      const { conversation, isNew } = await openContractConversation(
        ctx,
        getAuth(request),
        request.params.id,
      );
      return reply.status(isNew ? 201 : 200).send(conversation);
    },
  );

  r.post(
    '/rental-applications/:id/conversation/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "Open (or find) the conversation of an application's tenant and landlord",
        params: idParams,
        response: { 200: conversationResponse, 201: conversationResponse },
      },
    },
    async (request, reply) => {
      const { conversation, isNew } = await openApplicationConversation(
        ctx,
        getAuth(request),
        request.params.id,
      );
      return reply.status(isNew ? 201 : 200).send(conversation);
    },
  );
}
