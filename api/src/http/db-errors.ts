/** PostgreSQL's SQLSTATE for a unique violation (both node-postgres and PGlite report it as `code`). */
const UNIQUE_VIOLATION = '23505';

/**
 * The unique constraint a database error broke, or undefined when it is another error. Drizzle
 * wraps the driver's error (DrizzleQueryError), so the chain of causes is followed.
 */
export function uniqueViolation(error: unknown): { constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === UNIQUE_VIOLATION)
      return typeof record.constraint === 'string' ? { constraint: record.constraint } : {};
    current = record.cause;
  }
  return undefined;
}
