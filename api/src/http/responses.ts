import { z } from 'zod';

/**
 * Response schemas every module uses. Each REST answer is written once as a zod schema: the route
 * declares it (the OpenAPI document shows it, the serialiser compiles it), the view functions
 * return its inferred type, and the graph infers its REST types from it.
 */

/** `{ count, next, previous, results }`, the shape of every REST list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** An answer that is only a message, such as "a code was sent". */
export const detailResponse = z.object({ detail: z.string() });

/** 204: no body. */
export const noContent = z.void().describe('No content');

/** A moment, ISO 8601 with zone. */
export const isoMoment = z.string().describe('ISO 8601 moment with zone');

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.string().describe('YYYY-MM-DD');

/** The error body of every failure. */
export const errorResponse = z.object({
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
