import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloClient, gql } from '@apollo/client';
import { InMemoryCache } from '@apollo/client/cache';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGraphLink, createMemoryTokenStore, type ErrorReport } from '../src/client/index.js';

/** A graph that fails on purpose, scripted per test, recording every request it gets. */
type Seen = { operationName: string; authorization: string | undefined };
type Reply = { status: number; body: unknown };
type Script = (req: Seen, count: number) => Reply;

let server: Server;
let uri: string;
let seen: Seen[] = [];
let script: Script = () => ({ status: 200, body: { data: {} } });

async function readBody(req: IncomingMessage): Promise<{ operationName?: string }> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return JSON.parse(raw) as { operationName?: string };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const entry = {
        operationName: body.operationName ?? '',
        authorization: req.headers.authorization,
      };
      seen.push(entry);
      const reply = script(
        entry,
        seen.filter((s) => s.operationName === entry.operationName).length,
      );
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen = [];
});

function makeClient(access: string | null, refresh: string | null = 'r1') {
  const tokens = createMemoryTokenStore({ access, refresh });
  const signOuts: number[] = [];
  const reports: ErrorReport[] = [];
  const { link } = createGraphLink({
    uri,
    tokens,
    sessionMode: 'TOKEN',
    onSignOut: () => signOuts.push(Date.now()),
    onError: (r) => reports.push(r),
    retryDelayMs: 1,
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, tokens, signOuts, reports };
}

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;
const UPDATE = gql`
  mutation Update {
    updateUser(input: { id: "1" }) {
      id
    }
  }
`;
const unauthenticated = {
  status: 200,
  body: {
    data: { me: null },
    errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED', reason: 'token_invalid' } }],
  },
};
const me = { status: 200, body: { data: { me: { __typename: 'User', id: '1' } } } };
const tokens = (n: number) => ({
  status: 200,
  body: { data: { refreshSession: { accessToken: `new-${n}`, refreshToken: `r-${n + 1}` } } },
});

describe('client kit links', () => {
  it('on UNAUTHENTICATED: one refresh shared by concurrent operations, each retried once', async () => {
    script = (req, n) => {
      if (req.operationName === 'RefreshSession') return tokens(n);
      return req.authorization === 'Bearer new-1' ? me : unauthenticated;
    };
    const { client, tokens: store } = makeClient('old');
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        client.query({
          query: ME,
          fetchPolicy: 'no-cache',
          context: { i, queryDeduplication: false },
        }),
      ),
    );
    expect(results.map((r) => r.data)).toEqual(
      Array(3).fill({ me: { __typename: 'User', id: '1' } }),
    );
    expect(seen.filter((s) => s.operationName === 'RefreshSession')).toHaveLength(1);
    expect(seen.filter((s) => s.operationName === 'Me')).toHaveLength(6);
    expect(store.getAccessToken()).toBe('new-1');
    expect(store.getRefreshToken()).toBe('r-2');
  });

  it('signs out when the refresh fails, and does not loop', async () => {
    script = (req) =>
      req.operationName === 'RefreshSession'
        ? {
            status: 200,
            body: {
              data: null,
              errors: [
                {
                  message: 'x',
                  extensions: { code: 'UNAUTHENTICATED', reason: 'refresh_token_reused' },
                },
              ],
            },
          }
        : unauthenticated;
    const { client, signOuts, tokens: store, reports } = makeClient('old');
    await expect(client.query({ query: ME, fetchPolicy: 'no-cache' })).rejects.toThrow();
    expect(signOuts).toHaveLength(1);
    expect(store.getAccessToken()).toBeNull();
    expect(seen.map((s) => s.operationName)).toEqual(['Me', 'RefreshSession']);
    expect(reports[0]).toMatchObject({
      code: 'UNAUTHENTICATED',
      messageKeys: [
        'errors.token_invalid',
        'errors.unauthenticated',
        'errors.something_went_wrong',
      ],
    });
  });

  it('retries a query once after a 503', async () => {
    script = (_req, n) => (n === 1 ? { status: 503, body: { message: 'busy' } } : me);
    const { client } = makeClient('ok');
    const result = await client.query({ query: ME, fetchPolicy: 'no-cache' });
    expect(result.data).toEqual({ me: { __typename: 'User', id: '1' } });
    expect(seen).toHaveLength(2);
  });

  it('retries a query only once', async () => {
    script = () => ({ status: 502, body: { message: 'down' } });
    const { client, reports } = makeClient('ok');
    await expect(client.query({ query: ME, fetchPolicy: 'no-cache' })).rejects.toThrow();
    expect(seen).toHaveLength(2);
    expect(reports.at(-1)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', status: 502 });
  });

  it('never retries a mutation', async () => {
    script = () => ({ status: 503, body: { message: 'busy' } });
    const { client } = makeClient('ok');
    await expect(client.mutate({ mutation: UPDATE })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('does not retry statuses outside the list', async () => {
    script = () => ({
      status: 400,
      body: { errors: [{ message: 'bad', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] },
    });
    const { client } = makeClient('ok');
    await expect(client.query({ query: ME, fetchPolicy: 'no-cache' })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });
});
