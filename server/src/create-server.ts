import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Config } from '@leiga/api';
import { graphPlugin, InMemoryPubSub } from '@leiga/graph';
import { indexScriptHashes } from './inline-scripts.js';
import { registerWebApp } from './web-app.js';

export const WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

/**
 * The whole product on one Fastify instance: REST under /api/, GraphQL (HTTP and graphql-ws) at
 * /graphql, the web app at /. The graph reaches the api over loopback HTTP, as it would across
 * machines, so the two can be split into separate processes by configuration alone.
 */
export async function createServer(
  config: Config,
  options: { webDist?: string; apiOrigin: string },
): Promise<FastifyInstance> {
  const webDist = options.webDist ?? WEB_DIST;
  // One process, one live bus: the api's outbox publishes inbox events, the graph's
  // subscriptions hear them (graph/src/live/pubsub.ts says how Redis would take its place).
  const live = new InMemoryPubSub();
  const app = await buildApp({
    config,
    liveEvents: live,
    inlineScriptHashes: indexScriptHashes(path.join(webDist, 'index.html')),
  });
  await app.register(graphPlugin, {
    apiUrl: options.apiOrigin,
    isProduction: config.isProduction,
    appUrl: config.appUrl,
    pubsub: live,
  });
  await registerWebApp(app, webDist);
  return app;
}
