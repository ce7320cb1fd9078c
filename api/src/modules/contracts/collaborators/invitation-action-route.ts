import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InvitationAction } from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import type { Access } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';

/** One action on an invitation (`collaborator-invitations/{id}/<action>/`): who, body, answer. */
export type InvitationActionRoute<B extends z.ZodType, R extends z.ZodType> = {
  method: 'PUT' | 'POST';
  action: InvitationAction;
  summary: string;
  access: Access;
  body?: B;
  response: R;
  act: (request: FastifyRequest, input: { id: number; body: z.output<B> }) => Promise<z.input<R>>;
};

const params = z.object({ id: dbIdParam });

/**
 * Declares an invitation action the way all four go: signed in, access by the route's rule (the
 * invitee holds the token, an editor manages), the body judged by its domain schema.
 */
export function routeInvitationAction<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  route: InvitationActionRoute<B, R>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: `/collaborator-invitations/:id/${route.action}/`,
    onRequest: ctx.authenticate,
    config: { access: route.access },
    schema: {
      tags: ['rental contracts'],
      summary: route.summary,
      params,
      ...(route.body ? { body: route.body } : {}),
      // Widened here only: `act` is checked against R where each route is declared.
      response: { 200: route.response as z.ZodType },
    },
    handler: (request) =>
      route.act(request, { id: request.params.id, body: request.body as z.output<B> }),
  });
}
