import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';

/** Outside production: what the sandbox SMS, e-mail and e-ID providers were asked to send. */
export async function outboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/outbox/',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest sandbox messages (not in production)',
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
