import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The graph's refresh call, answered when the test says. */
function stubRefresh() {
  let answer: (body: unknown, status: number) => void = () => {};
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (body, status) => resolve(new Response(JSON.stringify(body), { status }));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (body: unknown, status: number) => answer(body, status) };
}

describe('restoring the session on a page load', () => {
  it('asks for the graph client while the refresh is still in flight', async () => {
    localStorage.setItem('leiga-has-session', '1');
    const refresh = stubRefresh();
    const client = vi.fn(() => new Promise<ApolloClient>(() => {}));
    const session = new Session(client);

    const user = session.getUser();
    await vi.waitFor(() => expect(refresh.fetch).toHaveBeenCalledTimes(1));
    // The refresh has not answered, and the client is already on its way.
    expect(client).toHaveBeenCalledTimes(1);

    refresh.answer({ errors: [{ message: 'expired' }] }, 401);
    await expect(user).resolves.toBeNull();
    expect(session.current()).toBeNull();
  });

  it('neither refreshes nor loads the client for a visitor who never signed in', async () => {
    const refresh = stubRefresh();
    const client = vi.fn(() => Promise.reject(new Error('not wanted')));
    await expect(new Session(client).getUser()).resolves.toBeNull();
    expect(refresh.fetch).not.toHaveBeenCalled();
    expect(client).not.toHaveBeenCalled();
  });

  it('answers signed out when the client fails to load after a good refresh', async () => {
    localStorage.setItem('leiga-has-session', '1');
    const refresh = stubRefresh();
    const session = new Session(() => Promise.reject(new Error('chunk failed')));
    const user = session.getUser();
    await vi.waitFor(() => expect(refresh.fetch).toHaveBeenCalledTimes(1));
    refresh.answer({ data: { refreshSession: { accessToken: 'a.b.c', refreshToken: null } } }, 200);
    await expect(user).resolves.toBeNull();
  });
});
