import { compareGraphWithRest } from './graph-vs-rest.js';
import type { LoadResult } from './load.js';

/**
 * `npm run bench`: every benchmark against its baseline, in one run, on loopback. Bounded by
 * BENCH_DURATION_MS (default 5000 per target and round), BENCH_ROUNDS (default 2, alternating,
 * best of each kept) and BENCH_CONNECTIONS (default 16). Prints; never
 * asserts: timings depend on the machine.
 */
const options = {
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 5_000),
  warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 1_000),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
};

const row = (name: string, r: LoadResult) =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   ${r.failed} failed`;

console.log(
  `graph vs REST: signed-in user with phones and e-mails (${options.connections} connections, ${options.durationMs} ms each)`,
);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const { rest, graph, ratio } = await compareGraphWithRest(options, rounds);
console.log(row('REST  GET /api/auth/user/', rest));
console.log(row('graph POST /graphql (persisted)', graph));
console.log(
  `ratio graph/REST: ${ratio.toFixed(2)}x throughput, p99 ${(graph.p99 / rest.p99).toFixed(2)}x (target >= 0.60x throughput)`,
);
