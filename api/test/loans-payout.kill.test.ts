import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loanApplications,
  loanDisbursements,
  loanRepayments,
  sandboxBankTransfers,
} from '../src/db/schema/index.js';
import { disburseLoan } from '../src/modules/loans/disbursement-service.js';
import { createTestApp, type TestApp } from './helpers.js';
import { prepareBilling } from './support/billing.js';
import { sharedCommittedContract } from './support/guarantee-claims.js';
import { loanInStatus } from './support/loans-lifecycle.js';

/**
 * "Kill a process mid-payout and no króna is paid twice": the dying process makes the loan's
 * payout row, the bank books the transfer, and the process dies before writing it down. The next
 * run (the outbox's retry, or staff) finds the row pending, asks again with the row's key, and
 * the bank answers the transfer it booked; the loan is paid out once and its schedule laid once.
 */
let t: TestApp;

function runDyingProcess(databaseUrl: string, loanId: number): Promise<NodeJS.Signals | null> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'support/loan-payout-dying-process.ts'),
      databaseUrl,
      String(loanId),
    ],
    { stdio: 'inherit' },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve(signal));
  });
}

// Two processes need one database server: PGlite is embedded in this one.
describe.skipIf(!process.env['DATABASE_URL'])('a process killed while paying a loan out', () => {
  beforeAll(async () => {
    t = await createTestApp({ claimsPollIntervalMs: 0 });
  }, 240_000);
  afterAll(() => t?.close());

  it('leaves a pending payout the next run completes with the same transfer', async () => {
    const [anna, jon] = await Promise.all([t.as('tenant'), t.as('landlord')]);
    const contractId = await sharedCommittedContract(t, anna, jon);
    await prepareBilling(t.db, contractId, jon.userId, []);
    const id = await loanInStatus(t, anna, contractId, 'signed');

    expect(await runDyingProcess(t.app.ctx.config.databaseUrl!, id)).toBe('SIGKILL');
    const [orphan] = await t.db
      .select()
      .from(loanDisbursements)
      .where(eq(loanDisbursements.loanId, id));
    expect(orphan).toMatchObject({ status: 'pending', transferId: null });
    const booked = () =>
      t.db
        .select()
        .from(sandboxBankTransfers)
        .where(eq(sandboxBankTransfers.idempotencyKey, orphan!.idempotencyKey));
    expect(await booked()).toHaveLength(1);
    const [loan] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    expect(loan!.status).toBe('signed');

    const done = await disburseLoan({ db: t.db, payouts: t.app.ctx.providers.payouts }, id);
    const [transfer] = await booked();
    expect(done).toMatchObject({ status: 'booked', transferId: String(transfer!.id) });
    expect(await booked()).toHaveLength(1);
    const [after] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    expect(after!.status).toBe('disbursed');
    const rows = await t.db.select().from(loanRepayments).where(eq(loanRepayments.loanId, id));
    expect(rows).toHaveLength(3);
  }, 120_000);
});
