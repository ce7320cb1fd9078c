import { afterEach } from 'vitest';
import { watchQueriesBesideTransactions } from './support/queries-beside-transactions.js';
import { watchQueriesInFlight } from './support/queries-in-flight.js';

/**
 * On the PostgreSQL server, every api test also checks the two ways a query can wait on another
 * that only one of the two databases shows:
 * - No connection is sent a query while it runs another: inside a transaction (one connection)
 *   `Promise.all` over reads does that. node-postgres queues such a query with a one-time
 *   deprecation warning; pg 9 refuses it. The fix is `readTogether` (src/db/reads.ts). PGlite has
 *   one connection and no such queue.
 * - No query goes to the database beside an open transaction, from inside it: PGlite would make
 *   it wait for the transaction, which waits for it. The fix is the transaction's own handle.
 */
if (process.env['DATABASE_URL']) {
  const queries = watchQueriesInFlight();
  const beside = watchQueriesBesideTransactions();
  afterEach(() => {
    const overlaps = queries.overlaps.splice(0);
    if (overlaps.length > 0)
      throw new Error(
        `${overlaps.length} query(ies) sent to a connection already running one (use readTogether):\n\n${overlaps.join('\n\n')}`,
      );
    const found = beside.found.splice(0);
    if (found.length > 0)
      throw new Error(
        `${found.length} query(ies) sent to the database from inside an open transaction (use its handle; on PGlite they wait for it forever):\n\n${found.join('\n\n')}`,
      );
  });
}
