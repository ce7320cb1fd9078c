import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FormattedExecutionResult } from 'graphql';

type HashedDocument = {
  __meta__?: { hash?: string };
  definitions: readonly { kind: string; name?: { value: string } }[];
};

/**
 * One signed-out operation (the sign-in's) over plain fetch, as Apollo's HTTP link sends it: the
 * codegen document's trusted hash, never its text, and the answer read as the link reads it, so
 * its errors are Apollo's own (CombinedGraphQLErrors, ServerError, ServerParseError) and
 * describeGraphError translates them as before. The sign-in screen needs no Apollo Client for
 * this: on the web that client loads with the signed-in screens.
 */
export async function postGraph<TData, TVariables>(
  uri: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<TData> {
  const doc = document as unknown as HashedDocument;
  const hash = doc.__meta__?.hash;
  const operationName = doc.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
  if (!hash) throw new Error(`${operationName ?? 'An operation'} has no trusted-document hash.`);
  const response = await fetchImpl(uri, {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }),
  });
  const bodyText = await response.text();
  const isGraphResponse = response.headers
    .get('content-type')
    ?.includes('application/graphql-response+json');
  if (!isGraphResponse && response.status >= 300) {
    throw new ServerError(`Response not successful: Received status code ${response.status}`, {
      response,
      bodyText,
    });
  }
  let result: FormattedExecutionResult<TData>;
  try {
    result = JSON.parse(bodyText) as FormattedExecutionResult<TData>;
  } catch (error) {
    throw new ServerParseError(error, { response, bodyText });
  }
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
  if (!result.data) {
    throw new ServerError(`Server response was malformed for query '${operationName}'.`, {
      response,
      bodyText,
    });
  }
  return result.data;
}
