/**
 * A process that dies mid-payout: run with a PostgreSQL database URL, it polls the claims bank
 * (recording the payment and making the payout row), asks the bank for the transfer and is killed
 * (SIGKILL, no clean-up) right after the bank booked it, before the row says so.
 */
import { testConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { pollClaimPayments } from '../../src/modules/payments/billing-service.js';
import { SandboxClaimsBank } from '../../src/providers/claims/sandbox-claims-bank.js';
import type { PayoutProvider } from '../../src/providers/payouts/payout-provider.js';
import { SandboxPayoutBank } from '../../src/providers/payouts/sandbox-payout-bank.js';

const url = process.argv[2];
if (!url) throw new Error('usage: payout-dying-process <postgres url>');
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
await pollClaimPayments({
  db: database.db,
  claims: new SandboxClaimsBank(database.db),
  payouts: dying,
  config: testConfig(),
});
// Reaching here means no payout was attempted.
process.exit(3);
