import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type ContextDeps } from '../src/context.js';
import { createApiAgent, createFetcher } from '../src/http/fetcher.js';
import { getSchema } from '../src/schema.js';
import { createArmor, LIST_COST_LIMITS } from '../src/security.js';
import { answerTypeFor, createTrustedExecutor } from '../src/trusted-executor.js';
import type { OperationLogLine } from '../src/plugins/logging.js';
import { restLogin, startStack, type Stack } from './helpers.js';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

const ME = 'query TrustedMe { me { id email fullName phones { number isVerified } } }';
const TWO = 'query First { serverTime } query Second { me { id } }';
const RENAME =
  'mutation TrustedRename($id: ID!, $name: String) { updateUser(input: { id: $id, fullName: $name }) { id } }';
const PAGE = 'query TrustedPage($size: Int) { listings(pageSize: $size) { count } }';
// Fragments, variables of an input type, an interface, enums, dates and nested objects.
const SEARCH = `query TrustedSearch($filter: ListingSearchInput, $size: Int) {
  listings(filter: $filter, pageSize: $size) { ...Paged count countIsCapped
    items { ...Card status listingType availableFrom publishedAt isLiked photos { id key }
      coverPhoto { id width height } owner { id fullName hasVerifiedPhone } } }
}
fragment Paged on Page { __typename page pageSize hasNextPage }
fragment Card on Listing { id title street price rooms }`;
const INTROSPECTION = 'query TrustedSchema { __schema { queryType { name } } }';
const HUGE = `query TrustedHuge { a: listings(pageSize: 100) { items { id title street price } }
  b: listings(pageSize: 100) { items { id } } c: listings(pageSize: 100) { items { id } }
  d: listings(pageSize: 100) { items { id } } e: listings(pageSize: 100) { items { id } }
  f: listings(pageSize: 100) { items { id } } }`;
const documents = Object.fromEntries(
  [ME, TWO, RENAME, PAGE, SEARCH, INTROSPECTION, HUGE].map((d) => [hashOf(d), d]),
);

const persisted = (text: string, extra: Record<string, unknown> = {}) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(text) } },
  ...extra,
});

let stack: Stack;
let anna: string;
let deps: ContextDeps;
const log: OperationLogLine[] = [];
let run: ReturnType<typeof createTrustedExecutor>;
const agent = createApiAgent();

beforeAll(async () => {
  stack = await startStack({ isProduction: true, persistedDocuments: documents });
  anna = await restLogin(stack, 'anna@leiga.is');
  deps = { apiUrl: stack.api.url, fetch: createFetcher(agent), isProduction: true };
  run = createTrustedExecutor({
    schema: getSchema(),
    documents,
    validationRules: createArmor(true).validationRules,
    limits: LIST_COST_LIMITS,
    logger: { info: (line) => log.push(line) },
  });
});
afterAll(async () => {
  await stack?.close();
  await agent.close();
});

const post = (body: unknown, headers: { accept?: string; contentType?: string } = {}) => ({
  method: 'POST',
  contentType: headers.contentType ?? 'application/json',
  accept: headers.accept,
  body,
});
const as = (token: string | null) => () =>
  createContext(deps, { authorization: token ? `Bearer ${token}` : null });

describe('the trusted executor', () => {
  it("answers a manifest query by hash with what Apollo answers, and logs it as Apollo's plugin does", async () => {
    log.length = 0;
    const answer = await run(post(persisted(ME, { operationName: 'TrustedMe' })), as(anna));
    expect(answer).not.toBeNull();
    expect(answer!.contentType).toBe('application/json; charset=utf-8');
    const viaApollo = await stack.gql(ME, {}, { token: anna });
    expect(JSON.parse(answer!.body)).toEqual({ data: viaApollo.data });
    expect(viaApollo.data).toMatchObject({ me: { email: 'anna@leiga.is' } });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      operation: 'TrustedMe',
      type: 'query',
      restCalls: 1,
      errors: [],
    });
  });

  it("compiles a query of fragments, input variables and an interface to Apollo's answer", async () => {
    const variables = { filter: { priceMax: 400_000, types: ['APARTMENT'] }, size: 5 };
    const answer = await run(
      post(persisted(SEARCH, { operationName: 'TrustedSearch', variables })),
      as(anna),
    );
    expect(answer).not.toBeNull();
    const viaApollo = await stack.gql(SEARCH, variables, { token: anna });
    expect(viaApollo.errors ?? []).toEqual([]);
    expect(JSON.parse(answer!.body)).toEqual({ data: viaApollo.data });
    const page = (viaApollo.data as { listings: { __typename: string; items: unknown[] } })
      .listings;
    expect(page.__typename).toBe('ListingPage');
    expect(page.items.length).toBeGreaterThan(0);
    // Variables the schema refuses are Apollo's to answer, with its error.
    const wrong = { filter: { priceMax: 'cheap' }, size: 5 };
    expect(
      await run(
        post(persisted(SEARCH, { operationName: 'TrustedSearch', variables: wrong })),
        as(anna),
      ),
    ).toBeNull();
  });

  it('picks the named operation of a document holding several, and needs the name', async () => {
    const second = await run(post(persisted(TWO, { operationName: 'Second' })), as(anna));
    expect(JSON.parse(second!.body)).toMatchObject({ data: { me: { id: expect.any(String) } } });
    expect(await run(post(persisted(TWO)), as(anna))).toBeNull();
  });

  it('leaves to Apollo what it does not run itself', async () => {
    const me = await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, { token: anna });
    const rename = { id: me.data!.me.id, name: 'Anna Jónsdóttir' };
    // The mutation is a valid trusted document: Apollo runs it.
    const renamed = await stack.gql(
      '',
      {},
      { token: anna, body: persisted(RENAME, { variables: rename }) },
    );
    expect(renamed.errors).toEqual([]);
    const cases: [string, Parameters<typeof run>[0]][] = [
      ['a mutation', post(persisted(RENAME, { variables: rename }))],
      ['introspection', post(persisted(INTROSPECTION))],
      ['an unknown hash', post(persisted('query Unknown { serverTime }'))],
      ['a document sent in full that differs', post(persisted(ME, { query: '{ me { id } }' }))],
      [
        'another protocol version',
        { ...post({ extensions: { persistedQuery: { version: 2, sha256Hash: hashOf(ME) } } }) },
      ],
      ['a GET', { ...post(persisted(ME)), method: 'GET' }],
      ['a form body', post(persisted(ME), { contentType: 'multipart/form-data' })],
      ['variables that are not an object', post(persisted(ME, { variables: [1] }))],
      ['an Accept header it does not negotiate', post(persisted(ME), { accept: 'text/html' })],
      ['lists over the cost limit', post(persisted(HUGE))],
    ];
    for (const [what, request] of cases) {
      expect(await run(request, as(anna)), what).toBeNull();
    }
  });

  it('leaves an answer with errors to Apollo, which formats them and sets the status', async () => {
    const refused = persisted(PAGE, { variables: { size: 0 } });
    expect(await run(post(refused), as(anna))).toBeNull();
    const res = await stack.gql('', {}, { token: anna, body: refused });
    expect(res.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    // The same query with a page size in range is the executor's.
    const fine = await run(post(persisted(PAGE, { variables: { size: 5 } })), as(anna));
    expect(JSON.parse(fine!.body)).toMatchObject({
      data: { listings: { count: expect.any(Number) } },
    });
  });

  it("answers in the media type Apollo would choose for first-party clients' Accept headers", () => {
    expect(answerTypeFor(undefined)).toBe('application/json; charset=utf-8');
    expect(answerTypeFor('*/*')).toBe('application/json; charset=utf-8');
    expect(answerTypeFor('application/json')).toBe('application/json; charset=utf-8');
    expect(answerTypeFor('application/graphql-response+json,application/json;q=0.9')).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(answerTypeFor('text/html')).toBeNull();
  });
});

describe('the graph over HTTP with the trusted executor', () => {
  it('answers a persisted query by hash, personal and uncached, with the negotiated type', async () => {
    const res = await fetch(stack.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
        authorization: `Bearer ${anna}`,
      },
      body: JSON.stringify(persisted(ME)),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ data: { me: { email: 'anna@leiga.is' } } });
  });

  it('still refuses lists over the cost limit through Apollo', async () => {
    const res = await stack.gql('', {}, { token: anna, body: persisted(HUGE) });
    expect(res.status).toBe(400);
    expect(res.errors[0]?.extensions).toMatchObject({ reason: 'cost_limit_exceeded' });
  });
});
