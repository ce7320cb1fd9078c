import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'undici';
import { createApiAgent, createFetcher } from '../src/http/fetcher.js';
import {
  LeigaDataSource,
  type DataSourceOptions,
  type OutgoingRequest,
  type RequestDeduplicationPolicy,
  type RequestOptions,
  type RequestStats,
} from '../src/rest/base.js';

/** What the little api below saw of one call. */
type Seen = {
  method: string;
  url: string;
  authorization?: string;
  forwardedFor?: string;
  contentType?: string;
  idempotencyKey?: string;
  body: unknown;
};

/** A data source with its calls opened up, and one path that never shares an answer. */
class EchoAPI extends LeigaDataSource {
  read = (path: string, options?: RequestOptions) => this.get<Seen>(path, options);
  create = (path: string, options?: RequestOptions) => this.post<Seen>(path, options);
  change = (path: string, options?: RequestOptions) => this.patch<Seen>(path, options);
  replace = (path: string, options?: RequestOptions) => this.put<Seen>(path, options);
  remove = (path: string) => this.delete<unknown>(path);
  keyFor = (call: string) => this.idempotencyHeader(call);

  protected override requestDeduplicationPolicyFor(
    request: OutgoingRequest,
  ): RequestDeduplicationPolicy {
    if (request.url.endsWith('/fresh/')) return { policy: 'do-not-deduplicate' };
    return super.requestDeduplicationPolicyFor(request);
  }
}

let api: FastifyInstance;
let origin: string;
let agent: Agent;
let served = 0;

beforeAll(async () => {
  api = Fastify({ logger: false });
  api.addHook('onRequest', async () => {
    served += 1;
  });
  const echo = async (request: {
    method: string;
    url: string;
    headers: Record<string, string | string[] | undefined>;
    body?: unknown;
  }): Promise<Seen> => {
    // Long enough for twins of one operation to overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const header = (name: string) => request.headers[name] as string | undefined;
    return {
      method: request.method,
      url: request.url,
      authorization: header('authorization'),
      forwardedFor: header('x-forwarded-for'),
      contentType: header('content-type'),
      idempotencyKey: header('idempotency-key'),
      body: request.body ?? null,
    };
  };
  api.route({ method: ['GET', 'POST', 'PATCH', 'PUT'], url: '/api/*', handler: echo });
  api.delete('/api/things/1/', async (_request, reply) => reply.code(204).send());
  api.get('/api/missing/', async (_request, reply) =>
    reply.code(404).send({ code: 'not_found', detail: 'Nothing here.' }),
  );
  api.get('/api/busy/', async (_request, reply) =>
    reply.code(429).header('retry-after', '30').send({ code: 'throttled', detail: 'Slow down.' }),
  );
  api.get('/api/broken/', async (_request, reply) =>
    reply.code(502).type('text/html').send('<h1>Bad gateway</h1>'),
  );
  origin = await api.listen({ host: '127.0.0.1', port: 0 });
  agent = createApiAgent();
});

afterAll(async () => {
  await agent.close();
  await api.close();
});

function source(overrides: Partial<DataSourceOptions> = {}): {
  echo: EchoAPI;
  stats: RequestStats;
} {
  const stats: RequestStats = { restCalls: 0, restMs: 0 };
  const echo = new EchoAPI({
    apiUrl: `${origin}/`,
    fetch: createFetcher(agent),
    authorization: 'Bearer token-1',
    forwardedFor: '203.0.113.7, 127.0.0.1',
    stats,
    ...overrides,
  });
  return { echo, stats };
}

describe('the data sources’ calls to the api', () => {
  it('send the caller’s token and address, the query and a JSON body', async () => {
    const { echo, stats } = source();
    const seen = await echo.create('things/', {
      params: { page: '2', search: 'Þórsgata 3 & co', empty: undefined },
      body: { name: 'Íbúð', rooms: 3 },
    });
    expect(seen).toEqual({
      method: 'POST',
      url: '/api/things/?page=2&search=%C3%9E%C3%B3rsgata+3+%26+co',
      authorization: 'Bearer token-1',
      forwardedFor: '203.0.113.7, 127.0.0.1',
      contentType: 'application/json',
      body: { name: 'Íbúð', rooms: 3 },
    });
    expect(stats.restCalls).toBe(1);
    expect(stats.restMs).toBeGreaterThan(0);
  });

  it('add parameters to a path that has a query, and encode a path that needs it', async () => {
    const { echo } = source({ authorization: null, forwardedFor: null });
    const withQuery = await echo.read('things/?view=card', {
      params: new URLSearchParams({ page: '1' }),
    });
    expect(withQuery.url).toBe('/api/things/?view=card&page=1');
    expect(withQuery.authorization).toBeUndefined();
    expect(withQuery.forwardedFor).toBeUndefined();
    expect(echo.isAuthenticated).toBe(false);
    const encoded = await echo.read('streets/Þórsgata 3/');
    expect(encoded.url).toBe('/api/streets/%C3%9E%C3%B3rsgata%203/');
  });

  it('pass extra headers lower-cased, with the same idempotency key for the same call', async () => {
    const { echo } = source({ idempotencyKey: 'client-key' });
    const key = echo.keyFor('POST payouts/ 12');
    expect(key).toEqual(echo.keyFor('POST payouts/ 12'));
    expect(key).not.toEqual(echo.keyFor('POST payouts/ 13'));
    const seen = await echo.change('payouts/12/', {
      headers: { 'Idempotency-Key': key['idempotency-key']! },
      body: { amount: 1 },
    });
    expect(seen.idempotencyKey).toBe(key['idempotency-key']);
    const { echo: anonymous } = source();
    expect(anonymous.keyFor('POST payouts/ 12')).not.toEqual(anonymous.keyFor('POST payouts/ 12'));
  });

  it('share one answer among GET twins in flight, and never among writes', async () => {
    const { echo, stats } = source();
    const before = served;
    const [a, b] = await Promise.all([echo.read('things/1/'), echo.read('things/1/')]);
    expect(a).toBe(b);
    expect(served - before).toBe(1);
    const [c, d] = await Promise.all([echo.replace('things/1/'), echo.replace('things/1/')]);
    expect(c).not.toBe(d);
    const [e, f] = await Promise.all([echo.read('fresh/'), echo.read('fresh/')]);
    expect(e).not.toBe(f);
    expect(served - before).toBe(5);
    expect(stats.restCalls).toBe(5);
    // Once answered, the next GET asks again.
    await echo.read('things/1/');
    expect(served - before).toBe(6);
  });

  it('let a write during a GET make the next GET of that URL ask again', async () => {
    const { echo } = source();
    const before = served;
    const first = echo.read('things/2/');
    await echo.create('things/2/', { body: {} });
    const second = echo.read('things/2/');
    expect(await first).not.toBe(await second);
    expect(served - before).toBe(3);
  });

  it('read an empty answer as text and a 204 as nothing', async () => {
    const { echo } = source();
    expect(await echo.remove('things/1/')).toBe('');
  });

  it('turn REST errors into GraphQL errors with their code', async () => {
    const { echo } = source();
    const missing = await echo.read('missing/').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(GraphQLError);
    expect((missing as GraphQLError).extensions).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'not_found',
    });
    const busy = (await echo.read('busy/').catch((error: unknown) => error)) as GraphQLError;
    expect(busy.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const broken = (await echo.read('broken/').catch((error: unknown) => error)) as GraphQLError;
    expect(broken.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', upstreamStatus: 502 });
  });

  it('fail with the transport’s error when the api is away', async () => {
    const { echo } = source({ apiUrl: 'http://127.0.0.1:9' });
    await expect(echo.read('things/')).rejects.toThrow();
  });
});
