import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MOBILE_PLATFORMS, mobileAppVersionSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { mobileAppVersionResponse, toMobileAppVersionView } from './mobile-app-versions-view.js';
import { listMobileAppVersions, saveMobileAppVersion } from './mobile-app-versions-repository.js';

const tags = ['mobile app versions'];

/**
 * The mobile app's versions (issue #19): anyone reads them (the app asks before sign-in whether
 * it must update); staff set them per platform at /admin/mobile-app-versions.
 */
export async function mobileAppVersionsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mobile-app-versions/',
    {
      config: { access: { role: 'anonymous' } },
      schema: {
        tags,
        summary:
          'The published and minimum app version per platform (platforms not set are absent)',
        response: { 200: z.object({ results: z.array(mobileAppVersionResponse) }) },
      },
    },
    async (_request, reply) => {
      const rows = await listMobileAppVersions(ctx.db);
      // Apps ask on every start: a minute's caching spares the database, and a new minimum
      // reaches every app within that minute.
      reply.header('cache-control', 'public, max-age=60');
      return { results: rows.map(toMobileAppVersionView) };
    },
  );

  r.put(
    '/admin/mobile-app-versions/:platform/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Set a platform’s published and minimum version (staff)',
        params: z.object({ platform: z.enum(MOBILE_PLATFORMS) }),
        body: mobileAppVersionSchema,
        response: { 200: mobileAppVersionResponse },
      },
    },
    async (request) =>
      toMobileAppVersionView(
        await saveMobileAppVersion(
          ctx.db,
          request.params.platform,
          request.body,
          getAuth(request).user.id,
        ),
      ),
  );
}
