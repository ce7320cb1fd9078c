import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createContext, type ContextDeps, type RequestAuth } from './context.js';
import { createApiAgent, createFetcher } from './http/fetcher.js';
import { InMemoryPubSub, type PubSub } from './live/pubsub.js';
import type { OperationLogger } from './plugins/logging.js';
import { watchedManifest, type PersistedDocuments } from './plugins/trusted-documents.js';
import { createArmor, LIST_COST_LIMITS } from './security.js';
import { createApolloServer } from './server.js';
import { getSchema } from './schema.js';
import { createTrustedExecutor } from './trusted-executor.js';
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

/** What the api needs to know of the caller, from the incoming request. */
function authOf(request: FastifyRequest): RequestAuth {
  return {
    authorization: request.headers.authorization,
    cookie: request.headers.cookie,
    idempotencyKey: firstHeader(request.headers['idempotency-key']),
    forwardedFor: forwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress),
  };
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
  /**
   * Trusted queries bypass Apollo's per-request pipeline (trusted-executor.ts). Default on; the
   * bench turns it off to measure what it saves.
   */
  trustedExecutor?: boolean;
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
  // The manifest file is read again when it changes (a build made while the server runs).
  const manifest = options.persistedDocuments
    ? { documents: options.persistedDocuments, refresh: undefined }
    : watchedManifest();
  const documents = manifest.documents;
  const apollo = createApolloServer({
    isProduction: options.isProduction,
    logger: options.logger ?? fastify.log,
    persistedDocuments: documents,
    refreshPersistedDocuments: manifest.refresh,
  });
  await apollo.start();
  const armor = createArmor(options.isProduction);
  const apolloHandler = fastifyApolloHandler(apollo, {
    context: async (request) => createContext(deps, authOf(request)),
  });
  const runTrusted =
    (options.trustedExecutor ?? true)
      ? createTrustedExecutor({
          schema: getSchema(),
          documents,
          validationRules: armor.validationRules,
          limits: LIST_COST_LIMITS,
          logger: options.logger ?? fastify.log,
        })
      : null;

  fastify.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: path,
    // Answers are personal (the caller's data, tokens): never stored by a browser or a proxy.
    // A callback hook: an async one costs a promise per request on the hottest path.
    onSend: (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    },
    handler: async function handler(request, reply) {
      const answer = await runTrusted?.(
        {
          method: request.method,
          contentType: request.headers['content-type'],
          accept: request.headers.accept,
          body: request.body,
        },
        () => createContext(deps, authOf(request)),
      );
      if (!answer) return apolloHandler.call(this, request, reply);
      void reply.header('content-type', answer.contentType);
      if (answer.cookie !== null) void reply.header('set-cookie', answer.cookie);
      return answer.body;
    },
  });

  const closeWs = attachGraphWs({
    server: fastify.server,
    path,
    deps,
    validationRules: armor.validationRules,
  });

  fastify.addHook('onClose', async () => {
    await closeWs();
    await apollo.stop();
    await agent.close();
  });
};
