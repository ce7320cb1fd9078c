/**
 * An api process that dies while delivering a live event: run with a PostgreSQL database URL,
 * its outbox dispatcher claims what is pending (a lease on the rows) and the process is killed
 * (SIGKILL, no clean-up of any kind) at its first live publish, after the commit and before the
 * event is marked delivered.
 */
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';

const url = process.argv[2];
if (!url) throw new Error('usage: outbox-dying-process <postgres url>');
const database = await openDatabase({ kind: 'postgres', url });
await buildApp({
  database,
  config: {
    databaseUrl: url,
    logLevel: 'silent',
    seedDemo: false,
    esignSchedulerIntervalMs: 0,
    hmsWorkerIntervalMs: 0,
  },
  liveEvents: {
    publish: () => {
      process.kill(process.pid, 'SIGKILL');
      return new Promise<never>(() => {});
    },
  },
});
// The dispatcher polls each second; one that never met an event to publish says so by exiting.
setTimeout(() => process.exit(3), 30_000).unref();
await new Promise<never>(() => {});
