import { z } from 'zod';

/** Ids are PostgreSQL serials (int4): a larger number cannot name a row and would fail in a query. */
export const MAX_DB_ID = 2_147_483_647;

/** A row id in a body: a positive integer within the serial range; `error` names what went wrong. */
export const dbIdSchema = (error = 'validation.invalid') =>
  z.number({ error }).int({ error }).positive({ error }).max(MAX_DB_ID, { error });
