import type { DocumentTypeDecoration, ResultOf } from '@graphql-typed-document-node/core';
import type { FragmentType } from '../__generated__';

/** A fragment's fields without its name tag, so that several fragments combine into one type. */
export type FragmentFields<T> = Omit<T, ' $fragmentName' | ' $fragmentRefs'>;

/**
 * `value` with the fields of a fragment it spreads typed as its own. The graph's answer holds
 * them already (the client preset masks a spread fragment in the types only, Apollo Client does
 * not mask data), so this is the same object: no copy, no new identity for effects to see.
 */
export function withFragment<
  TFragment extends DocumentTypeDecoration<unknown, unknown>,
  T extends FragmentType<TFragment>,
>(_fragment: TFragment, value: T): T & FragmentFields<ResultOf<TFragment>> {
  return value as T & FragmentFields<ResultOf<TFragment>>;
}
