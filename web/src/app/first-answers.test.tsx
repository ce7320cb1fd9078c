import { FIRST_ANSWERS_ELEMENT_ID } from '@leiga/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingDetailDocument } from '../__generated__/graphql';
import { FirstAnswers, FirstAnswersContext, readFirstAnswersFromPage } from './first-answers';
import { useGraphQuery } from './graph-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const hash = (ListingDetailDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
const listing = (id: string) => ({ listing: { __typename: 'Listing', id, title: `Íbúð ${id}` } });

describe('FirstAnswers: what a server-drawn page was drawn with', () => {
  it('names what the page asked for, by document hash and variables, until it is answered', () => {
    const answers = new FirstAnswers();
    expect(answers.read(ListingDetailDocument, { id: '7' })).toBeUndefined();
    expect(answers.read(ListingDetailDocument, { id: '7' })).toBeUndefined();
    expect(answers.pending()).toEqual([
      {
        key: `${hash}:{"id":"7"}`,
        operationName: 'ListingDetail',
        hash,
        variables: { id: '7' },
      },
    ]);
    answers.set(`${hash}:{"id":"7"}`, listing('7'));
    expect(answers.pending()).toEqual([]);
    expect(answers.read(ListingDetailDocument, { id: '7' })).toEqual(listing('7'));
    expect(answers.read(ListingDetailDocument, { id: '8' })).toBeUndefined();
    expect(new FirstAnswers(answers.toJSON()).read(ListingDetailDocument, { id: '7' })).toEqual(
      listing('7'),
    );
  });

  it('is read from the page once, and a page without it or with a broken one gives none', () => {
    document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${JSON.stringify(
      { [`${hash}:{"id":"7"}`]: listing('7') },
    )}</script>`;
    const answers = readFirstAnswersFromPage();
    expect(answers.read(ListingDetailDocument, { id: '7' })).toEqual(listing('7'));
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(readFirstAnswersFromPage().toJSON()).toEqual({});

    document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">{not json</script>`;
    expect(readFirstAnswersFromPage().toJSON()).toEqual({});
  });
});

describe('useGraphQuery on a server-drawn page', () => {
  const withAnswers =
    (answers: FirstAnswers) =>
    ({ children }: { children: ReactNode }) => (
      <FirstAnswersContext.Provider value={answers}>{children}</FirstAnswersContext.Provider>
    );

  it('shows the answer the page was drawn with at once, and asks the graph only for new variables', async () => {
    const answers = new FirstAnswers({ [`${hash}:{"id":"7"}`]: listing('7') });
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: listing('8') }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useGraphQuery(ListingDetailDocument, { id }),
      { initialProps: { id: '7' }, wrapper: withAnswers(answers) },
    );
    expect(result.current).toMatchObject({ data: listing('7'), loading: false });
    // Effects have run: still no request for what the page already has.
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ id: '8' });
    await waitFor(() => expect(result.current.data).toEqual(listing('8')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the graph as before where the page has no answer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: listing('9') }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useGraphQuery(ListingDetailDocument, { id: '9' }), {
      wrapper: withAnswers(new FirstAnswers()),
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(listing('9')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
