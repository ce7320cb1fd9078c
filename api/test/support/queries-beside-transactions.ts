import { AsyncLocalStorage } from 'node:async_hooks';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { callersFrames, queryText } from './query-origin.js';

/**
 * Records a query sent to the database itself (not the transaction's handle) while a transaction
 * is being written, from inside it: `db.select()` where `tx.select()` was meant. PostgreSQL takes
 * another connection and answers; PGlite, with one connection, makes it wait for the transaction,
 * which waits for it: the request hangs. Checked on the server's run because CI runs the api suite
 * there only (PGlite's run is a developer's `npm test`). Installed once, process-wide.
 */
export type QueriesBesideTransactions = {
  /** Each such query: its SQL and where it came from. */
  found: string[];
};

/** An open transaction: its pool, and where it was begun (a query's own stack ends in drizzle). */
type Scope = { pool: pg.Pool; isOpen: boolean; begunAt: string };
/** drizzle's node-postgres session: its client is the pool, or a transaction's connection. */
type Session = { client: unknown };
type Transaction = (this: Session, ...args: unknown[]) => Promise<unknown>;
type PoolQuery = (this: pg.Pool, ...args: unknown[]) => unknown;

const WATCH = Symbol.for('leiga.test.queries-beside-transactions');
type Watched = { [WATCH]?: QueriesBesideTransactions };

export function watchQueriesBesideTransactions(): QueriesBesideTransactions {
  const session = NodePgSession.prototype as unknown as Watched & { transaction: Transaction };
  const installed = session[WATCH];
  if (installed) return installed;
  const state: QueriesBesideTransactions = { found: [] };
  session[WATCH] = state;
  const scopes = new AsyncLocalStorage<Scope>();
  const openTransactionOf = (pool: unknown) => {
    const scope = scopes.getStore();
    return scope !== undefined && scope.isOpen && scope.pool === pool ? scope : null;
  };

  const transaction = session.transaction;
  session.transaction = function (this: Session, ...args: unknown[]) {
    const [callback, ...rest] = args as [(tx: unknown) => Promise<unknown>, ...unknown[]];
    const client = this.client;
    // A savepoint's session holds the transaction's connection, not the pool: nothing to watch.
    if (!(client instanceof pg.Pool)) return transaction.call(this, ...args);
    const begunAt = callersFrames();
    const outer = openTransactionOf(client);
    if (outer)
      state.found.push(
        `a transaction begun inside another, at:\n${begunAt}\nthe other begun at:\n${outer.begunAt}`,
      );
    const scope: Scope = { pool: client, isOpen: true, begunAt };
    const scoped = (tx: unknown) =>
      scopes.run(scope, async () => {
        try {
          return await callback(tx);
        } finally {
          scope.isOpen = false;
        }
      });
    return transaction.call(this, scoped, ...rest);
  };

  const query = pg.Pool.prototype.query as unknown as PoolQuery;
  const watched: PoolQuery = function (this: pg.Pool, ...args) {
    const scope = openTransactionOf(this);
    if (scope) {
      state.found.push(
        `${queryText(args)}\nsent from inside the transaction begun at:\n${scope.begunAt}`,
      );
    }
    return query.apply(this, args);
  };
  pg.Pool.prototype.query = watched as unknown as typeof pg.Pool.prototype.query;
  return state;
}
