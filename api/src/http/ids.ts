import { z } from 'zod';

/** Ids are PostgreSQL serials: a larger number cannot name a row, and would fail in the query. */
export const MAX_DB_ID = 2_147_483_647;

/** A row id in a path: a positive integer within the serial range. */
export const dbIdParam = z.coerce.number().int().positive().max(MAX_DB_ID);
