#!/usr/bin/env node
/**
 * `npm test`'s Vitest run: every project. With TEST_DATABASE_URL and TEST_REDIS_URL (CI), the api
 * project is left to scripts/test-on-servers.mjs, which runs it on the PostgreSQL server and Redis
 * beside the browser suite: running it on PGlite as well took 663 of the run's CPU seconds on two
 * cores, for the same tests. PGlite's own paths stay covered there: the graph, server and browser
 * suites run the api on PGlite, and the server's run of the api suite also catches the one kind of
 * query that only PGlite would hang on (test/setup-connection-checks.ts). Without those variables
 * (a developer's `npm test`) the api suite runs here, on PGlite.
 */
import { spawnSync } from 'node:child_process';

const onServers = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const args = ['vitest', 'run', ...(onServers ? ['--project', '!api'] : [])];
if (onServers)
  console.log('api suite: runs on PostgreSQL and Redis beside the browser suite (test-on-servers)');
// status is null when the run was killed or could not start: both are failures.
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
