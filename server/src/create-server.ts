import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, connectRedis, type BuildOptions, type Config } from '@leiga/api';
import { graphPlugin, InMemoryPubSub, RedisPubSub, type PubSub } from '@leiga/graph';
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
  options: {
    webDist?: string;
    apiOrigin: string;
    /** An open, migrated database (tests hand in a copy of their seeded template). */
    database?: BuildOptions['database'];
  },
): Promise<FastifyInstance> {
  const webDist = options.webDist ?? WEB_DIST;
  const { live, close: closeLive } = await createLiveBus(config);
  const app = await buildApp({
    config,
    database: options.database,
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
  app.addHook('onClose', closeLive);
  return app;
}

/**
 * The live bus the api's outbox publishes to and the graph's subscriptions listen on. One
 * process: in memory. With REDIS_URL: Redis pub/sub, so a subscriber on any process hears an
 * event whichever process's outbox delivered it (graph/src/live/redis-pubsub.ts).
 */
async function createLiveBus(
  config: Config,
): Promise<{ live: PubSub; close: () => Promise<void> }> {
  if (!config.redisUrl) return { live: new InMemoryPubSub(), close: async () => {} };
  const publisher = await connectRedis(config.redisUrl);
  const subscriber = await connectRedis(config.redisUrl);
  const live = new RedisPubSub({
    publisher,
    subscriber,
    prefix: `${config.redisPrefix}live:`,
    onError: (error) => console.error('Live bus (Redis):', error),
  });
  return {
    live,
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
