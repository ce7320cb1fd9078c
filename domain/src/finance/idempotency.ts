import { z } from 'zod';

/** The longest Idempotency-Key a money mutation accepts (issue #16). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key is kept: a repeat within it gets the first answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The Idempotency-Key header: 1 to 255 printable ASCII characters without spaces. */
export const idempotencyKeySchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: 'validation.idempotency_key' })
  .regex(/^[\x21-\x7e]+$/, { error: 'validation.idempotency_key' });
