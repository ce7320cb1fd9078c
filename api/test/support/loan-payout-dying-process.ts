/**
 * A process that dies mid-way through a loan payout: run with a PostgreSQL database URL and a
 * signed loan's id, it makes the payout row, asks the bank for the transfer and is killed
 * (SIGKILL, no clean-up) right after the bank booked it, before the row says so.
 */
import { openDatabase } from '../../src/db/client.js';
import { disburseLoan } from '../../src/modules/loans/disbursement-service.js';
import type { PayoutProvider } from '../../src/providers/payouts/payout-provider.js';
import { SandboxPayoutBank } from '../../src/providers/payouts/sandbox-payout-bank.js';

const [url, loanId] = process.argv.slice(2);
if (!url || !loanId) throw new Error('usage: loan-payout-dying-process <postgres url> <loan id>');
const database = await openDatabase({ kind: 'postgres', url });
const bank = new SandboxPayoutBank(database.db);
const dying: PayoutProvider = {
  transfer: async (request) => {
    await bank.transfer(request);
    process.kill(process.pid, 'SIGKILL');
    return new Promise<never>(() => {});
  },
  getTransfer: (id) => bank.getTransfer(id),
  reverse: (id, key) => bank.reverse(id, key),
};
await disburseLoan({ db: database.db, payouts: dying }, Number(loanId));
// Reaching here means no transfer was asked for.
process.exit(3);
