import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** The path of the first string holding U+0000 (PostgreSQL text cannot store it), or null. */
function findNul(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Text with a NUL character is bad input: a 400 naming the field, never a failed query. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part, []);
      if (path)
        throw badRequest('The request has invalid fields.', {
          [path.join('.') || 'non_field_errors']: 'validation.invalid',
        });
    }
  });
}
