import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../http/errors.js';

function isLoopback(address: string | undefined): boolean {
  if (!address || !isIP(address)) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * The outbox holds sign-in codes and reset tokens: it answers a request made on this machine
 * (the peer is loopback and no proxy forwarded it) or a signed-in staff member.
 */
async function onlyLocalOrStaff(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const isLocal =
    isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
  if (isLocal) return;
  await ctx.authenticateOptional(request);
  if (!request.auth?.user.isStaff) {
    throw forbidden('The sandbox outbox answers only on this machine or to staff.');
  }
}

/** Outside production: what the sandbox SMS, e-mail and e-ID providers were asked to send. */
export async function outboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/outbox/',
    {
      onRequest: (request) => onlyLocalOrStaff(ctx, request),
      schema: {
        tags: ['dev'],
        summary: 'Latest sandbox messages (not in production; this machine or staff only)',
        querystring: z.object({
          to: z.string().trim().toLowerCase().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => {
      const rows = await ctx.providers.sandbox.list(
        request.query.to?.replace(/^\+/, ''),
        request.query.limit,
      );
      return {
        results: rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          to: m.recipient,
          subject: m.subject,
          body: m.body,
          data: m.data,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );
}
