import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { startTransition, useEffect, useRef, useState } from 'react';
import { getAccessToken, refreshAccessToken } from '../lib/session-tokens';
import { useFirstAnswers } from './first-answers';

type GraphErrorBody = { message: string; extensions?: Record<string, unknown> };
type HashedDocument = {
  __meta__?: { hash?: string };
  definitions: readonly { kind: string; name?: { value: string } }[];
};

/**
 * The errors of a graph answer. Branded like Apollo's CombinedGraphQLErrors, so the one
 * translation of graph errors (ui/graph-errors.ts) reads both.
 */
export class GraphResponseError extends Error {
  readonly errors: readonly GraphErrorBody[];

  constructor(errors: readonly GraphErrorBody[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'CombinedGraphQLErrors';
    this.errors = errors;
    Object.defineProperty(this, Symbol.for('apollo.error'), { value: this.name });
  }
}

async function post(document: HashedDocument, variables: unknown): Promise<Response> {
  const hash = document.__meta__?.hash;
  const operationName = document.definitions.find((d) => d.kind === 'OperationDefinition')?.name
    ?.value;
  if (!hash) throw new Error(`${operationName ?? 'An operation'} has no trusted-document hash.`);
  const token = getAccessToken();
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }),
  });
}

/**
 * One operation over plain fetch, by its trusted-document hash: the public pages' way to the
 * graph, without Apollo Client. An expired token is refreshed once (SPEC 7), as the kit does.
 */
export async function fetchGraph<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const doc = document as unknown as HashedDocument;
  let reply = await post(doc, variables);
  let body = (await reply.json().catch(() => null)) as {
    data?: TData | null;
    errors?: GraphErrorBody[];
  } | null;
  const isUnauthenticated = body?.errors?.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
  if (isUnauthenticated && getAccessToken() && (await refreshAccessToken())) {
    reply = await post(doc, variables);
    body = (await reply.json().catch(() => null)) as typeof body;
  }
  if (body?.errors?.length) throw new GraphResponseError(body.errors);
  if (!body?.data) throw new Error(`The graph answered HTTP ${reply.status} without data.`);
  return body.data;
}

export type GraphQueryState<TData> = {
  data: TData | undefined;
  /** The last data while the next variables load, so a list does not blink. */
  previousData: TData | undefined;
  loading: boolean;
  error: Error | undefined;
};

export type GraphQueryOptions = {
  /**
   * Render the answer as a transition: React renders it in slices that yield to the browser,
   * so a long result (the search page's 25 cards) does not block a phone's main thread for
   * hundreds of milliseconds (Lighthouse's total blocking time).
   */
  rendersAnswerInSlices?: boolean;
};

/** A query of a public page: runs when the variables change; the latest answer wins. */
export function useGraphQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { rendersAnswerInSlices = false }: GraphQueryOptions = {},
): GraphQueryState<TData> {
  const key = JSON.stringify(variables);
  // The answer a server-rendered first paint was made with: the first render shows it at once.
  const firstAnswers = useFirstAnswers();
  const [state, setState] = useState<GraphQueryState<TData>>(() => {
    const data = firstAnswers?.read(document, variables);
    return { data, previousData: undefined, loading: data === undefined, error: undefined };
  });
  const answeredKey = useRef(state.data === undefined ? null : key);
  const latest = useRef(0);
  useEffect(() => {
    if (answeredKey.current === key) return;
    answeredKey.current = null;
    const run = ++latest.current;
    setState((s) => ({
      data: undefined,
      previousData: s.data ?? s.previousData,
      loading: true,
      error: undefined,
    }));
    fetchGraph(document, JSON.parse(key) as TVariables).then(
      (data) => {
        if (run !== latest.current) return;
        const show = () =>
          setState((s) => ({
            data,
            previousData: s.previousData,
            loading: false,
            error: undefined,
          }));
        if (rendersAnswerInSlices) startTransition(show);
        else show();
      },
      (error: unknown) => {
        if (run !== latest.current) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState((s) => ({
          data: undefined,
          previousData: s.previousData,
          loading: false,
          error: failure,
        }));
      },
    );
  }, [document, key, rendersAnswerInSlices]);
  return state;
}
