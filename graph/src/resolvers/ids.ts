import { badUserInput } from '../errors.js';

/** The api's ids are PostgreSQL `integer` (int4) columns: nothing above this exists. */
export const MAX_REST_ID = 2_147_483_647;

/**
 * GraphQL IDs are strings; the api's ids are positive int4 integers. Every ID argument of the
 * graph passes here, so anything else (text, fractions, 2147483648) is bad input, never a 500.
 */
export function toRestId(value: string | number, field = 'id'): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_REST_ID) {
    throw badUserInput(field, 'validation.id');
  }
  return id;
}
