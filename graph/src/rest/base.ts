import {
  RESTDataSource,
  type AugmentedRequest,
  type DataSourceConfig,
  type RequestOptions,
} from '@apollo/datasource-rest';
import { createHash, randomUUID } from 'node:crypto';
import { HTTPCache } from '@apollo/datasource-rest/dist/HTTPCache.js';
import type { GraphQLError } from 'graphql';
import { graphErrorFromRest } from '../errors.js';
import type { Fetcher } from '../http/fetcher.js';

/** What every domain's data source needs; built once per request in the context function. */
export type DataSourceOptions = {
  apiUrl: string;
  /** The caller's Authorization header, forwarded untouched (null when anonymous). */
  authorization: string | null;
  /** Sent as X-Forwarded-For, so the api rate-limits the caller and not the graph. */
  forwardedFor: string | null;
  /** The client's Idempotency-Key for the operation (null: each money mutation gets a new one). */
  idempotencyKey?: string | null;
  fetch: Fetcher;
  stats: RequestStats;
};

/** Per-request counters, read by the logging plugin and by tests (N+1 guards). */
export type RequestStats = { restCalls: number; restMs: number };

type ErrorResponse = Parameters<RESTDataSource['errorFromResponse']>[0];

/** HTTP caching is off: data lives one request, in DataLoaders, never shared between users. */
const NO_CACHE: NonNullable<DataSourceConfig['cache']> = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(true),
};

/**
 * Straight to the api: RESTDataSource's HTTP cache would work out a caching policy
 * (http-cache-semantics) for every answer only to store nothing. Stateless, so one per fetcher.
 */
class UncachedHttp extends HTTPCache {
  constructor(private readonly send: Fetcher) {
    super(NO_CACHE, send);
  }

  override async fetch(url: URL, request: RequestOptions = {}) {
    return { response: await this.send(url.toString(), request) };
  }
}

const uncachedByFetcher = new WeakMap<Fetcher, UncachedHttp>();

function uncachedHttp(fetch: Fetcher): UncachedHttp {
  let http = uncachedByFetcher.get(fetch);
  if (!http) {
    http = new UncachedHttp(fetch);
    uncachedByFetcher.set(fetch, http);
  }
  return http;
}

/**
 * Base of the per-domain REST data sources: base URL `<apiUrl>/api/`, the caller's token,
 * call counting and the REST-to-GraphQL error mapping.
 */
export abstract class LeigaDataSource extends RESTDataSource {
  readonly authorization: string | null;
  private readonly forwardedFor: string | null;
  private readonly stats: RequestStats;
  private readonly clientIdempotencyKey: string | null;

  constructor(options: DataSourceOptions) {
    super({ fetch: options.fetch, cache: NO_CACHE });
    this.httpCache = uncachedHttp(options.fetch);
    this.baseURL = `${options.apiUrl.replace(/\/+$/, '')}/api/`;
    this.authorization = options.authorization;
    this.forwardedFor = options.forwardedFor;
    this.stats = options.stats;
    this.clientIdempotencyKey = options.idempotencyKey ?? null;
  }

  /**
   * The Idempotency-Key header of a money mutation (the api requires one). Derived from the
   * client's key and `call` (what the call does, e.g. `POST payout-methods/ 12`), so a retried
   * operation asks the same; without a client key each call gets a fresh one.
   */
  protected idempotencyHeader(call: string): Record<string, string> {
    const key = this.clientIdempotencyKey
      ? createHash('sha256').update(`${this.clientIdempotencyKey}\n${call}`).digest('hex')
      : randomUUID();
    return { 'idempotency-key': key };
  }

  get isAuthenticated(): boolean {
    return this.authorization !== null;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    if (this.authorization) request.headers.authorization = this.authorization;
    if (this.forwardedFor) request.headers['x-forwarded-for'] = this.forwardedFor;
  }

  /**
   * Resolvers read REST answers and never change them, so a call deduplicated within the
   * operation shares its answer: no deep copy of every answer (a page of listings) per call.
   */
  protected override cloneParsedBody<TResult>(parsedBody: TResult): TResult {
    return parsedBody;
  }

  protected override async trace<T>(
    _url: URL,
    _req: RequestOptions,
    fn: () => Promise<T>,
  ): Promise<T> {
    const started = performance.now();
    this.stats.restCalls += 1;
    try {
      return await fn();
    } finally {
      this.stats.restMs += performance.now() - started;
    }
  }

  protected override async errorFromResponse({
    response,
    parsedBody,
  }: ErrorResponse): Promise<GraphQLError> {
    return graphErrorFromRest({
      status: response.status,
      body: parsedBody,
      retryAfter: response.headers.get('retry-after'),
    });
  }
}
