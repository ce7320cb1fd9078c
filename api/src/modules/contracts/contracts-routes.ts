import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commitContractSchema,
  contractListQuerySchema,
  contractPatchSchema,
  contractStepLogSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { toPage } from '../../http/pagination.js';
import { noContent } from '../../http/responses.js';
import { contractSubject } from './access.js';
import {
  contractEventListResponse,
  contractPageResponse,
  contractResponse,
} from './contract-schemas.js';
import { loadContract, loadContracts } from './contract-view.js';
import { listContractEvents, pageContracts } from './contracts-repository.js';
import {
  commitContract,
  createContract,
  logContractStep,
  patchContract,
  removeContract,
  uncommitContract,
} from './contracts-service.js';

const tags = ['rental contracts'];
const params = z.object({ id: dbIdParam });
const access = { subject: contractSubject };

/**
 * SPEC 7's Contracts calls: a party, collaborator (R reads), the creator and staff reach a
 * contract; anyone else hears 404; domain's machine says who may change what.
 */
export async function contractsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/contracts/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'The contracts I am a party of, collaborate on or created (staff: all)',
        querystring: contractListQuerySchema,
        response: { 200: contractPageResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const q = request.query;
      const { total, rows } = await pageContracts(ctx.db, auth.user, q);
      return toPage(request.url, q.page, q.page_size, total, await loadContracts(ctx.db, rows));
    },
  );

  r.post(
    '/contracts/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'A new draft: empty, from one of my listings or from an accepted application',
        body: z
          .object({ listing_id: dbIdParam.optional(), application_id: dbIdParam.optional() })
          .default({}),
        response: { 201: contractResponse },
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = await createContract(ctx, auth, request.body);
      return reply.code(201).send(await loadContract(ctx.db, row));
    },
  );

  r.get(
    '/contracts/:id/',
    {
      config: { access },
      schema: { tags, summary: 'A contract', params, response: { 200: contractResponse } },
    },
    async (request) => loadContract(ctx.db, subjectOf(request, contractSubject).row),
  );

  r.patch(
    '/contracts/:id/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a draft’s fields; valid_steps is worked out again',
        params,
        body: contractPatchSchema,
        response: { 200: contractResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const subject = subjectOf(request, contractSubject);
      return loadContract(ctx.db, await patchContract(ctx, auth, subject, request.body));
    },
  );

  r.delete(
    '/contracts/:id/',
    {
      config: { access },
      schema: { tags, summary: 'Delete a draft', params, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeContract(ctx, getAuth(request), subjectOf(request, contractSubject));
      return reply.code(204).send();
    },
  );

  r.post(
    '/contracts/:id/steps/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Log one step’s result as the wizard saw it',
        params,
        body: contractStepLogSchema,
        response: { 200: contractResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const subject = subjectOf(request, contractSubject);
      await logContractStep(ctx, auth, subject, request.body);
      return loadContract(ctx.db, subject.row);
    },
  );

  r.post(
    '/contracts/:id/commit/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Commit a draft for signing; every step before signing must be valid',
        params,
        body: commitContractSchema,
        response: { 200: contractResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const subject = subjectOf(request, contractSubject);
      return loadContract(ctx.db, await commitContract(ctx, auth, subject, request.body));
    },
  );

  r.post(
    '/contracts/:id/uncommit/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Return a committed contract to draft while nobody has signed',
        params,
        response: { 200: contractResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const subject = subjectOf(request, contractSubject);
      return loadContract(ctx.db, await uncommitContract(ctx, auth, subject));
    },
  );

  r.get(
    '/contracts/:id/events/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The contract’s timeline: who did what, when',
        params,
        response: { 200: contractEventListResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const events = await listContractEvents(ctx.db, row.id);
      return {
        results: events.map((e) => ({
          id: e.id,
          kind: e.kind,
          data: e.data,
          created_at: e.createdAt.toISOString(),
          actor:
            e.actorId !== null && e.actorName !== null
              ? { id: e.actorId, full_name: e.actorName }
              : null,
        })),
      };
    },
  );
}
