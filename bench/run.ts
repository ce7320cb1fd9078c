import { benchmarkDatabase } from './graph-vs-rest.js';
import type { LoadResult } from './load.js';

/**
 * `npm run bench`: every benchmark against its baseline, in one run, on loopback, on PGlite and
 * (with DATABASE_URL) on a PostgreSQL server. Bounded by BENCH_DURATION_MS (default 5000 per
 * target and round), BENCH_ROUNDS (default 2, alternating, best of each kept) and
 * BENCH_CONNECTIONS (default 16). Prints ratios measured within one run, by throughput and by
 * CPU time per request; never asserts: timings depend on the machine. The npm script sets
 * NODE_ENV=production, as a deployment does: graphql-js reads it once, when first loaded, and
 * checks every `instanceof` more slowly without it.
 */
const options = {
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 5_000),
  warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 1_000),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const row = (name: string, r: LoadResult) =>
  `  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   CPU ${r.cpuUs.toFixed(0).padStart(6)} µs/req   ${r.failed} failed`;
/** How many requests the second serves per one of the first on the same CPU time. */
const cpuRatio = (first: LoadResult, second: LoadResult) => (first.cpuUs / second.cpuUs).toFixed(2);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.env['NODE_ENV'] !== 'production') {
  console.log('NODE_ENV is not production: graphql-js runs its development checks');
}
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
  console.log(
    `  ratio api/bare: ${result.baseline.ratio.toFixed(2)}x throughput, ${cpuRatio(result.baseline.a, result.baseline.b)}x by CPU per request (target >= 0.50x)`,
  );
  console.log(' (b) graph against REST, (c) REST calls per GraphQL operation');
  for (const s of result.scenarios) {
    console.log(` ${s.name}`);
    console.log(row('REST', s.a));
    console.log(row('graph (persisted)', s.b));
    console.log(row('graph, all through Apollo', s.apollo));
    console.log(
      `  ratio graph/REST: ${s.ratio.toFixed(2)}x throughput, ${cpuRatio(s.a, s.b)}x by CPU per request, p99 ${(s.b.p99 / s.a.p99).toFixed(2)}x; ${s.restCalls} REST call(s) per operation`,
    );
    console.log(
      `  trusted executor: ${(s.b.rps / s.apollo.rps).toFixed(2)}x the graph without it (graph/REST without it ${(s.apollo.rps / s.a.rps).toFixed(2)}x)`,
    );
    console.log(`  answer: REST ${kb(s.restBytes)}, graph ${kb(s.graphBytes)}`);
  }
}
console.log('\ntargets: graph/REST >= 0.80x on the search page and >= 0.60x on the signed-in user');
