import pg from 'pg';
import { callersFrames, queryText } from './query-origin.js';

/**
 * Counts the queries in flight on each node-postgres connection, process-wide (installed once).
 * A connection runs one query at a time: one sent while another runs is queued by node-postgres
 * with a deprecation warning (pg 9 refuses it), and is recorded here with the api's own frames.
 */
export type QueriesInFlight = {
  /** Queries sent so far. */
  sent: number;
  /** The most in flight on one connection at once (tests reset it). */
  most: number;
  /** Each query sent while its connection ran another: its SQL and where it came from. */
  overlaps: string[];
};

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const WATCH = Symbol.for('leiga.test.queries-in-flight');
type Watched = { [WATCH]?: QueriesInFlight };

function whereFrom(args: unknown[]): string {
  return `${queryText(args)}\n${callersFrames()}`;
}

export function watchQueriesInFlight(): QueriesInFlight {
  const prototype = pg.Client.prototype as unknown as Watched;
  const installed = prototype[WATCH];
  if (installed) return installed;
  const state: QueriesInFlight = { sent: 0, most: 0, overlaps: [] };
  prototype[WATCH] = state;
  const original = pg.Client.prototype.query as unknown as Query;
  const inFlight = new WeakMap<pg.Client, number>();
  const watched: Query = function (this: pg.Client, ...args) {
    const running = inFlight.get(this) ?? 0;
    if (running > 0) state.overlaps.push(whereFrom(args));
    inFlight.set(this, running + 1);
    state.sent += 1;
    state.most = Math.max(state.most, running + 1);
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
  pg.Client.prototype.query = watched as unknown as typeof pg.Client.prototype.query;
  return state;
}
