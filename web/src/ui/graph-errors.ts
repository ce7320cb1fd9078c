import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export type GraphErrorInfo = {
  code: string | null;
  reason: string | null;
  fields: Record<string, string>;
};

/** Reads `extensions.code`, `extensions.reason` and `extensions.fields` from an Apollo error. */
export function getGraphError(error: unknown): GraphErrorInfo {
  if (!CombinedGraphQLErrors.is(error)) return { code: null, reason: null, fields: {} };
  const first = error.errors[0];
  const ext = (first?.extensions ?? {}) as {
    code?: unknown;
    reason?: unknown;
    fields?: unknown;
  };
  return {
    code: typeof ext.code === 'string' ? ext.code : null,
    reason: typeof ext.reason === 'string' ? ext.reason : null,
    fields:
      ext.fields && typeof ext.fields === 'object' ? (ext.fields as Record<string, string>) : {},
  };
}

/** The message of an error, by reason, then by code, then the generic failure. */
export function translateGraphError(t: TFunction, error: unknown): string {
  const { code, reason } = getGraphError(error);
  const keys = [
    ...(reason ? [`errors.${reason}`] : []),
    ...(code ? [`errors.${code.toLowerCase()}`] : []),
    'errors.something_went_wrong',
  ];
  return t(keys);
}

const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Puts the api's field errors next to their fields. Graph field paths are camelCase (`fullName`);
 * forms that use the domain's snake_case names (`full_name`) match either way.
 * Returns true when at least one field took an error.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): boolean {
  let isApplied = false;
  for (const [field, message] of Object.entries(getGraphError(error).fields)) {
    const leaf = field.split('.').pop() ?? field;
    const name = [field, leaf, toSnake(leaf)].find((n) => fieldNames.includes(n));
    if (!name) continue;
    setError(name as Path<T>, { type: 'server', message });
    isApplied = true;
  }
  return isApplied;
}
