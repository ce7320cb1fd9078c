import { badUserInput } from '../errors.js';

/**
 * A caller's string as one path segment of a REST call. encodeURIComponent throws on text that
 * is not well-formed UTF-16 (a lone surrogate); that is bad input naming the field, not a 500.
 */
export function toPathSegment(value: string, field: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    throw badUserInput(field, 'validation.invalid');
  }
}
