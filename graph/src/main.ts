import Fastify from 'fastify';
import { graphPlugin } from './plugin.js';

/**
 * The graph as its own service: API_URL points at the REST api's origin.
 *   API_URL=http://127.0.0.1:3000 PORT=4000 npm start -w @leiga/graph
 */
const apiUrl = process.env.API_URL;
if (!apiUrl) {
  console.error('API_URL is required, e.g. API_URL=http://127.0.0.1:3000');
  process.exit(1);
}
const port = Number(process.env.GRAPH_PORT ?? process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
const isProduction = process.env.NODE_ENV === 'production';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(graphPlugin, { apiUrl, isProduction, appUrl: process.env.APP_URL });
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
