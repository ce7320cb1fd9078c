import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyPluginAsync } from 'fastify';
import { createContext, type ContextDeps } from './context.js';
import { createApiAgent, createFetcher } from './http/fetcher.js';
import { InMemoryPubSub, type PubSub } from './live/pubsub.js';
import type { OperationLogger } from './plugins/logging.js';
import type { PersistedDocuments } from './plugins/trusted-documents.js';
import { createArmor } from './security.js';
import { createApolloServer } from './server.js';
import { attachGraphWs } from './ws.js';

/** A header's one value (the first of several). */
function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The incoming chain plus this hop; the api trusts only its loopback proxy (see README). */
function forwardedFor(
  incoming: string | string[] | undefined,
  peer: string | undefined,
): string | null {
  const chain = Array.isArray(incoming) ? incoming.filter(Boolean).join(', ') : incoming;
  if (!chain) return peer || null;
  return peer ? `${chain}, ${peer}` : chain;
}

function isHttps(origin: string | undefined): boolean {
  return origin !== undefined && /^https:\/\//i.test(origin);
}

export type GraphPluginOptions = {
  /** Origin of the REST api, e.g. http://127.0.0.1:3000 (the graph appends /api/). */
  apiUrl: string;
  isProduction: boolean;
  /** The public origin (APP_URL); an https one makes the refresh cookie Secure. */
  appUrl?: string;
  /** Defaults to the Fastify logger. */
  logger?: OperationLogger;
  persistedDocuments?: PersistedDocuments;
  /** Defaults to /graphql. */
  path?: string;
  /**
   * The live bus the api publishes inbox events to (server/ hands the same one to buildApp).
   * Without one the graph makes its own, which hears nothing until a shared bus (Redis) exists.
   */
  pubsub?: PubSub;
};

/**
 * Mounts the graph on a Fastify instance: Apollo over HTTP (GET, POST) and graphql-ws on the same
 * path. It can share the api's instance (one process, one port) or run alone (main.ts).
 */
export const graphPlugin: FastifyPluginAsync<GraphPluginOptions> = async (fastify, options) => {
  const path = options.path ?? '/graphql';
  const agent = createApiAgent();
  const deps: ContextDeps = {
    apiUrl: options.apiUrl,
    fetch: createFetcher(agent),
    isProduction: options.isProduction,
    isSecureCookie: options.isProduction || isHttps(options.appUrl),
    live: options.pubsub ?? new InMemoryPubSub(),
  };
  const apollo = createApolloServer({
    isProduction: options.isProduction,
    logger: options.logger ?? fastify.log,
    persistedDocuments: options.persistedDocuments,
  });
  await apollo.start();

  fastify.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: path,
    // Answers are personal (the caller's data, tokens): never stored by a browser or a proxy.
    onSend: async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    },
    handler: fastifyApolloHandler(apollo, {
      context: async (request) =>
        createContext(deps, {
          authorization: request.headers.authorization,
          cookie: request.headers.cookie,
          idempotencyKey: firstHeader(request.headers['idempotency-key']),
          forwardedFor: forwardedFor(
            request.headers['x-forwarded-for'],
            request.socket.remoteAddress,
          ),
        }),
    }),
  });

  const closeWs = attachGraphWs({
    server: fastify.server,
    path,
    deps,
    validationRules: createArmor(options.isProduction).validationRules,
  });

  fastify.addHook('onClose', async () => {
    await closeWs();
    await apollo.stop();
    await agent.close();
  });
};
