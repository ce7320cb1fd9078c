import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '../src/index.js';

describe('the Idempotency-Key rule', () => {
  it.each<[string, unknown, string | null]>([
    ['a UUID', '3f2b8c1e-5d4a-4e8f-9b7a-1c2d3e4f5a6b', null],
    ['one character', 'k', null],
    ['255 characters', 'k'.repeat(255), null],
    ['256 characters', 'k'.repeat(256), 'validation.idempotency_key'],
    ['an empty key', '', 'validation.required'],
    ['no key', undefined, 'validation.required'],
    ['a space', 'pay rent', 'validation.idempotency_key'],
    ['a letter outside ASCII', 'leiga-þú', 'validation.idempotency_key'],
  ])('%s', (_name, value, error) => {
    const parsed = idempotencyKeySchema.safeParse(value);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(error);
  });
});
