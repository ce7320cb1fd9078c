import { ApolloLink } from '@apollo/client/link';
import { ServerError } from '@apollo/client/errors';
import { Kind, type DocumentNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import type { Refresher, SessionMode, TokenStore } from './session.js';

/** UNAUTHENTICATED answers that a new access token cannot fix. */
const FINAL_REASONS = new Set([
  'invalid_credentials',
  'refresh_token_reused',
  'refresh_token_missing',
]);
/** Operations that create or end sessions are never refreshed and retried. */
const SESSION_FIELDS = new Set(['login', 'register', 'refreshSession', 'logout', 'checkEidLogin']);

function rootFields(query: DocumentNode): string[] {
  const fields: string[] = [];
  for (const def of query.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const sel of def.selectionSet.selections)
      if (sel.kind === Kind.FIELD) fields.push(sel.name.value);
  }
  return fields;
}

type Errors = ReadonlyArray<{ extensions?: Record<string, unknown> }> | undefined;

export function needsNewToken(errors: Errors): boolean {
  return (errors ?? []).some(
    (e) =>
      e.extensions?.code === 'UNAUTHENTICATED' && !FINAL_REASONS.has(String(e.extensions?.reason)),
  );
}

export type AuthLinkOptions = { tokens: TokenStore; refresher: Refresher; mode: SessionMode };

/**
 * Adds `Authorization: Bearer <access>`. On UNAUTHENTICATED (or HTTP 401) it waits for the one
 * shared refresh and sends the operation once more; when the refresh fails the refresher has
 * already signed out, and the first answer goes through as it was.
 */
export function createAuthLink({ tokens, refresher, mode }: AuthLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const canRetry = !rootFields(operation.query).some((f) => SESSION_FIELDS.has(f));
    return new Observable<ApolloLink.Result>((observer) => {
      let sub: Subscription | undefined;
      let isClosed = false;

      const send = async (attempt: number): Promise<void> => {
        const token = await tokens.getAccessToken();
        if (isClosed) return;
        operation.setContext(({ headers }) => ({
          headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        }));
        // Web sessions start from the cookie alone; mobile needs a token to have had one.
        const mayRefresh = canRetry && attempt === 0 && (token !== null || mode === 'COOKIE');

        const retry = async (): Promise<boolean> => {
          if (!mayRefresh) return false;
          const current = await tokens.getAccessToken();
          // Someone else refreshed while this operation was in flight: just use the new token.
          const isFresh = current !== null && current !== token;
          return isFresh || (await refresher.refresh());
        };

        let isRetrying = false;
        sub = forward(operation).subscribe({
          next: (result) => {
            if (mayRefresh && needsNewToken(result.errors)) {
              isRetrying = true;
              void retry().then((ok) => {
                if (ok) return send(1);
                observer.next(result);
                observer.complete();
              });
              return;
            }
            observer.next(result);
          },
          error: (error: unknown) => {
            if (mayRefresh && ServerError.is(error) && error.statusCode === 401) {
              isRetrying = true;
              void retry().then((ok) => (ok ? send(1) : observer.error(error)));
              return;
            }
            observer.error(error);
          },
          complete: () => {
            if (!isRetrying) observer.complete();
          },
        });
      };

      send(0).catch((error: unknown) => observer.error(error));
      return () => {
        isClosed = true;
        sub?.unsubscribe();
      };
    });
  });
}
