/**
 * A worker process that dies the moment HMS has accepted a lease, before it can record the
 * answer: run with a PostgreSQL database URL, it claims what is due, sends it, and is killed
 * (SIGKILL, no clean-up of any kind) as soon as the register has answered.
 */
import { openDatabase } from '../../src/db/client.js';
import { processDueSubmissions } from '../../src/modules/contracts/registration/registration-service.js';
import { SandboxHms } from '../../src/providers/hms/sandbox-hms.js';

const url = process.argv[2];
if (!url) throw new Error('usage: hms-dying-worker <postgres url>');
const database = await openDatabase({ kind: 'postgres', url });
const sandbox = new SandboxHms(database.db, { delayMs: 0, timeoutMs: 5000, outage: 'none' });
await processDueSubmissions(
  {
    db: database.db,
    providers: {
      hms: {
        submitLease: async (lease) => {
          await sandbox.submitLease(lease);
          process.kill(process.pid, 'SIGKILL');
          return new Promise<never>(() => {});
        },
        findBySubmission: (key) => sandbox.findBySubmission(key),
        findByRegistrationNumber: (number) => sandbox.findByRegistrationNumber(number),
      },
    },
    events: { kick: () => Promise.resolve() },
    config: { hmsTimeoutMs: 5000 },
  },
  new Date(),
);
