#!/usr/bin/env node
/**
 * `npm test`'s Vitest run: every project. With TEST_DATABASE_URL and TEST_REDIS_URL (CI), the api
 * and graph projects are left to scripts/test-on-servers.mjs, which runs them on the PostgreSQL
 * server and Redis beside the browser suite: running them on PGlite as well took 663 (api) and
 * 250 (graph) of the run's CPU seconds on two cores, for the same tests, and the graph's files on
 * the server cost 28 % less CPU than on PGlite. PGlite's own paths stay covered there: the server
 * and browser suites run the api on PGlite, and the server's run of the api suite also catches
 * the one kind of query that only PGlite would hang on (test/setup-connection-checks.ts). Without
 * those variables (a developer's `npm test`) every project runs here, on PGlite.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The projects test-on-servers.mjs runs on the servers. */
const ON_SERVERS = ['api', 'graph'];

const onServers = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
// Vitest's project filter takes one negation only, so the others are named: every project of
// vitest.config.ts but those, so that a new project is never left out of CI.
const projects = [
  ...readFileSync(new URL('../vitest.config.ts', import.meta.url), 'utf8').matchAll(
    /^\s*name: '([\w-]+)',$/gm,
  ),
].map((match) => match[1]);
if (onServers && !ON_SERVERS.every((name) => projects.includes(name))) {
  console.error(`vitest.config.ts lacks a project of ${ON_SERVERS.join(', ')}: ${projects}`);
  process.exit(1);
}
const here = projects.filter((name) => !ON_SERVERS.includes(name));
const args = ['vitest', 'run', ...(onServers ? here.flatMap((name) => ['--project', name]) : [])];
if (onServers)
  console.log(
    `${ON_SERVERS.join(' and ')} suites: run on PostgreSQL and Redis beside the browser suite (test-on-servers)`,
  );
// status is null when the run was killed or could not start: both are failures.
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
