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

function toHeaders(raw: Dispatcher.ResponseData['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

function toResponse(url: string, status: number, headers: Headers, text: string): FetcherResponse {
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
    return toResponse(url, res.statusCode, toHeaders(res.headers), text);
  };
}
