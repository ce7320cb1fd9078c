#!/usr/bin/env node
/**
 * The suites on a PostgreSQL server and Redis: the whole api and graph suites on them (with these
 * variables set, their only run: scripts/vitest-run.mjs leaves them out of the first one; the
 * graph's include the Redis pub/sub between buses), then the scale-out test of two server
 * processes on one database. `npm test` runs this beside the browser and mobile suites.
 *
 * It reads TEST_DATABASE_URL and TEST_REDIS_URL rather than DATABASE_URL and REDIS_URL, which would
 * move every other suite of `npm test` (and the server Playwright starts) onto the servers too.
 * Without them it says so and passes: a fresh machine's `npm test` needs no server.
 *
 * Why here and not as a step after `npm test`: the browser suite leaves part of a two-core machine
 * idle, and the mobile suite runs on one core; these suites fill the rest. Queued after the mobile
 * suite in one lane, they were the last to end (CI: 18 min against the browser suite's 14).
 */
import { spawnSync } from 'node:child_process';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  console.log(
    'api suite on PostgreSQL and Redis, and the scale-out tests: skipped ' +
      '(set TEST_DATABASE_URL and TEST_REDIS_URL to run them; .ci/run does)',
  );
  process.exit(0);
}

const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
const runs = [
  // One run, so the two share the seeded templates their global setups build.
  ['vitest', 'run', '--project', 'api', '--project', 'graph'],
  ['vitest', 'run', '--project', 'server', 'test/multi-process.test.ts'],
];
const started = Date.now();
for (const args of runs) {
  console.log(`\n> DATABASE_URL=${databaseUrl} REDIS_URL=${redisUrl} npx ${args.join(' ')}`);
  // status is null when the run was killed or could not start: both are failures.
  const { status } = spawnSync('npx', args, { env, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
console.log(
  `\nsuites on PostgreSQL and Redis passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
