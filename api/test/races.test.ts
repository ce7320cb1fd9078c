import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from './helpers.js';
import { raceStatuses } from './support/concurrency.js';

// Rules that hold one request at a time and must hold when many arrive together. Each runs on
// PGlite and, in CI, on the PostgreSQL server (DATABASE_URL), where requests truly overlap.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one account per e-mail address', () => {
  it('answers 50 sign-ups with one address at once with one 201 and 49 409s', async () => {
    const email = uniqueEmail('samtimis');
    const statuses = await raceStatuses(50, () =>
      t.call('POST', '/api/auth/register/', {
        body: { email, password: PASSWORD, full_name: 'Sami Tímason', user_type: 'LL' },
      }),
    );
    expect(statuses).toEqual({ 201: 1, 409: 49 });
    const login = await t.call('POST', '/api/auth/login/', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
  });
});
