import { createHash, randomUUID } from 'node:crypto';
import type { GraphQLError } from 'graphql';
import { graphErrorFromRest } from '../errors.js';
import type { Fetcher, FetcherResponse } from '../http/fetcher.js';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call's options: query parameters, a JSON body, extra headers. */
export type RequestOptions = {
  params?: URLSearchParams | Record<string, string | undefined>;
  /** Serialised as JSON (a string is sent as it is). */
  body?: unknown;
  headers?: Record<string, string>;
};

/** A call as it goes out: method, full URL and lower-cased headers. */
export type OutgoingRequest = {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
};

/**
 * Whether a call shares an in-flight twin's answer: GETs by default do while they run; a
 * data source whose answers change under it (after its own mutations) opts out.
 */
export type RequestDeduplicationPolicy =
  | { policy: 'deduplicate-during-request-lifetime'; deduplicationKey: string }
  | { policy: 'do-not-deduplicate'; invalidateDeduplicationKeys?: string[] };

/** Characters a path may carry as it is; anything else is encoded by the URL parser. */
const PLAIN_PATH = /^[A-Za-z0-9\-._~/%?=&,]*$/;

function queryOf(params: RequestOptions['params']): string {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(name, value);
  }
  return search.toString();
}

/** The body as sent: a string as it is, anything else as JSON. */
function serialise(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  return JSON.stringify(body);
}

/** JSON when the api says so; otherwise the text (an empty 204, an HTML error page). */
function parseBody(response: FetcherResponse): Promise<unknown> {
  const contentType = response.headers.get('content-type');
  if (
    response.status !== 204 &&
    contentType !== null &&
    (contentType.startsWith('application/json') || contentType.endsWith('+json')) &&
    response.headers.get('content-length') !== '0'
  ) {
    return response.json();
  }
  return response.text();
}

/**
 * Base of the per-domain REST data sources: base URL `<apiUrl>/api/`, the caller's token,
 * call counting and the REST-to-GraphQL error mapping.
 */
export abstract class LeigaDataSource {
  readonly authorization: string | null;
  private readonly baseURL: string;
  private readonly forwardedFor: string | null;
  private readonly send: Fetcher;
  private readonly stats: RequestStats;
  private readonly clientIdempotencyKey: string | null;
  /** GETs in flight, by method and URL, so that twins within one operation share one call. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(options: DataSourceOptions) {
    this.baseURL = `${options.apiUrl.replace(/\/+$/, '')}/api/`;
    this.authorization = options.authorization;
    this.forwardedFor = options.forwardedFor;
    this.send = options.fetch;
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

  protected get<T>(path: string, request?: RequestOptions): Promise<T> {
    return this.call<T>('GET', path, request);
  }

  protected post<T = unknown>(path: string, request?: RequestOptions): Promise<T> {
    return this.call<T>('POST', path, request);
  }

  protected put<T = unknown>(path: string, request?: RequestOptions): Promise<T> {
    return this.call<T>('PUT', path, request);
  }

  protected patch<T = unknown>(path: string, request?: RequestOptions): Promise<T> {
    return this.call<T>('PATCH', path, request);
  }

  protected delete<T = unknown>(path: string, request?: RequestOptions): Promise<T> {
    return this.call<T>('DELETE', path, request);
  }

  /**
   * GETs share an in-flight twin's answer; any other method makes its call and forgets the
   * GETs of its URL. Resolvers read answers and never change them, so a shared one is not copied.
   */
  protected requestDeduplicationPolicyFor(request: OutgoingRequest): RequestDeduplicationPolicy {
    return request.method === 'GET'
      ? { policy: 'deduplicate-during-request-lifetime', deduplicationKey: `GET ${request.url}` }
      : { policy: 'do-not-deduplicate', invalidateDeduplicationKeys: [`GET ${request.url}`] };
  }

  private call<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const request = this.outgoing(method, path, options);
    const policy = this.requestDeduplicationPolicyFor(request);
    if (policy.policy === 'do-not-deduplicate') {
      for (const key of policy.invalidateDeduplicationKeys ?? []) this.inFlight.delete(key);
      return this.perform(request) as Promise<T>;
    }
    const key = policy.deduplicationKey;
    const twin = this.inFlight.get(key);
    if (twin) return twin as Promise<T>;
    const answer = this.perform(request);
    this.inFlight.set(key, answer);
    const forget = () => {
      if (this.inFlight.get(key) === answer) this.inFlight.delete(key);
    };
    answer.then(forget, forget);
    return answer as Promise<T>;
  }

  private outgoing(method: Method, path: string, options: RequestOptions): OutgoingRequest {
    // A plain relative path joins the base as it is; anything else goes through the URL parser.
    let url =
      PLAIN_PATH.test(path) && !path.startsWith('/')
        ? this.baseURL + path
        : new URL(path, this.baseURL).href;
    const query = queryOf(options.params);
    if (query) url += (url.includes('?') ? '&' : '?') + query;
    const headers: Record<string, string> = {};
    if (options.headers) {
      for (const [name, value] of Object.entries(options.headers)) {
        headers[name.toLowerCase()] = value;
      }
    }
    if (this.authorization) headers.authorization = this.authorization;
    if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
    const body = serialise(options.body);
    if (body !== undefined && typeof options.body !== 'string' && !headers['content-type']) {
      headers['content-type'] = 'application/json';
    }
    return { method, url, headers, body };
  }

  private async perform(request: OutgoingRequest): Promise<unknown> {
    const started = performance.now();
    this.stats.restCalls += 1;
    try {
      const response = await this.send(request.url, request);
      const parsedBody = await parseBody(response);
      if (!response.ok) throw this.errorFromResponse(response, parsedBody);
      return parsedBody;
    } finally {
      this.stats.restMs += performance.now() - started;
    }
  }

  private errorFromResponse(response: FetcherResponse, parsedBody: unknown): GraphQLError {
    return graphErrorFromRest({
      status: response.status,
      body: parsedBody,
      retryAfter: response.headers.get('retry-after'),
    });
  }
}
