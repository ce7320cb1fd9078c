import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts, sandboxBankTransfers } from '../src/db/schema/index.js';
import { pollClaimPayments } from '../src/modules/payments/billing-service.js';
import { createTestApp, type TestApp } from './helpers.js';
import { prepareBilling } from './support/billing.js';
import { createCommittedContract } from './support/contracts-signing.js';

/**
 * "Kill a process mid-payout and no króna is paid twice": the dying process makes the payout row,
 * the bank books the transfer, and the process dies before writing it down. The next run finds
 * the row pending, asks again with the row's key, and the bank answers the transfer it booked.
 */
let t: TestApp;

function runDyingProcess(databaseUrl: string): Promise<NodeJS.Signals | null> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'support/payout-dying-process.ts'), databaseUrl],
    { stdio: 'inherit' },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve(signal));
  });
}

// Two processes need one database server: PGlite is embedded in this one.
describe.skipIf(!process.env['DATABASE_URL'])('a process killed while paying out', () => {
  beforeAll(async () => {
    t = await createTestApp({ claimsPollIntervalMs: 0 });
  }, 120_000);
  afterAll(() => t?.close());

  it('leaves a pending payout the next run completes with the same transfer', async () => {
    const jon = await t.as('landlord');
    const id = await createCommittedContract(t, jon, 'paper');
    await prepareBilling(t.db, id, jon.userId, ['2026-02-02']);
    const invoiced = await t.call<{ claim_id: string }>(
      'POST',
      `/api/contracts/${id}/payment-schedule/2026-02-02/invoice/`,
      { token: jon.access, headers: { 'idempotency-key': `kill-${id}` } },
    );
    expect(invoiced.status).toBe(200);
    const paid = await t.call(
      'POST',
      `/api/sandbox/bank/claims/${encodeURIComponent(invoiced.body.claim_id)}/pay/`,
      { body: {} },
    );
    expect(paid.status).toBe(200);

    expect(await runDyingProcess(t.app.ctx.config.databaseUrl!)).toBe('SIGKILL');
    const [orphan] = await t.db.select().from(payouts).where(eq(payouts.contractId, id));
    expect(orphan).toMatchObject({ status: 'pending', transferId: null });
    const booked = () =>
      t.db
        .select()
        .from(sandboxBankTransfers)
        .where(eq(sandboxBankTransfers.idempotencyKey, orphan!.idempotencyKey));
    expect(await booked()).toHaveLength(1);

    await pollClaimPayments({
      db: t.db,
      claims: t.app.ctx.providers.claims,
      payouts: t.app.ctx.providers.payouts,
      config: t.app.ctx.config,
    });
    const after = await t.db.select().from(payouts).where(eq(payouts.contractId, id));
    expect(after).toHaveLength(1);
    const [transfer] = await booked();
    expect(after[0]).toMatchObject({ status: 'booked', transferId: String(transfer!.id) });
    expect(await booked()).toHaveLength(1);
  }, 90_000);
});
