import { afterEach } from 'vitest';
import { watchQueriesInFlight } from './support/queries-in-flight.js';

/**
 * On the PostgreSQL server, every api test also checks that no connection is sent a query while
 * it runs another: inside a transaction (one connection) `Promise.all` over reads does that.
 * node-postgres queues such a query with a one-time deprecation warning; pg 9 refuses it. The fix
 * is `readTogether` (src/db/reads.ts). PGlite has one connection and no such queue.
 */
if (process.env['DATABASE_URL']) {
  const queries = watchQueriesInFlight();
  afterEach(() => {
    const found = queries.overlaps.splice(0);
    if (found.length > 0)
      throw new Error(
        `${found.length} query(ies) sent to a connection already running one (use readTogether):\n\n${found.join('\n\n')}`,
      );
  });
}
