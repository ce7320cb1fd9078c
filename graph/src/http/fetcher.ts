import type { DataSourceConfig } from '@apollo/datasource-rest';
import { Agent, request, type Dispatcher } from 'undici';

/**
 * The graph's HTTP client to the api: undici's `request` over a keep-alive pool. It is a few
 * times cheaper per call than `fetch`, and RESTDataSource only needs the small Fetcher surface.
 * Bodies are read whole (api answers are small JSON), so `clone()` can share them.
 */

export type ApiAgentOptions = { connections?: number; keepAliveTimeoutMs?: number };

export function createApiAgent(options: ApiAgentOptions = {}): Agent {
  return new Agent({
    connections: options.connections ?? 128,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
    keepAliveMaxTimeout: 10 * 60_000,
    pipelining: 1,
  });
}

export type Fetcher = NonNullable<DataSourceConfig['fetch']>;
type FetcherRequestInit = NonNullable<Parameters<Fetcher>[1]>;
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

type RawHeaders = Dispatcher.ResponseData['headers'];
type FetcherHeaders = FetcherResponse['headers'];

/**
 * The answer's headers as undici gave them (names in lower case), read in place: RESTDataSource
 * reads two or three of them, so copying all into a WHATWG Headers per call is wasted work.
 */
class ResponseHeaders implements FetcherHeaders {
  constructor(private readonly raw: RawHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }

  *entries(): IterableIterator<[string, string]> {
    for (const name of Object.keys(this.raw).sort()) {
      const value = this.get(name);
      if (value !== null) yield [name, value];
    }
  }

  *keys(): IterableIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  append(name: string, value: string): void {
    const current = this.raw[name.toLowerCase()];
    this.raw[name.toLowerCase()] = current === undefined ? value : [current, value].flat();
  }

  set(name: string, value: string): void {
    this.raw[name.toLowerCase()] = value;
  }

  delete(name: string): void {
    delete this.raw[name.toLowerCase()];
  }
}

function toResponse(
  url: string,
  status: number,
  headers: FetcherHeaders,
  text: string,
): FetcherResponse {
  const response: FetcherResponse = {
    bodyUsed: false,
    url,
    redirected: false,
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    arrayBuffer: () => Promise.resolve(new TextEncoder().encode(text).buffer),
    clone: () => response,
  };
  return response;
}

type HttpMethod = Dispatcher.HttpMethod;

export function createFetcher(dispatcher: Dispatcher): Fetcher {
  return async (url: string, init: FetcherRequestInit = {}) => {
    const res = await request(url, {
      method: (init.method ?? 'GET') as HttpMethod,
      headers: init.headers,
      body: init.body,
      dispatcher,
    });
    const text = await res.body.text();
    return toResponse(url, res.statusCode, new ResponseHeaders(res.headers), text);
  };
}
