import { describeGraphError } from '@leiga/graph/client';
import type { TFunction } from 'i18next';

/**
 * A refusal of the inspections api in the user's language, as the web says it: the api's reason
 * in the given catalogues first (e.g. `inspections.errors.already_signed`), then the graph's
 * general words for its code.
 */
export function inspectionErrorText(
  t: TFunction,
  error: unknown,
  prefixes: readonly string[] = ['inspection-signing.errors', 'inspections.errors'],
): string {
  const { reason, messageKeys } = describeGraphError(error);
  const specific = reason ? prefixes.map((prefix) => `${prefix}.${reason}`) : [];
  return t([...specific, ...messageKeys]);
}
