import { ApolloClient, gql } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphCache, createGraphLink, createMemoryTokenStore } from '../src/client/index.js';
import { login, startStack, type Stack } from './helpers.js';

/** The client kit against the real graph and api: concurrent operations share one refresh. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const ME = gql`
  query KitMe {
    me {
      id
      email
      phones {
        id
        formatted
      }
    }
  }
`;

describe('client kit on the real graph', () => {
  it('refreshes an expired access token once for concurrent operations', async () => {
    const session = await login(stack, 'anna@leiga.is', 'TOKEN');
    const tokens = createMemoryTokenStore({
      access: 'expired-token',
      refresh: session.refreshToken,
    });
    let signedOut = false;
    const { link } = createGraphLink({
      uri: stack.url,
      tokens,
      sessionMode: 'TOKEN',
      onSignOut: () => {
        signedOut = true;
      },
    });
    const client = new ApolloClient({ link, cache: createGraphCache() });
    const before = stack.log.length;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        client.query({
          query: ME,
          fetchPolicy: 'no-cache',
          context: { queryDeduplication: false },
        }),
      ),
    );
    expect(results.map((r) => (r.data as { me: { email: string } }).me.email)).toEqual(
      Array(4).fill('anna@leiga.is'),
    );
    const ops = stack.log.slice(before).map((l) => l.operation);
    expect(ops.filter((o) => o === 'RefreshSession')).toHaveLength(1);
    expect(ops.filter((o) => o === 'KitMe')).toHaveLength(8);
    expect(signedOut).toBe(false);
    expect(tokens.getRefreshToken()).not.toBe(session.refreshToken);
  });

  it('signs out when the refresh token was already used', async () => {
    const session = await login(stack, 'jon@leiga.is', 'TOKEN');
    const tokens = createMemoryTokenStore({
      access: 'expired-token',
      refresh: session.refreshToken,
    });
    let signOuts = 0;
    const { link } = createGraphLink({
      uri: stack.url,
      tokens,
      sessionMode: 'TOKEN',
      onSignOut: () => {
        signOuts += 1;
      },
    });
    const client = new ApolloClient({ link, cache: createGraphCache() });
    await client.query({ query: ME, fetchPolicy: 'no-cache' });
    // The first client rotated the token; a second one holding the old token is refused.
    const stale = createMemoryTokenStore({
      access: 'expired-token',
      refresh: session.refreshToken,
    });
    const { link: staleLink } = createGraphLink({
      uri: stack.url,
      tokens: stale,
      sessionMode: 'TOKEN',
      onSignOut: () => {
        signOuts += 1;
      },
    });
    const staleClient = new ApolloClient({ link: staleLink, cache: createGraphCache() });
    await expect(staleClient.query({ query: ME, fetchPolicy: 'no-cache' })).rejects.toThrow();
    expect(signOuts).toBe(1);
    expect(stale.getAccessToken()).toBeNull();
  });
});
