import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getGraphError } from '../graph-errors';

const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The form field a server path names. GraphQL's BAD_USER_INPUT paths are camelCase and may start
 * with the input (`input.employer.startDate`, `answers.q1`); forms name fields the domain's
 * snake_case way (`start_date`) or camelCase: the longest matching tail wins, in either case.
 */
export function matchFieldPath(path: string, fieldNames: readonly string[]): string | null {
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i++) {
    const tail = parts.slice(i).join('.');
    const found = [tail, toSnake(tail)].find((n) => fieldNames.includes(n));
    if (found) return found;
  }
  return null;
}

/** Every path of a form's values, nested ones dotted (`answers`, `answers.q1`). */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!values || typeof values !== 'object' || values instanceof Date || values instanceof File)
    return [];
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(value, path)];
  });
}

/**
 * Puts the api's field errors (GraphQL BAD_USER_INPUT `extensions.fields`) next to their fields.
 * Returns true when at least one field took an error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  fieldPath?: (serverPath: string) => string | null,
): boolean {
  let isApplied = false;
  for (const [path, message] of Object.entries(getGraphError(error).fields)) {
    const name = fieldPath?.(path) ?? matchFieldPath(path, fieldNames);
    if (!name) continue;
    setError(name as Path<T>, { type: 'server', message });
    isApplied = true;
  }
  return isApplied;
}
