import { ApolloLink } from '@apollo/client/link';
import { Observable, tap, type Subscription } from 'rxjs';

/**
 * A query whose answer was on its way while a mutation's answer arrived may hold the state from
 * before the mutation. With cache-and-network, a page's refetch that lands after a mutation's own
 * answer writes that older state over it: a comment added while the inspection step's refetch was
 * on its way vanished from the list until a reload. Such a query is asked once more, and only the
 * newer answer goes on to the cache. Mutations and subscriptions pass untouched.
 */
export function createFreshQueryLink(): ApolloLink {
  let mutationsAnswered = 0;
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === 'mutation')
      return forward(operation).pipe(tap(() => (mutationsAnswered += 1)));
    if (operation.operationType !== 'query') return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let current: Subscription | undefined;
      const ask = (isAgain: boolean) => {
        const before = mutationsAnswered;
        let isStale = false;
        current = forward(operation).subscribe({
          next: (result) => {
            isStale = !isAgain && mutationsAnswered !== before;
            if (!isStale) observer.next(result);
          },
          error: (error: unknown) => observer.error(error),
          complete: () => (isStale ? ask(true) : observer.complete()),
        });
      };
      ask(false);
      return () => current?.unsubscribe();
    });
  });
}
