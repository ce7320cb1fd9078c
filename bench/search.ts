import { benchmarkListingSearch } from './listing-search.js';

/** `npm run bench:search`: listing search over BENCH_LISTINGS (default 100,000) generated listings. */
const total = Number(process.env['BENCH_LISTINGS'] ?? 100_000);
const iterations = Number(process.env['BENCH_ITERATIONS'] ?? 40);
console.log(
  `listing search over ${total.toLocaleString('en')} listings (${process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite'}), ${iterations} runs each`,
);
const { indexed, plain } = await benchmarkListingSearch(total, iterations);
console.log(
  `${'search'.padEnd(40)} ${'rows'.padStart(7)}  ${'p50'.padStart(8)}  ${'p95'.padStart(8)}  ${'p95 no idx'.padStart(10)}  speed-up`,
);
for (const [i, row] of indexed.entries()) {
  const base = plain[i]!;
  console.log(
    `${row.name.padEnd(40)} ${String(row.rows).padStart(7)}  ${row.p50.toFixed(1).padStart(6)}ms  ${row.p95.toFixed(1).padStart(6)}ms  ${base.p95.toFixed(1).padStart(8)}ms  ${(base.p95 / row.p95).toFixed(1).padStart(6)}x`,
  );
}
const worst = Math.max(...indexed.map((r) => r.p95));
console.log(`worst p95 with indexes: ${worst.toFixed(1)} ms (target <= 20 ms)`);
