import pg from 'pg';
import { afterEach } from 'vitest';

/**
 * On the PostgreSQL server, every api test also checks that no connection is sent a query while
 * it runs another: inside a transaction (one connection) `Promise.all` over reads does that.
 * node-postgres queues such a query with a one-time deprecation warning; pg 9 refuses it. The fix
 * is `readTogether` (src/db/reads.ts). PGlite has one connection and no such queue.
 */
type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const GUARD = Symbol.for('leiga.test.one-query-per-connection');
type Guarded = { [GUARD]?: { overlaps: string[] } };

function install(): { overlaps: string[] } {
  const prototype = pg.Client.prototype as unknown as Guarded;
  const installed = prototype[GUARD];
  if (installed) return installed;
  const state = { overlaps: [] as string[] };
  prototype[GUARD] = state;
  const original = pg.Client.prototype.query as unknown as Query;
  const inFlight = new WeakMap<pg.Client, number>();
  const guarded: Query = function (this: pg.Client, ...args) {
    const running = inFlight.get(this) ?? 0;
    if (running > 0) {
      // Deep enough to reach the api's own frames beneath drizzle's.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      const stack = new Error('sent while another ran').stack ?? '';
      Error.stackTraceLimit = limit;
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      state.overlaps.push(
        `${String(text).slice(0, 120)}\n${stack
          .split('\n')
          .filter((line) => !line.includes('node_modules'))
          .join('\n')}`,
      );
    }
    inFlight.set(this, running + 1);
    const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
    // The pool passes a callback; drizzle's transactions take the promise.
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...answer);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args);
    if (answer instanceof Promise) answer.then(done, done);
    else done();
    return answer;
  };
  pg.Client.prototype.query = guarded as unknown as typeof pg.Client.prototype.query;
  return state;
}

if (process.env['DATABASE_URL']) {
  const state = install();
  afterEach(() => {
    const found = state.overlaps.splice(0);
    if (found.length > 0)
      throw new Error(
        `${found.length} query(ies) sent to a connection already running one (use readTogether):\n\n${found.join('\n\n')}`,
      );
  });
}
