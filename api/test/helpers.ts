import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  buildApp,
  createTestDatabase,
  DEMO_ACCOUNTS,
  DEFAULT_DEMO_PASSWORD,
  type BuildOptions,
  type Config,
} from '../src/index.js';
import type { Db } from '../src/db/client.js';

export type Role = 'tenant' | 'landlord' | 'staff' | 'otherTenant';

const ROLE_EMAILS: Record<Role, string> = {
  tenant: 'anna@leiga.is',
  landlord: 'jon@leiga.is',
  staff: 'stjorn@leiga.is',
  otherTenant: 'kristin@leiga.is',
};

export type Session = { access: string; refresh: string; userId: number; email: string };
/** What every failure carries (ARCHITECTURE.md): present on any reply that is an error. */
export type ApiErrorBody = { detail?: string; code?: string; fields?: Record<string, string> };
export type Reply<T = Record<string, unknown>> = {
  status: number;
  body: T & ApiErrorBody;
  headers: Record<string, unknown>;
};
export type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address (rate limits count per address); 127.0.0.1 by default. */
  ip?: string;
};
export type OutboxMessage = {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  data: Record<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  /** The api's own database, for what no route can do (make a code expire, read stored rows). */
  db: Db;
  /** Calls the api through app.inject(); `token` adds the bearer header. */
  call<T = Record<string, unknown>>(
    method: InjectOptions['method'],
    url: string,
    options?: CallOptions,
  ): Promise<Reply<T>>;
  login(email: string, password?: string): Promise<Session>;
  /** Signs in as one of the seeded demo roles (a fresh session each call). */
  as(role: Role): Promise<Session>;
  /** Registers a fresh account and returns its session. */
  register(
    overrides?: Partial<{
      email: string;
      password: string;
      full_name: string;
      user_type: 'LL' | 'TN';
    }>,
  ): Promise<Session>;
  /** The newest sandbox message to a recipient (e-mail or phone digits). */
  lastMessage(to: string): Promise<OutboxMessage>;
  /** All sandbox messages to a recipient, newest first. */
  outbox(to: string): Promise<OutboxMessage[]>;
  close(): Promise<void>;
};

export const PASSWORD = 'gott-lykilord-123';

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(prefix = 'prufa'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.is`;
}

/** One api per test file, on its own database (PGlite in memory, or a fresh PostgreSQL database). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  build: Omit<BuildOptions, 'config'> = {},
): Promise<TestApp> {
  const target = await createTestDatabase(overrides);
  const app = await buildApp({
    ...build,
    database: build.database ?? target.database,
    config: { ...target.config, ...overrides },
  });
  await app.ready();

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
    const text = response.body;
    let body: unknown = {};
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = { text };
      }
    }
    return {
      status: response.statusCode,
      body: body as never,
      headers: response.headers as Record<string, unknown>,
    };
  };

  type AuthReply = { access: string; refresh: string; user: { id: number; email: string } };
  const toSession = (body: AuthReply): Session => ({
    access: body.access,
    refresh: body.refresh,
    userId: body.user.id,
    email: body.user.email,
  });

  const login: TestApp['login'] = async (email, password = DEFAULT_DEMO_PASSWORD) => {
    const reply = await call<AuthReply>('POST', '/api/auth/login/', { body: { email, password } });
    if (reply.status !== 200)
      throw new Error(`login ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return toSession(reply.body);
  };

  const outbox: TestApp['outbox'] = async (to) => {
    const reply = await call<{ results: OutboxMessage[] }>(
      'GET',
      `/api/dev/outbox/?to=${encodeURIComponent(to)}`,
    );
    return reply.body.results;
  };

  return {
    app,
    db: app.ctx.db,
    call,
    login,
    as: (role) => login(ROLE_EMAILS[role]),
    register: async (fields = {}) => {
      const reply = await call<AuthReply>('POST', '/api/auth/register/', {
        body: {
          email: uniqueEmail(),
          password: PASSWORD,
          full_name: 'Sólveig Prufudóttir',
          user_type: 'TN',
          ...fields,
        },
      });
      if (reply.status !== 201)
        throw new Error(`register failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return toSession(reply.body);
    },
    lastMessage: async (to) => {
      const [message] = await outbox(to);
      if (!message) throw new Error(`No sandbox message to ${to}`);
      return message;
    },
    outbox,
    close: async () => {
      await app.close();
      await target.drop();
    },
  };
}

/** Calls `poll` until `done` holds for its answer, or fails after `timeoutMs`. */
export async function pollUntil<T>(
  poll: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await poll();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export { DEMO_ACCOUNTS, DEFAULT_DEMO_PASSWORD };
