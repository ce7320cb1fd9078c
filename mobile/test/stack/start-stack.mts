/**
 * A real api (a fresh embedded PGlite database, migrated and seeded with the demo data) and a real graph in
 * front of it, for the jest suites. Run by test/stack/global-setup.cjs with tsx: jest's module
 * system cannot load the api's ES modules itself. Prints one line `READY <graph url> <api url>`.
 */
import Fastify from 'fastify';
import { startTestApi } from '@leiga/api';
import { graphPlugin, InMemoryPubSub } from '@leiga/graph';

const port = Number(process.env['MOBILE_TEST_GRAPH_PORT'] ?? 34710);

const live = new InMemoryPubSub();
const api = await startTestApi({}, { liveEvents: live });
// The e-signature sandbox calls its webhook back on the port the api got, as the vendor would.
const webhookUrl = `${api.url}/api/webhooks/e-signature/`;
api.app.ctx.providers.eSignatureSandbox.useSender(async ({ headers, body }) => {
  const response = await fetch(webhookUrl, { method: 'POST', headers, body });
  await response.arrayBuffer();
  return { status: response.status };
});
const graph = Fastify({ logger: false });
await graph.register(graphPlugin, { apiUrl: api.url, isProduction: false, pubsub: live });
await graph.listen({ host: '127.0.0.1', port });

async function stop(): Promise<void> {
  await graph.close();
  await api.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The parent (jest) went away without a teardown: do not linger.
process.stdin.on('end', () => void stop());
process.stdin.resume();

// The api's own address too: tests upload message files over REST, as the apps do.
process.stdout.write(`READY http://127.0.0.1:${port}/graphql ${api.url}\n`);
