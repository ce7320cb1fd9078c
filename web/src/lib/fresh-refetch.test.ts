import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FRESH_REFETCH } from './fresh-refetch';

// Parsed, not a gql tag: codegen reads the app's tagged documents, and this one is not the graph's.
const COUNT = parse('query Count { count }');

/** A graph whose answer is the number of reads it has served; each answer waits to be released. */
function countingClient() {
  let served = 0;
  const pending: (() => void)[] = [];
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        served += 1;
        const count = served;
        pending.push(() => {
          observer.next({ data: { count } });
          observer.complete();
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const releaseAll = () => pending.splice(0).forEach((release) => release());
  return { client, releaseAll, served: () => served };
}

async function refetchDuringFirstRead(context?: typeof FRESH_REFETCH) {
  const { client, releaseAll, served } = countingClient();
  const query = client.watchQuery({ query: COUNT, context, fetchPolicy: 'network-only' });
  const seen: unknown[] = [];
  const subscription = query.subscribe(({ data }) => seen.push(data));
  // The write happens here; the page refetches while its first read is still in flight.
  const refetched = query.refetch();
  releaseAll();
  const { data } = await refetched;
  releaseAll();
  subscription.unsubscribe();
  return { data, reads: served() };
}

describe('FRESH_REFETCH', () => {
  it('sends a refetch of its own while the first identical read is in flight', async () => {
    const { data, reads } = await refetchDuringFirstRead(FRESH_REFETCH);
    expect(reads).toBe(2);
    expect(data).toEqual({ count: 2 });
  });

  it('is needed: without it the refetch is handed the read sent before the write', async () => {
    const { data, reads } = await refetchDuringFirstRead();
    expect(reads).toBe(1);
    expect(data).toEqual({ count: 1 });
  });
});
