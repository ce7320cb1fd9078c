import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/http/error-handler.js';

/** A driver error as node-postgres and PGlite report it, wrapped the way Drizzle wraps it. */
function driverError(code: string, constraint?: string) {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code,
    constraint,
  });
  return Object.assign(new Error('Failed query: insert into …'), { cause });
}

describe('the error handler', () => {
  it('answers a unique violation anywhere with 409, and other database errors with 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/unique', async () => {
      throw driverError('23505', 'users_email_unique');
    });
    app.get('/other', async () => {
      throw driverError('23503');
    });
    const unique = await app.inject({ method: 'GET', url: '/unique' });
    expect(unique.statusCode).toBe(409);
    expect(unique.json()).toEqual({ detail: expect.any(String), code: 'conflict' });
    // The constraint's name stays inside.
    expect(unique.body).not.toContain('users_email_unique');
    const other = await app.inject({ method: 'GET', url: '/other' });
    expect(other.statusCode).toBe(500);
    expect(other.json()).toMatchObject({ code: 'server_error' });
    await app.close();
  });
});
