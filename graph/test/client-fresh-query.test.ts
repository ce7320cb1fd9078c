import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloClient, gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphCache, createGraphLink, createMemoryTokenStore } from '../src/client/index.js';

/**
 * A report's comments over real HTTP: the server holds a query's answer until the test lets it
 * go, so the query's answer, read before a comment was added, lands after the mutation's answer.
 */
let server: Server;
let uri: string;
let comments: string[] = [];
const held: (() => void)[] = [];
let holdNextQuery = false;
const answered: string[] = [];

async function readBody(req: IncomingMessage) {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return JSON.parse(raw) as { operationName?: string; variables?: { text?: string } };
}

const report = (list: string[]) => ({ report: { __typename: 'Report', id: '8', comments: list } });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const send = (data: unknown) => {
        answered.push(body.operationName ?? '');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data }));
      };
      if (body.operationName === 'AddComment') {
        comments = [...comments, body.variables?.text ?? ''];
        send({ addComment: report(comments).report });
        return;
      }
      // The state is read now; the answer may be held back.
      const snapshot = report(comments);
      if (holdNextQuery) {
        holdNextQuery = false;
        held.push(() => send(snapshot));
      } else send(snapshot);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const REPORT = gql`
  query Report {
    report {
      id
      comments
    }
  }
`;
const ADD = gql`
  mutation AddComment($text: String!) {
    addComment(text: $text) {
      id
      comments
    }
  }
`;

function makeClient(): ApolloClient {
  const { link } = createGraphLink({
    uri,
    tokens: createMemoryTokenStore({ access: 'a', refresh: 'r' }),
    sessionMode: 'TOKEN',
    onSignOut: () => {},
    usePersistedDocuments: false,
  });
  return new ApolloClient({ link, cache: createGraphCache() });
}

const until = async (isDone: () => boolean) => {
  for (let i = 0; i < 200 && !isDone(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(isDone()).toBe(true);
};

describe('a query answered after a mutation', () => {
  it('is asked again, so the cache keeps the mutation’s newer state', async () => {
    const client = makeClient();
    await client.query({ query: REPORT });

    // The page refetches; its answer is read before the comment and held back.
    holdNextQuery = true;
    const refetch = client.query({ query: REPORT, fetchPolicy: 'network-only' });
    await until(() => held.length === 1);
    await client.mutate({ mutation: ADD, variables: { text: 'Lyklar afhentir við útidyr.' } });
    held.shift()!();
    await refetch;

    expect(answered).toEqual(['Report', 'AddComment', 'Report', 'Report']);
    const cached = client.readQuery({ query: REPORT }) as { report: { comments: string[] } };
    expect(cached.report.comments).toEqual(['Lyklar afhentir við útidyr.']);
  });

  it('is not asked again when no mutation answered meanwhile', async () => {
    answered.length = 0;
    const client = makeClient();
    await client.query({ query: REPORT, fetchPolicy: 'network-only' });
    await client.query({ query: REPORT, fetchPolicy: 'network-only' });
    expect(answered).toEqual(['Report', 'Report']);
  });
});
