import { benchmarkDatabase } from './graph-vs-rest.js';
import type { LoadResult } from './load.js';

/**
 * `npm run bench`: every benchmark against its baseline, in one run, on loopback, on PGlite and
 * (with DATABASE_URL) on a PostgreSQL server. Bounded by BENCH_DURATION_MS (default 5000 per
 * target and round), BENCH_ROUNDS (default 2, alternating, best of each kept) and
 * BENCH_CONNECTIONS (default 16). Prints ratios measured within one run; never asserts: timings
 * depend on the machine.
 */
const options = {
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 5_000),
  warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 1_000),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const row = (name: string, r: LoadResult) =>
  `  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   ${r.failed} failed`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const databases = process.env['DATABASE_URL']
  ? (['postgres', 'pglite'] as const)
  : (['pglite'] as const);
console.log(
  `api and graph, ${options.connections} connections, ${options.durationMs} ms per target and round, best of ${rounds}`,
);
for (const database of databases) {
  const result = await benchmarkDatabase(database, options, rounds);
  console.log(`\n${result.database}`);
  console.log(' (a) the api against a bare Fastify running the same SQL (signed-in user)');
  console.log(row('bare Fastify + SQL  GET /user/', result.baseline.a));
  console.log(row('api                 GET /api/auth/user/', result.baseline.b));
  console.log(`  ratio api/bare: ${result.baseline.ratio.toFixed(2)}x (target >= 0.50x)`);
  console.log(' (b) graph against REST, (c) REST calls per GraphQL operation');
  for (const s of result.scenarios) {
    console.log(` ${s.name}`);
    console.log(row('REST', s.a));
    console.log(row('graph (persisted)', s.b));
    console.log(row('graph, all through Apollo', s.apollo));
    console.log(
      `  ratio graph/REST: ${s.ratio.toFixed(2)}x throughput, p99 ${(s.b.p99 / s.a.p99).toFixed(2)}x; ${s.restCalls} REST call(s) per operation`,
    );
    console.log(
      `  trusted executor: ${(s.b.rps / s.apollo.rps).toFixed(2)}x the graph without it (graph/REST without it ${(s.apollo.rps / s.a.rps).toFixed(2)}x)`,
    );
    console.log(`  answer: REST ${kb(s.restBytes)}, graph ${kb(s.graphBytes)}`);
  }
}
console.log('\ntargets: graph/REST >= 0.80x on the search page and >= 0.60x on the signed-in user');
