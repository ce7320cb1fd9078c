import type { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiAgent,
  createApolloServer,
  createContext,
  createFetcher,
  type GraphContext,
} from '../src/index.js';
import { login, startStack, type Stack } from './helpers.js';

/** Operations run in-process with executeOperation; each asserts its number of REST calls. */
let stack: Stack;
let server: ApolloServer<GraphContext>;
const agent = createApiAgent();

beforeAll(async () => {
  stack = await startStack();
  server = createApolloServer({ isProduction: false });
  await server.start();
});
afterAll(async () => {
  await server?.stop();
  await agent.close();
  await stack?.close();
});

async function run(query: string, token: string | null, variables: Record<string, unknown> = {}) {
  const contextValue = createContext(
    { apiUrl: stack.api.url, fetch: createFetcher(agent), isProduction: false },
    { authorization: token ? `Bearer ${token}` : null },
  );
  const response = await server.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { result: response.body.singleResult, restCalls: contextValue.stats.restCalls };
}

describe('REST calls per operation (N+1 guard)', () => {
  it('me with phones and e-mails: one call', async () => {
    const { accessToken } = await login(stack, 'anna@leiga.is');
    const { result, restCalls } = await run(
      `{ me { id fullName phones { id formatted } emailAddresses { email } primaryPhone { id } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    expect(restCalls).toBe(1);
  });

  it('several users by id: one batch read', async () => {
    const { accessToken } = await login(stack, 'stjorn@leiga.is');
    const { result, restCalls } = await run(
      `{ a: user(id: 1) { id } b: user(id: 2) { id } c: user(id: 3) { id phones { id } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    expect(restCalls).toBe(1);
  });

  it('a page of users with their contacts: one call', async () => {
    const { accessToken } = await login(stack, 'stjorn@leiga.is');
    const { result, restCalls } = await run(
      `{ users(pageSize: 5) { count items { id phones { id } emailAddresses { id } primaryPhone { id } } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    expect(restCalls).toBe(1);
  });

  it('me without a token: no call at all', async () => {
    const { result, restCalls } = await run(`{ me { id } }`, null);
    expect(result.data).toEqual({ me: null });
    expect(restCalls).toBe(0);
  });

  it('a list of profiles with their reviews: the list, then one batch read', async () => {
    const { accessToken } = await login(stack, 'anna@leiga.is');
    const { result, restCalls } = await run(
      `{ rentalProfileSuggestions(q: "a") { id reviews { id rating } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    const { rentalProfileSuggestions: profiles } = result.data as {
      rentalProfileSuggestions: { id: string; reviews: { id: string }[] }[];
    };
    expect(profiles.length).toBeGreaterThan(1);
    expect(restCalls).toBe(2);
  });
});
