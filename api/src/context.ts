import type { FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { users } from './db/schema/index.js';
import type { RateLimiter } from './modules/auth/rate-limiter.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { EventDispatcher } from './modules/events/outbox.js';
import type { Providers } from './providers/index.js';
import type { FileStorage } from './providers/storage/storage-provider.js';

export type UserRow = typeof users.$inferSelect;
export type Auth = { user: UserRow; sessionId: string };

/** What every route module is given: built once in buildApp, shared by all requests. */
export type AppContext = {
  config: Config;
  db: Db;
  providers: Providers;
  storage: FileStorage;
  events: EventDispatcher;
  tokens: TokenService;
  limiter: RateLimiter;
  authenticate: (request: FastifyRequest) => Promise<void>;
  authenticateOptional: (request: FastifyRequest) => Promise<void>;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: Auth | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The api's shared context: tests and the host server reach the database and providers here. */
    ctx: AppContext;
  }
}

/** The signed-in caller; routes behind `authenticate` always have one. */
export function getAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error('getAuth used on a route without authenticate');
  return request.auth;
}
