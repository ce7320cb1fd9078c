import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingDetailDocument } from '../__generated__/graphql';
import { getGraphError } from '../ui/graph-errors';
import { fetchGraph } from './graph-fetch';
import { setAccessToken } from '../lib/session-tokens';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('fetchGraph: the public pages reach the graph without Apollo', () => {
  it('sends the trusted document hash, the operation name and the bearer token', async () => {
    const fetchMock = vi.fn(async () => answer({ data: { listing: null } }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('token-1');
    await expect(fetchGraph(ListingDetailDocument, { id: '7' })).resolves.toEqual({
      listing: null,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toEqual({
      operationName: 'ListingDetail',
      variables: { id: '7' },
      extensions: {
        persistedQuery: {
          version: 1,
          sha256Hash: (ListingDetailDocument as unknown as { __meta__: { hash: string } }).__meta__
            .hash,
        },
      },
    });
    expect(body).not.toHaveProperty('query');
  });

  it('rejects with the graph errors, read like Apollo errors by the one translation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({ errors: [{ message: 'No.', extensions: { code: 'NOT_FOUND', reason: 'gone' } }] }),
      ),
    );
    const error = await fetchGraph(ListingDetailDocument, { id: '7' }).catch((e: unknown) => e);
    expect(getGraphError(error)).toEqual({ code: 'NOT_FOUND', reason: 'gone', fields: {} });
  });

  it('refreshes an expired token once and sends the operation again', async () => {
    setAccessToken('expired');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        answer({ errors: [{ message: 'Expired.', extensions: { code: 'UNAUTHENTICATED' } }] }),
      )
      .mockResolvedValueOnce(answer({ data: { refreshSession: { accessToken: 'fresh' } } }))
      .mockResolvedValueOnce(answer({ data: { listing: null } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchGraph(ListingDetailDocument, { id: '7' })).resolves.toEqual({
      listing: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const retry = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(new Headers(retry[1].headers).get('authorization')).toBe('Bearer fresh');
  });
});
