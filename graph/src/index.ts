export { graphPlugin, type GraphPluginOptions } from './plugin.js';
export { createApolloServer, type GraphServerOptions } from './server.js';
export { createContext, type GraphContext, type ContextDeps } from './context.js';
export { createApiAgent, createFetcher } from './http/fetcher.js';
export { getSchema } from './schema.js';
export { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './session.js';
export type { OperationLogger, OperationLogLine } from './plugins/logging.js';
export { InMemoryPubSub, type PubSub, type LiveEvent } from './live/pubsub.js';
export { RedisPubSub, parseLiveEvent, type RedisPubSubOptions } from './live/redis-pubsub.js';
