import { badUserInput } from '../errors.js';

/** GraphQL IDs are strings; the api's ids are positive integers. */
export function toRestId(value: string | number, field = 'id'): number {
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badUserInput(field, 'validation.id');
  return id;
}
