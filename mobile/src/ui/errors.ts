import { describeGraphError } from '@leiga/graph/client/errors';
import type { TFunction } from 'i18next';

/** Any Apollo error as a sentence in the user's language (most specific catalogue key first). */
export function errorText(t: TFunction, error: unknown): string {
  const keys = describeGraphError(error).messageKeys;
  return t(keys);
}
