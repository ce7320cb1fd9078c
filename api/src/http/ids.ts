import { z } from 'zod';
import { MAX_DB_ID } from '@leiga/domain';

export { MAX_DB_ID };

/** A row id in a path or a query: a positive integer within the serial range. */
export const dbIdParam = z.coerce.number().int().positive().max(MAX_DB_ID);
