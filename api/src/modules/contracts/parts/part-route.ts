import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, type AppContext, type Auth } from '../../../context.js';
import { subjectOf, type Subject } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { contractResponse } from '../contract-schemas.js';
import { loadContract } from '../contract-view.js';
import type { ContractRow } from '../contracts-repository.js';

/** One route that edits a part: the subject it names, its body, and the service that edits. */
export type PartEdit<S, B extends z.ZodType> = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  subject: Subject<S>;
  summary: string;
  body?: B;
  edit: (ctx: AppContext, auth: Auth, subject: S, body: z.output<B>) => Promise<ContractRow>;
};

const params = z.object({ id: dbIdParam });

/**
 * Declares a part edit the way every one of them goes: access by its subject (404 to whoever
 * may not see the contract), the body judged by its domain schema, the whole contract answered.
 */
export function routePartEdit<S, B extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  route: PartEdit<S, B>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.url,
    config: { access: { subject: route.subject } },
    schema: {
      tags: ['rental contracts'],
      summary: route.summary,
      params,
      ...(route.body ? { body: route.body } : {}),
      response: { 200: contractResponse },
    },
    handler: async (request) => {
      const subject = subjectOf(request, route.subject);
      const row = await route.edit(ctx, getAuth(request), subject, request.body as z.output<B>);
      return loadContract(ctx.db, row);
    },
  });
}
