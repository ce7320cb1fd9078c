import { Agent, type Dispatcher } from 'undici';

/**
 * The graph's HTTP client to the api: undici's `dispatch` over a keep-alive pool, with a handler
 * that collects the answer's bytes. `request` would wrap every answer in a Readable stream and an
 * async resource only for us to read it whole (api answers are small JSON), and `fetch` costs
 * more still; the data sources (rest/base.ts) only need the small Fetcher surface.
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

/** What the data sources send: a string body (JSON they serialised) or none. */
export type FetcherRequestInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};

/** One answer, read whole: the small part of a WHATWG Response the data sources use. */
export type FetcherResponse = {
  readonly url: string;
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
};

export type Fetcher = (url: string, init?: FetcherRequestInit) => Promise<FetcherResponse>;

/**
 * The answer's headers as the wire gave them (name, value, name, value, ...), read in place:
 * a data source reads two or three of them, so decoding every one (helmet's dozen included)
 * into an object or a WHATWG Headers per call is wasted work.
 */
class ResponseHeaders {
  constructor(private readonly raw: Buffer[]) {}

  /** One header without decoding the others: names are compared by length first. */
  get(name: string): string | null {
    const wanted = name.toLowerCase();
    let value: string | null = null;
    for (let i = 0; i + 1 < this.raw.length; i += 2) {
      const key = this.raw[i]!;
      if (key.length !== wanted.length || key.toString('latin1').toLowerCase() !== wanted) continue;
      const v = this.raw[i + 1]!.toString('latin1');
      value = value === null ? v : `${value}, ${v}`;
    }
    return value;
  }
}

/** A whole answer in memory; methods on the prototype, so an answer costs no closures. */
class BufferedResponse implements FetcherResponse {
  readonly ok: boolean;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly headers: ResponseHeaders,
    private readonly body: string,
  ) {
    this.ok = status >= 200 && status < 300;
  }

  text(): Promise<string> {
    return Promise.resolve(this.body);
  }

  json(): Promise<unknown> {
    try {
      return Promise.resolve(JSON.parse(this.body) as unknown);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** Collects one answer (undici's raw handler interface: no stream, no parsed header object). */
class BufferingHandler implements Dispatcher.DispatchHandler {
  private status = 0;
  private rawHeaders: Buffer[] = [];
  private readonly chunks: Buffer[] = [];

  constructor(
    private readonly url: string,
    private readonly resolve: (response: FetcherResponse) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  onConnect(): void {}

  onHeaders(status: number, rawHeaders: Buffer[]): boolean {
    // 1xx informational answers come first; the final status replaces them.
    this.status = status;
    this.rawHeaders = rawHeaders;
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    const body =
      this.chunks.length === 1
        ? this.chunks[0]!.toString('utf8')
        : Buffer.concat(this.chunks).toString('utf8');
    this.resolve(
      new BufferedResponse(this.url, this.status, new ResponseHeaders(this.rawHeaders), body),
    );
  }

  onError(error: Error): void {
    this.reject(error);
  }
}

/** `http://host:port/path?query` as undici's origin and path, without building a URL object. */
function splitUrl(url: string): { origin: string; path: string } {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash === -1
    ? { origin: url, path: '/' }
    : { origin: url.slice(0, slash), path: url.slice(slash) };
}

type HttpMethod = Dispatcher.HttpMethod;

export function createFetcher(dispatcher: Dispatcher): Fetcher {
  return (url, init = {}) =>
    new Promise<FetcherResponse>((resolve, reject) => {
      const { origin, path } = splitUrl(url);
      dispatcher.dispatch(
        {
          origin,
          path,
          method: (init.method ?? 'GET') as HttpMethod,
          headers: init.headers,
          body: init.body,
        },
        new BufferingHandler(url, resolve, reject),
      );
    });
}
