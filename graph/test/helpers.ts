import Fastify, { type FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '@leiga/api';
import { graphPlugin, InMemoryPubSub, type OperationLogLine } from '../src/index.js';
import type { PersistedDocuments } from '../src/plugins/trusted-documents.js';

export { DEMO_PASSWORD };

export type GraphResponse<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  data: T | null;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

export type Stack = {
  api: TestApi;
  graph: FastifyInstance;
  url: string;
  /** The live bus the api publishes to and the graph's subscriptions listen on. */
  live: InMemoryPubSub;
  /** One line per operation, as the graph logs it. */
  log: OperationLogLine[];
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string | null; cookie?: string | null; body?: Record<string, unknown> },
  ): Promise<GraphResponse<T>>;
  close(): Promise<void>;
};

export type StackOptions = {
  isProduction?: boolean;
  persistedDocuments?: PersistedDocuments;
  /** The public origin (APP_URL) the graph is told about. */
  appUrl?: string;
};

/** A fresh api (PGlite, seeded) and a graph in front of it, both on loopback ports. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const live = new InMemoryPubSub();
  const api = await startTestApi({}, { liveEvents: live });
  const graph = Fastify({ logger: false });
  const log: OperationLogLine[] = [];
  await graph.register(graphPlugin, {
    apiUrl: api.url,
    isProduction: options.isProduction ?? false,
    logger: { info: (line) => log.push(line) },
    persistedDocuments: options.persistedDocuments,
    appUrl: options.appUrl,
    pubsub: live,
  });
  await graph.listen({ host: '127.0.0.1', port: 0 });
  const address = graph.server.address();
  if (!address || typeof address === 'string') throw new Error('graph has no port');
  const url = `http://127.0.0.1:${address.port}/graphql`;

  async function gql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    opts: { token?: string | null; cookie?: string | null; body?: Record<string, unknown> } = {},
  ): Promise<GraphResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(opts.body ?? { query, variables }),
    });
    const json = (await res.json()) as { data?: T | null; errors?: GraphResponse['errors'] };
    return {
      status: res.status,
      headers: res.headers,
      data: json.data ?? null,
      errors: json.errors ?? [],
    };
  }

  return {
    api,
    graph,
    url,
    live,
    log,
    gql,
    close: async () => {
      await graph.close();
      await api.close();
    },
  };
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(headers: Headers): string | null {
  const setCookie = headers.get('set-cookie');
  return setCookie ? (setCookie.split(';')[0] ?? null) : null;
}

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
      refreshToken
      user {
        id
        email
        fullName
        isStaff
      }
    }
  }
`;

export type LoginData = {
  login: {
    accessToken: string;
    refreshToken: string | null;
    user: { id: string; email: string; fullName: string; isStaff: boolean };
  };
};

export async function login(
  stack: Stack,
  email: string,
  sessionMode: 'COOKIE' | 'TOKEN' = 'TOKEN',
): Promise<LoginData['login'] & { cookie: string | null }> {
  const res = await stack.gql<LoginData>(LOGIN, {
    input: { email, password: DEMO_PASSWORD, sessionMode },
  });
  if (!res.data) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
  return { ...res.data.login, cookie: cookieFrom(res.headers) };
}

type OutboxMessage = { channel: string; to: string; data: Record<string, string> };

/** The sandbox SMS and e-mail the api sent, newest first. */
export async function readOutbox(stack: Stack, to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${stack.api.url}/api/dev/outbox/?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { results: OutboxMessage[] };
  return body.results;
}

export function codesOf(res: GraphResponse<unknown>): unknown[] {
  return res.errors.map((e) => e.extensions?.code);
}

/** Signs in through the api directly (for graphs in production mode, where login is persisted). */
export async function restLogin(stack: Stack, email: string): Promise<string> {
  const res = await fetch(`${stack.api.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { access: string };
  return body.access;
}
