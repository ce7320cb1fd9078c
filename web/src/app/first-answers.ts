import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { FIRST_ANSWERS_ELEMENT_ID } from '@leiga/domain';
import { createContext, useContext } from 'react';

type HashedDocument = {
  __meta__?: { hash?: string };
  definitions: readonly { kind: string; name?: { value: string } }[];
};

/** One operation a page asked for while it was rendered on the server. */
export type RequestedOperation = {
  key: string;
  operationName: string;
  hash: string;
  variables: unknown;
};

/**
 * The graph's answers a first paint was rendered with, by operation and variables. The server
 * fills it while it renders (two passes: what the page asks for, then the page with the answers);
 * the browser reads the same answers from the page, so its first render needs no round trip and
 * shows what the server painted.
 */
export class FirstAnswers {
  private readonly answers: Map<string, unknown>;
  private readonly requested = new Map<string, RequestedOperation>();

  constructor(answers: Record<string, unknown> = {}) {
    this.answers = new Map(Object.entries(answers));
  }

  static keyOf(document: TypedDocumentNode<unknown, unknown>, variables: unknown): string | null {
    const hash = (document as unknown as HashedDocument).__meta__?.hash;
    return hash ? `${hash}:${JSON.stringify(variables)}` : null;
  }

  /** The answer for an operation, or undefined; on the server, remembers that it was asked for. */
  read<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): TData | undefined {
    const doc = document as unknown as TypedDocumentNode<unknown, unknown>;
    const key = FirstAnswers.keyOf(doc, variables);
    if (!key) return undefined;
    if (this.answers.has(key)) return this.answers.get(key) as TData;
    const hashed = document as unknown as HashedDocument;
    const operationName = hashed.definitions.find((d) => d.kind === 'OperationDefinition')?.name
      ?.value;
    if (operationName && hashed.__meta__?.hash)
      this.requested.set(key, { key, operationName, hash: hashed.__meta__.hash, variables });
    return undefined;
  }

  /** Operations asked for that have no answer yet. */
  pending(): RequestedOperation[] {
    return [...this.requested.values()].filter((op) => !this.answers.has(op.key));
  }

  set(key: string, data: unknown): void {
    this.answers.set(key, data);
  }

  /** Once the page has moved on (other filters, another listing) the answers are stale. */
  clear(): void {
    this.answers.clear();
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.answers);
  }
}

export const FirstAnswersContext = createContext<FirstAnswers | null>(null);

export function useFirstAnswers(): FirstAnswers | null {
  return useContext(FirstAnswersContext);
}

/** The answers the server wrote into the page, or none (a page it did not render). */
export function readFirstAnswersFromPage(): FirstAnswers {
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return new FirstAnswers();
  try {
    return new FirstAnswers(JSON.parse(element.textContent) as Record<string, unknown>);
  } catch {
    return new FirstAnswers();
  } finally {
    element.remove();
  }
}
